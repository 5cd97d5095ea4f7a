import { useSessionUser } from '../../hooks/use-session-view.ts';
import { OrdersView } from '../../orders/OrdersView.tsx';

export default function OrdersPage() {
  const user = useSessionUser();
  return user ? <OrdersView /> : null;
}
