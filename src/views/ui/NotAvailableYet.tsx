import { Construction } from 'lucide-react';
import * as css from './page.css.ts';

/** An honest notice for a screen whose feature has not been built yet: no sample data. */
export function NotAvailableYet({ feature, detail }: { feature: string; detail: string }) {
  return (
    <div className={css.notice} role="note" data-testid="not-available-yet">
      <Construction size={22} aria-hidden />
      <div>
        <p className={css.noticeTitle}>{feature} is not available yet.</p>
        <p className={css.noticeText}>{detail}</p>
      </div>
    </div>
  );
}
