import { UserRoundCheck } from 'lucide-react';
import { AuthCard } from './AuthCard.tsx';
import { ProfileCompletionForm } from './ProfileCompletionForm.tsx';

/** The profile step after a Google sign-up, as the callback page and the signed-in pages show it. */
export function ProfileCompletionCard() {
  return (
    <AuthCard
      title="Complete your profile"
      lead="A few details the terms ask for before you trade."
      icon={<UserRoundCheck size={22} />}
    >
      <ProfileCompletionForm />
    </AuthCard>
  );
}
