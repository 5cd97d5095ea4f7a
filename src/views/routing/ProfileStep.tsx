import { useDocumentTitle } from '../hooks/use-document-title.ts';
import { ProfileCompletionCard } from '../widgets/auth/ProfileCompletionCard.tsx';

/**
 * What every signed-in page shows while the profile is incomplete (a Google sign-up that left the
 * step, or reloaded): the step itself, so typing a page's address does not skip it. The OAuth
 * actor joins with its form, and the session tells it the profile is owed (session-followers.ts).
 * Once saved, the session has the profile and the page the trader asked for shows.
 */
export default function ProfileStep() {
  useDocumentTitle('Complete your profile');
  return <ProfileCompletionCard />;
}
