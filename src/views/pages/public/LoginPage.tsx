import { useHistoryState } from 'wouter/use-browser-location';
import { pendingPages } from '../../../content/pending-pages.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import type { LoginRedirectState } from '../../routing/AuthGuard.tsx';
import { NotAvailableYet } from '../../ui/NotAvailableYet.tsx';
import * as css from '../../ui/page.css.ts';

const text = {
  title: 'Log in',
  lead: 'Welcome back. Log in with your email and password, or with Google.',
};

export default function LoginPage() {
  useDocumentTitle(text.title);
  const from = useHistoryState<LoginRedirectState | null>()?.from;
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className={css.heading}>
        {text.title}
      </h1>
      <p className={css.lead}>{text.lead}</p>
      {from && (
        <p className={css.lead} data-testid="login-return-to">
          After you log in you will return to <strong>{from}</strong>.
        </p>
      )}
      <NotAvailableYet feature="Log-in" detail={pendingPages.signup.detail} />
    </section>
  );
}
