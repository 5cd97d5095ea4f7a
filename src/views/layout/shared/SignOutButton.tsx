import { Link } from 'wouter';
import { logOut, useSessionView } from '../../hooks/use-session-view.ts';

/**
 * Logout when signed in, Login when not (spec section 2). Logout asks the session to end: it calls
 * the server, clears local session data whatever the answer, and goes to /login.
 */
export function SignOutButton({ className }: { className?: string }) {
  const { authenticated } = useSessionView();
  if (!authenticated) {
    return (
      <Link href="/login" className={className}>
        Login
      </Link>
    );
  }
  return (
    <button type="button" className={className} onClick={logOut}>
      Logout
    </button>
  );
}
