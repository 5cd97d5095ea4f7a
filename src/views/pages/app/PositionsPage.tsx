import { useSessionUser } from '../../hooks/use-session-view.ts';
import { PositionsView } from '../../positions/PositionsView.tsx';

export default function PositionsPage() {
  const user = useSessionUser();
  return user ? <PositionsView /> : null;
}
