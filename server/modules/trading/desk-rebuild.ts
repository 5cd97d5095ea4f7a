import { sql } from 'kysely';
import type { InstrumentUnits } from '../../../src/domain/instruments/tick-size.ts';
import type { Db } from '../../db/index.ts';
import type { DeskEngine } from './desk-engine.ts';
import { MatchingEngine } from './engine/matching-engine.ts';
import { optionUnitsOf } from './options/option-units.ts';

/**
 * A fresh engine with a book per perpetual, then every journaled command replayed into it, put in
 * place of the desk's engine with its order ids going on after the highest used. `units` is left
 * with the perpetuals and the option books the journal lists.
 */
export async function rebuildEngine(
  db: Db,
  engines: DeskEngine,
  units: Map<string, InstrumentUnits>,
): Promise<void> {
  const { journal, log } = engines;
  log.drain();
  const engine = new MatchingEngine(journal, log);
  journal.recording = false;
  for (const [symbol, unit] of units) {
    if (unit.kind === 'perpetual') engine.execute({ type: 'list', symbol });
  }
  journal.recording = true;
  const entries = await journal.load(db);
  // Option books are listed and delisted by journaled commands, so the replay brings back
  // exactly the books that are live, delisted ones included, with their orders.
  engine.replay(entries);
  log.drain();
  for (const [symbol, unit] of units) {
    if (unit.kind === 'option') units.delete(symbol);
  }
  for (const symbol of engine.symbols()) {
    if (units.has(symbol)) continue;
    const unit = optionUnitsOf(symbol);
    if (unit === undefined) throw new Error(`the journal lists an unknown book ${symbol}`);
    units.set(symbol, unit);
  }
  let last = 0;
  for (const { command } of entries) {
    if (command.type === 'place' && command.orderId > last) last = command.orderId;
  }
  const { rows } = await sql<{ id: string | number | null }>`
    select max(id) as id from trading_order`.execute(db);
  engines.replace(engine, Math.max(last, Number(rows[0]?.id ?? 0)) + 1);
}
