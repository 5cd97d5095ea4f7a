import { LoaderCircle, LogIn } from 'lucide-react';
import { Link } from 'wouter';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { useOAuthView } from '../../hooks/use-oauth-view.ts';
import { AuthCard } from '../../widgets/auth/AuthCard.tsx';
import * as css from '../../widgets/auth/auth.css.ts';
import { FormAlert } from '../../widgets/auth/FormMessages.tsx';
import { GoogleCodeCard } from '../../widgets/auth/GoogleCodeCard.tsx';
import { GoogleLinkCard } from '../../widgets/auth/GoogleLinkCard.tsx';
import * as oauthCss from '../../widgets/auth/oauth.css.ts';
import { ProfileCompletionCard } from '../../widgets/auth/ProfileCompletionCard.tsx';

/** /auth/google/callback: where the provider sends the browser back; the OAuth machine takes over. */
export default function GoogleCallbackPage() {
  useDocumentTitle('Signing in with Google');
  // The OAuth actor reads the provider's answer from the address itself (readCallback).
  const { error, completingProfile, linkStep, codeStep } = useOAuthView();

  if (completingProfile) return <ProfileCompletionCard />;
  if (linkStep !== null) return <GoogleLinkCard {...linkStep} />;
  if (codeStep !== null) return <GoogleCodeCard {...codeStep} />;
  return (
    <AuthCard
      title={error === null ? 'Signing you in…' : 'Google sign-in failed'}
      icon={<LogIn size={22} />}
      footer={
        <Link href="/login" className={css.link}>
          Back to log in
        </Link>
      }
    >
      {error === null ? (
        <p className={oauthCss.status} role="status">
          <LoaderCircle size={18} aria-hidden /> Checking your Google account…
        </p>
      ) : (
        <FormAlert message={error} />
      )}
    </AuthCard>
  );
}
