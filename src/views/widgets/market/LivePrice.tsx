import { Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { useConnectionStatus } from './hooks.ts';
import { ConnectionStatusContext, useLiveStatus } from './live-context.ts';
import * as css from './market.css.ts';

/**
 * A value that comes from the live feed. When the value is stale, or the connection is not open,
 * it is drawn muted with a clock icon and a text alternative: a price that is not live never
 * looks live.
 */
export function LiveText({
  stale,
  children,
  className,
  testId,
}: {
  stale: boolean;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  const status = useLiveStatus();
  const notLive = stale || status !== 'open';
  return (
    <span
      className={`${css.num} ${notLive ? css.stale : ''} ${className ?? ''}`}
      data-live={notLive ? 'false' : 'true'}
      data-testid={testId}
      title={notLive ? 'Not live: waiting for a fresh update' : undefined}
    >
      {children}
      {notLive && (
        <>
          <Clock size={12} className={css.staleIcon} aria-hidden />
          <span className={css.visuallyHidden}> (not live)</span>
        </>
      )}
    </span>
  );
}

/** Provides the connection status to the live values of a page (one actor subscription). */
export function LiveStatusProvider({ children }: { children: ReactNode }) {
  const status = useConnectionStatus();
  return <ConnectionStatusContext value={status}>{children}</ConnectionStatusContext>;
}

export function Skeleton({ width, height = 14 }: { width: string | number; height?: number }) {
  return <span className={css.skeleton} style={{ width, height }} aria-hidden />;
}

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className={css.errorBox} role="alert" data-testid="market-error">
      <span>{message}</span>
      {onRetry && (
        <button type="button" className={css.segment} onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className={css.emptyBox} data-testid="market-empty">
      {children}
    </p>
  );
}
