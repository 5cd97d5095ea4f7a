import * as css from './loading.css.ts';

/** The loading screen: the /load route and the fallback while a page's code loads. */
export function LoadingScreen({
  fullPage = false,
  label = 'Loading…',
}: {
  fullPage?: boolean;
  label?: string;
}) {
  return (
    <div
      className={`${css.screen} ${fullPage ? css.fullPage : ''}`}
      role="status"
      aria-live="polite"
    >
      <div className={css.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
