import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { OrdersFilter, OrdersTab } from '../../machines/trading/orders.machine.ts';
import {
  provideContractNote,
  provideOrders,
  provideRecords,
} from '../../services/trading/trading-services.ts';
import { notificationsActor, tradingApi } from '../../trading-system.ts';
import { saveTextFile } from './save-file.ts';

const ordersLogic = provideOrders(tradingApi, {
  current: () => notificationsActor.getSnapshot().context.lastMessageId,
  subscribe: (listener) => {
    const subscription = notificationsActor.subscribe((s) => listener(s.context.lastMessageId));
    return () => subscription.unsubscribe();
  },
});
const noteLogic = provideContractNote(tradingApi);
const recordsLogic = provideRecords(tradingApi, saveTextFile);

export const ORDERS_PAGE_SIZE = 20;

/** The /orders page's actor, living as long as the page. */
export function useOrders(userId: string) {
  const ref = useActorRef(ordersLogic, { input: { userId, pageSize: ORDERS_PAGE_SIZE } });
  const state = useSelector(ref, (s) =>
    s.matches('loading') || s.matches('settling')
      ? 'loading'
      : s.matches('failed')
        ? 'failed'
        : s.matches('confirmingCancelAll')
          ? 'confirming'
          : s.matches('cancelling') || s.matches('cancellingAll')
            ? 'cancelling'
            : 'ready',
  );
  const context = useSelector(ref, (s) => s.context);
  return useMemo(
    () => ({
      state,
      ...context,
      tabTo: (tab: OrdersTab) => ref.send({ type: 'orders.tab', tab }),
      goTo: (page: number) => ref.send({ type: 'orders.page', page }),
      filterBy: (filter: OrdersFilter) => ref.send({ type: 'orders.filter', filter }),
      refresh: () => ref.send({ type: 'orders.refresh' }),
      cancel: (orderId: string) => ref.send({ type: 'orders.cancel', orderId }),
      cancelAll: () => ref.send({ type: 'orders.cancelAll' }),
      confirm: () => ref.send({ type: 'orders.confirm' }),
      dismiss: () => ref.send({ type: 'orders.dismiss' }),
    }),
    [ref, state, context],
  );
}

/** One contract note's actor, living as long as its dialog. */
export function useContractNote(userId: string, orderId: string) {
  const ref = useActorRef(noteLogic, { input: { userId, orderId } });
  const note = useSelector(ref, (s) => s.context.note);
  const error = useSelector(ref, (s) => s.context.error);
  const loading = useSelector(ref, (s) => s.matches('loading'));
  return { note, error, loading, retry: () => ref.send({ type: 'note.retry' }) };
}

/** The records panel's actor. */
export function useRecords(userId: string) {
  const ref = useActorRef(recordsLogic, { input: { userId } });
  const busy = useSelector(ref, (s) => !s.matches('idle'));
  const statement = useSelector(ref, (s) => s.context.statement);
  const error = useSelector(ref, (s) => s.context.error);
  return {
    busy,
    statement,
    error,
    exportCsv: (from: string, to: string) => ref.send({ type: 'records.export', from, to }),
    loadStatement: (fy: number) => ref.send({ type: 'records.statement', fy }),
    closeStatement: () => ref.send({ type: 'records.closeStatement' }),
  };
}
