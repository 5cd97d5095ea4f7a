import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';

/** "Loading…" with its spinner, announced politely to screen readers. */
export function LoadingNotice({ className, children }: { className: string; children: ReactNode }) {
  return (
    <p className={className} role="status">
      <Loader2 size={16} aria-hidden /> {children}
    </p>
  );
}
