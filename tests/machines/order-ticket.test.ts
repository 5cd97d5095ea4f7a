import { describeModel } from './harness/index.ts';
import { orderTicketSpec } from './specs/order-ticket.spec.ts';
import { unreachableOf } from './specs/unreachable.ts';

describeModel(orderTicketSpec, unreachableOf('order-ticket'));
