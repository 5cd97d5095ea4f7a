import { RefreshCw } from 'lucide-react';
import * as css from './app-errors.css.ts';
import { reloadNewVersion, useNewVersionAvailable } from './new-version.ts';

/** Under the header: a deploy replaced the build, Reload loads the new one. */
export function NewVersionBanner() {
  const available = useNewVersionAvailable();
  if (!available) return null;
  return (
    <div className={css.banner} role="alert" data-testid="new-version-banner">
      <span>A new version is available:</span>
      <button type="button" className={css.reload} onClick={reloadNewVersion}>
        <RefreshCw size={14} aria-hidden /> Reload
      </button>
    </div>
  );
}
