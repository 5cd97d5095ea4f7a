import type { ReactNode } from 'react';
import { BusyButton } from '../../ui/Button.tsx';
import * as css from './wallet.css.ts';

/** A money form's submit, off while it sends or while the limits stop the movement, then `more`. */
export function MovementActions({
  sending,
  sendingText,
  stopped,
  children,
  more,
}: {
  sending: boolean;
  sendingText: string;
  stopped: boolean;
  children: ReactNode;
  more?: ReactNode;
}) {
  return (
    <div className={css.actions}>
      <BusyButton
        kind="primary"
        type="submit"
        busy={sending}
        busyText={sendingText}
        disabled={stopped}
      >
        {children}
      </BusyButton>
      {more}
    </div>
  );
}
