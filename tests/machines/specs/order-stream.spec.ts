import { orderStreamMachine } from '../../../src/machines/trading/order-stream.ts';
import type { ModelSpec } from '../harness/index.ts';
import { userStreamSpec } from './user-stream-spec.ts';

export const orderStreamSpec: ModelSpec = userStreamSpec({
  name: 'order-stream',
  stream: 'order',
  machine: orderStreamMachine,
});
