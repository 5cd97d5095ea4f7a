import type { CoreCommand } from '../../core/core-commands.ts';
import type { CoreResult } from '../../core/core-events.ts';
import type { ExchangeCore } from '../../core/exchange-core.ts';

/**
 * Journals FUNDING_INTERVAL_S when it differs from the interval the core runs under (a new core
 * has the default; a recovered one the last configured), before the first tick: the interval then
 * travels in the journal, and the snapshot worker's and recovery's replays keep it.
 */
export async function applyFundingInterval(
  host: { core: ExchangeCore; submit(command: CoreCommand): Promise<CoreResult> },
  fundingIntervalS: number,
): Promise<void> {
  if (host.core.fundingIntervalS === fundingIntervalS) return;
  const { answer } = await host.submit({ type: 'configure', fundingIntervalS });
  if (answer.kind === 'refused') {
    throw new Error(`FUNDING_INTERVAL_S=${fundingIntervalS} was refused: ${answer.reason}`);
  }
}
