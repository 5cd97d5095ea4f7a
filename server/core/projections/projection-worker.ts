import { parentPort, workerData } from 'node:worker_threads';
import type { InstrumentUnits } from '../../../src/domain/instruments/tick-size.ts';
import { openPostgres } from '../../db/postgres.ts';
import { CoreProjector } from './core-projector.ts';
import type { FromProjection, ProjectionWorkerData, ToProjection } from './projection-protocol.ts';

/**
 * The exchange core's projection on a thread of its own (projection-thread.ts): the batches'
 * results come in as messages, and building the rows, the SQL, the wire protocol and the
 * database's answers all happen here, off the thread that answers the traders.
 */
const port = parentPort;
if (port === null) throw new Error('projection-worker.ts runs as a worker thread');
const data = workerData as ProjectionWorkerData;
const tell = (message: FromProjection) => port.postMessage(message);

const units = new Map<string, InstrumentUnits>();
// One connection: flushes run one at a time, and the PGlite thread has one session anyway.
const database = openPostgres(data.url, { max: 1 });
const projector = new CoreProjector({
  db: database.db,
  units: (symbol) => units.get(symbol),
  name: data.name,
  openingBalances: data.openingBalances,
  ...(data.maxEntries === undefined ? {} : { maxEntries: data.maxEntries }),
  onError: (error, attempt) => tell({ type: 'error', message: error.message, attempt }),
  onFlushed: (flush) => tell({ type: 'flushed', flush }),
  onProjected: (seq) => tell({ type: 'projected', seq }),
});

port.on('message', (message: ToProjection) => {
  switch (message.type) {
    case 'start':
      projector.start().then(
        (seq) => tell({ type: 'started', seq }),
        (error: Error) => tell({ type: 'start-failed', message: error.message }),
      );
      break;
    case 'batch': {
      for (const u of message.units) units.set(u.symbol, u);
      const entries = message.seqs.map((seq, i) => ({ seq, at: message.ats[i] as number }));
      projector.enqueue(entries, message.results);
      break;
    }
    case 'stop':
      projector
        .stop()
        .finally(() => database.close())
        .then(
          () => tell({ type: 'stopped', seq: projector.projectedSeq }),
          () => tell({ type: 'stopped', seq: projector.projectedSeq }),
        );
      break;
  }
});
