import path from 'node:path';
import type { Clock } from '../../clock.ts';
import type { CoreCommand } from '../../core/core-commands.ts';
import type { CoreResult } from '../../core/core-events.ts';
import type { CoreSnapshot } from '../../core/core-state.ts';
import type { Sequenced } from '../../core/deterministic-core.ts';
import { ExchangeCore, exchangeCoreFactory } from '../../core/exchange-core.ts';
import { FileJournal } from '../../core/journal/file-journal.ts';
import type { InputJournal } from '../../core/journal/input-journal.ts';
import { PostgresJournal } from '../../core/journal/postgres-journal.ts';
import { type RecoveryReport, recover } from '../../core/recovery.ts';
import { Sequencer } from '../../core/sequencer.ts';
import { BackgroundSnapshots } from '../../core/snapshots/background-snapshots.ts';
import { SnapshotStore } from '../../core/snapshots/snapshot-store.ts';
import type { Db } from '../../db/index.ts';
import { markTakeover, readDeskOpening } from './desk-import.ts';

/** What the host needs of the projections: they take what each durable batch did. */
export interface CoreProjection {
  /** The seq the read tables have reached (their checkpoint). */
  start(): Promise<number>;
  enqueue(entries: readonly Sequenced<CoreCommand>[], results: readonly CoreResult[]): void;
  waitFor(seq: number): Promise<void>;
  stop(): Promise<void>;
}

export interface CoreHostOptions {
  readonly db: Db;
  readonly clock: Clock;
  /** With it, PostgreSQL keeps the journal in core_journal; without, files under dataDir. */
  readonly databaseUrl: string | undefined;
  readonly dataDir: string;
  readonly projection?: CoreProjection;
  /** Snapshots in a worker every this many commands (0: none). */
  readonly snapshotEvery: number;
  readonly onError: (error: unknown) => void;
}

let unitsCore: ExchangeCore | undefined;

/**
 * The exchange core's host in this process: the input journal, recovery (the newest snapshot the
 * projections have passed, then the journal's tail, whose outputs the projections take again
 * where they stopped), the sequencer, snapshots in a worker, and the projections fed after each
 * durable batch.
 */
export class CoreHost {
  private constructor(
    readonly core: ExchangeCore,
    readonly sequencer: Sequencer<CoreCommand, CoreResult, CoreSnapshot>,
    readonly journal: InputJournal<CoreCommand>,
    readonly recovery: RecoveryReport,
    private readonly snapshots: BackgroundSnapshots<CoreCommand> | undefined,
    private readonly projection: CoreProjection | undefined,
  ) {}

  static async start(options: CoreHostOptions): Promise<CoreHost> {
    const root = path.join(options.dataDir, 'core');
    const journalDir = path.join(root, 'journal');
    const snapshotDir = path.join(root, 'snapshots');
    const journal: InputJournal<CoreCommand> =
      options.databaseUrl !== undefined
        ? new PostgresJournal<CoreCommand>(options.db)
        : await FileJournal.open<CoreCommand>(journalDir);
    // An empty journal on the desk's data: its first entry takes that data over (desk-import.ts).
    if ((await journal.lastSeq()) === 0) {
      const opening = await readDeskOpening(
        options.db,
        (s) => CoreHost.unitsCore().units(s),
        options.clock.now(),
      );
      if (opening !== undefined) {
        await markTakeover(options.db, opening);
        await journal.append([{ seq: 1, at: options.clock.now(), command: opening }]);
      }
    }
    const projection = options.projection;
    const projected = (await projection?.start()) ?? Number.POSITIVE_INFINITY;
    const { core, report } = await recover(
      exchangeCoreFactory,
      journal,
      new SnapshotStore(snapshotDir),
      {
        maxSnapshotSeq: projected,
        onReplayed: (entry, result) => {
          if (entry.seq > projected) projection?.enqueue([entry], [result as CoreResult]);
        },
      },
    );
    const exchange = core as ExchangeCore;
    const sequencer = new Sequencer<CoreCommand, CoreResult, CoreSnapshot>({
      core: exchange,
      journal,
      clock: options.clock,
    });
    if (projection !== undefined)
      sequencer.onApplied((entries, results) => projection.enqueue(entries, results));
    let snapshots: BackgroundSnapshots<CoreCommand> | undefined;
    if (options.snapshotEvery > 0) {
      snapshots = new BackgroundSnapshots<CoreCommand>(
        {
          factoryModule: new URL('../../core/exchange-core.ts', import.meta.url).href,
          factoryExport: 'exchangeCoreFactory',
          source:
            options.databaseUrl !== undefined
              ? { kind: 'postgres', url: options.databaseUrl }
              : { kind: 'file', dir: journalDir },
          journal,
          snapshotDir,
          everyCommands: options.snapshotEvery,
          onError: options.onError,
        },
        exchange.seq,
      );
      sequencer.onApplied((entries) =>
        snapshots?.noteDurable((entries.at(-1) as Sequenced<CoreCommand>).seq),
      );
    }
    return new CoreHost(exchange, sequencer, journal, report, snapshots, projection);
  }

  /** A new core, for an instrument's units (which never change) before the host is up. */
  static unitsCore(): ExchangeCore {
    unitsCore ??= ExchangeCore.create();
    return unitsCore;
  }

  submit(command: CoreCommand): Promise<CoreResult> {
    return this.sequencer.submit(command);
  }

  /** Resolves once the read tables have caught up with `seq` (read-your-writes). */
  projected(seq: number): Promise<void> {
    return this.projection?.waitFor(seq) ?? Promise.resolve();
  }

  async stop(): Promise<void> {
    await this.sequencer.stop();
    await this.snapshots?.stop();
    await this.projection?.stop();
    await this.journal.close();
  }
}

export { ExchangeCore };
