import { isPendingPath } from '../../content/pending-pages.ts';
import * as css from './soon-label.css.ts';

/** "soon" beside a link to a page that is not built yet (src/content/pending-pages.ts); else nothing. */
export function SoonLabel({
  href,
  variant = 'inline',
}: {
  href: string;
  variant?: keyof typeof css.soon;
}) {
  if (!isPendingPath(href)) return null;
  return (
    <span className={css.soon[variant]}>
      <span className="visually-hidden">, </span>soon
    </span>
  );
}
