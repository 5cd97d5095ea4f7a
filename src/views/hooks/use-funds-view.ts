import { useSelector } from '@xstate/react';
import { fundSocketActor, fundsActor } from '../../funds-system.ts';
import type { FundsData } from '../../machines/funds/funds-types.ts';
import {
  type ConnectionStatus,
  connectionStatus,
} from '../../machines/sockets/connection-status.ts';

/** The trader's funds record (live), or null before the first answer. */
export const useFundsData = (): FundsData | null => useSelector(fundsActor, (s) => s.context.data);

export interface FundsStatusView {
  readonly loading: boolean;
  readonly error: string | null;
}

export const useFundsStatus = (): FundsStatusView => ({
  loading: useSelector(fundsActor, (s) => s.matches('loading')),
  error: useSelector(fundsActor, (s) => s.context.error),
});

/** The fund stream's connection, as the badge shows it. */
export const useFundStreamStatus = (): ConnectionStatus =>
  useSelector(fundSocketActor, (s) => connectionStatus(s));

export const reconnectFundStream = () => fundSocketActor.send({ type: 'connection.retry' });
