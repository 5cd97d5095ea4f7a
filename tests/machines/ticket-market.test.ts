import { describeModel } from './harness/index.ts';
import { ticketMarketSpec } from './specs/ticket-market.spec.ts';
import { unreachableOf } from './specs/unreachable.ts';

describeModel(ticketMarketSpec, unreachableOf('ticket-market'));
