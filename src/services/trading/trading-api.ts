import type { ContractNote, FinancialYearStatement } from '../../contracts/records.ts';
import { recordsPaths } from '../../contracts/records.ts';
import type { FillsPage, Order, OrdersPage, Position } from '../../contracts/trading.ts';
import type { PositionsUpdate } from '../../domain/trading/position-update.ts';
import type { OrdersFilter } from '../../machines/trading/orders.machine.ts';
import type { HttpClient } from '../http/client.ts';

/** The trading calls the /orders and /positions screens make (docs/trading.md, CONTRACTS.md). */
export interface TradingApi {
  orders(
    userId: string,
    status: 'open' | 'history',
    page: number,
    limit: number,
    filter?: OrdersFilter,
  ): Promise<OrdersPage>;
  positions(userId: string): Promise<PositionsUpdate>;
  fills(userId: string, page: number, limit: number, filter?: OrdersFilter): Promise<FillsPage>;
  cancelOrder(userId: string, orderId: string): Promise<Order>;
  cancelAll(userId: string): Promise<unknown>;
  closePosition(userId: string, symbol: string, size?: number): Promise<Order>;
  editStops(
    userId: string,
    symbol: string,
    stops: { stopLoss: number | null; takeProfit: number | null },
  ): Promise<Position>;
  contractNote(userId: string, orderId: string): Promise<ContractNote>;
  exportCsv(userId: string, from: string, to: string): Promise<string>;
  statement(userId: string, fy: number): Promise<FinancialYearStatement>;
}

/** Paths under the API base (`/api/v1`): the records paths carry it, so it is cut off here. */
const underApi = (path: string) => path.replace(/^\/api\/v1/, '');

/** The list filters as query parameters: only those set. */
const filterQuery = (filter: OrdersFilter | undefined, withStatus: boolean) => ({
  ...(filter === undefined || filter.symbol.trim() === '' ? {} : { symbol: filter.symbol.trim() }),
  ...(filter?.side ? { side: filter.side } : {}),
  ...(withStatus && filter?.status ? { orderStatus: filter.status } : {}),
});

export function createTradingApi(http: HttpClient): TradingApi {
  return {
    orders: (userId, status, page, limit, filter) =>
      http.request('/orders', {
        query: { userId, status, page, limit, ...filterQuery(filter, true) },
      }),
    positions: (userId) => http.request('/positions', { query: { userId } }),
    fills: (userId, page, limit, filter) =>
      http.request('/fills', { query: { userId, page, limit, ...filterQuery(filter, false) } }),
    cancelOrder: (userId, orderId) =>
      http.request(`/orders/${encodeURIComponent(orderId)}`, {
        method: 'DELETE',
        query: { userId },
      }),
    cancelAll: (userId) => http.request('/orders', { method: 'DELETE', query: { userId } }),
    closePosition: (userId, symbol, size) =>
      http.request('/positions/close', {
        method: 'POST',
        body: size === undefined ? { userId, symbol } : { userId, symbol, size },
      }),
    editStops: (userId, symbol, stops) =>
      http.request(`/positions/${encodeURIComponent(symbol)}`, {
        method: 'PATCH',
        query: { userId },
        body: stops,
      }),
    contractNote: (userId, orderId) =>
      http.request(`/orders/${encodeURIComponent(orderId)}/contract-note`, { query: { userId } }),
    exportCsv: (userId, from, to) =>
      http.request(underApi(recordsPaths.exportCsv), { query: { userId, from, to } }),
    statement: (userId, fy) =>
      http.request(underApi(recordsPaths.statement), { query: { userId, fy } }),
  };
}
