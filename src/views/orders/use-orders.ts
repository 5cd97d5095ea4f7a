import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ContractNote } from '../../contracts/records.ts';
import { systemIds } from '../../machines/ids.ts';
import {
  initialOrdersContext,
  type OrdersContext,
  type OrdersFilter,
  type OrdersTab,
} from '../../machines/trading/orders.machine.ts';
import type { tradingFlows } from '../../trading-flows.ts';
import { usePageActor } from '../hooks/use-page-actor.ts';

type Flows = typeof tradingFlows;

/** The /orders page's actor (also the trade screen's), run by the root while the page is shown. */
export function useOrders() {
  const ref = usePageActor<Flows['orders']>(systemIds.orders);
  const state = useSelector(ref, (s) =>
    s === undefined || s.matches('loading') || s.matches('settling')
      ? 'loading'
      : s.matches('failed')
        ? 'failed'
        : s.matches('confirmingCancelAll')
          ? 'confirming'
          : s.matches('cancelling') || s.matches('cancellingAll')
            ? 'cancelling'
            : 'ready',
  );
  const context = useSelector(ref, (s) => s?.context ?? BEFORE_START);
  return useMemo(
    () => ({
      state,
      ...context,
      tabTo: (tab: OrdersTab) => ref?.send({ type: 'orders.tab', tab }),
      goTo: (page: number) => ref?.send({ type: 'orders.page', page }),
      filterBy: (filter: OrdersFilter) => ref?.send({ type: 'orders.filter', filter }),
      refresh: () => ref?.send({ type: 'orders.refresh' }),
      cancel: (orderId: string) => ref?.send({ type: 'orders.cancel', orderId }),
      cancelAll: () => ref?.send({ type: 'orders.cancelAll' }),
      confirm: () => ref?.send({ type: 'orders.confirm' }),
      dismiss: () => ref?.send({ type: 'orders.dismiss' }),
    }),
    [ref, state, context],
  );
}

/** What the orders table shows before the root has started the page's actor. */
const BEFORE_START: OrdersContext = initialOrdersContext('', 1);

/** The contract note dialog of /orders: open on an order, or closed. */
export function useContractNote(): ContractNoteView {
  const ref = usePageActor<Flows['contractNote']>(systemIds.contractNote);
  const orderId = useSelector(ref, (s) => s?.context.orderId ?? null);
  const note = useSelector(ref, (s) => s?.context.note ?? null);
  const error = useSelector(ref, (s) => s?.context.error ?? null);
  const loading = useSelector(ref, (s) => s?.matches('loading') ?? false);
  return {
    orderId,
    note,
    error,
    loading,
    open: (id: string) => ref?.send({ type: 'note.open', orderId: id }),
    close: () => ref?.send({ type: 'note.close' }),
    retry: () => ref?.send({ type: 'note.retry' }),
  };
}

export interface ContractNoteView {
  readonly orderId: string | null;
  readonly note: ContractNote | null;
  readonly error: string | null;
  readonly loading: boolean;
  open(orderId: string): void;
  close(): void;
  retry(): void;
}

/** The records panel's actor. */
export function useRecords() {
  const ref = usePageActor<Flows['records']>(systemIds.records);
  const busy = useSelector(ref, (s) => s === undefined || !s.matches('idle'));
  const statement = useSelector(ref, (s) => s?.context.statement ?? null);
  const error = useSelector(ref, (s) => s?.context.error ?? null);
  return {
    busy,
    statement,
    error,
    exportCsv: (from: string, to: string) => ref?.send({ type: 'records.export', from, to }),
    loadStatement: (fy: number) => ref?.send({ type: 'records.statement', fy }),
    closeStatement: () => ref?.send({ type: 'records.closeStatement' }),
  };
}
