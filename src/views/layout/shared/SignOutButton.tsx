import { useLocation } from 'wouter';
import { actors } from '../../../system.ts';

/** Ends the local session: clears the persisted auth and funds slices and goes to /login. */
export function SignOutButton({ className }: { className?: string }) {
  const [, navigate] = useLocation();
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        actors.persistence.send({ type: 'persist.purge' });
        navigate('/login');
      }}
    >
      Logout
    </button>
  );
}
