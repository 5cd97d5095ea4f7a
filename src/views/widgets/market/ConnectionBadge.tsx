import type { ConnectionStatus } from '../../../machines/sockets/connection-status.ts';
import { Button } from '../../ui/Button.tsx';
import { retryConnection, useConnectionStatus } from './hooks.ts';
import * as css from './market.css.ts';

const LABELS: Record<ConnectionStatus, string> = {
  idle: 'Waiting for your session',
  connecting: 'Connecting…',
  open: 'Live',
  reconnecting: 'Reconnecting…',
  offline: 'Offline',
  closed: 'Disconnected',
};

const TONE: Record<ConnectionStatus, keyof typeof css.dot> = {
  idle: 'warn',
  connecting: 'warn',
  open: 'open',
  reconnecting: 'warn',
  offline: 'down',
  closed: 'down',
};

/** The market connection's state next to the page title; prices are live only while it says Live. */
export function ConnectionBadge() {
  const status = useConnectionStatus();
  return (
    <span
      className={css.badge}
      role="status"
      aria-live="polite"
      data-testid="market-connection"
      data-status={status}
    >
      <span className={css.dot[TONE[status]]} aria-hidden />
      {LABELS[status]}
    </span>
  );
}

/** Shown above the data while it is not live, with a way back when the socket gave up. */
export function ConnectionNotice() {
  const status = useConnectionStatus();
  if (status === 'open' || status === 'connecting' || status === 'idle') return null;
  const text =
    status === 'reconnecting'
      ? 'The live connection dropped. Reconnecting; prices shown are not live.'
      : status === 'offline'
        ? 'You are offline. Prices shown are not live and update when you are back online.'
        : 'The live connection is closed. Prices shown are not live.';
  return (
    <div className={css.banner} data-testid="market-notice">
      <span>{text}</span>
      {status === 'closed' && (
        <Button kind="secondary" onClick={retryConnection}>
          Reconnect
        </Button>
      )}
    </div>
  );
}
