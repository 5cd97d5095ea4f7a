import { type CoreConfig, DEFAULT_CORE_CONFIG } from '../core-config.ts';
import { ExchangeCore } from '../exchange-core.ts';

/**
 * The balances a new core has before its first journal entry (the insurance fund's and the market
 * maker's, from exchange capital): the projection's opening journal brings the ledger to them.
 */
export function openingBalancesOf(config: CoreConfig = DEFAULT_CORE_CONFIG): [string, number][] {
  return ExchangeCore.create(config).snapshot().balances;
}
