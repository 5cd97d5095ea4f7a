import type {
  MarketCategory,
  OptionCurrency,
  SubscriptionRequest,
} from '../../../src/contracts/market.ts';
import { formatExpiryDate, parseExpiryDate } from '../../../src/domain/expiry/expiry-date.ts';
import { parseOptionSymbol } from '../../../src/domain/instruments/option-symbol.ts';
import type { MarketService } from './service.ts';
import { PERP_SYMBOLS, SPOT_SYMBOLS } from './sim/catalogue.ts';
import type { OptionInstrument } from './sim/options/option-book.ts';

/** A subscription request turned into channels, with a way to take its snapshot. */
export interface ResolvedSubscription {
  category: MarketCategory;
  /** Names what was subscribed: the category, CURRENCY-DATE for a chain, or the symbols. */
  label: string;
  /** Channel keys, `${category}|${symbol}`. */
  keys: string[];
  /** For option chains: the currency's listed expiries, ascending. */
  availableDates?: string[];
  /** The current entries by symbol (the initial-data payload). */
  snapshot(): Record<string, unknown>;
  /** Fed categories: one initial-data per symbol, its data the symbol's own (not keyed). */
  initial?(): { symbol: string; data: unknown }[];
  /** Brings the data up to date before the initial-data is taken. */
  prepare?(): Promise<void>;
}

export type Resolution =
  | { ok: true; subscription: ResolvedSubscription }
  | { ok: false; message: string; detail?: string };

const fail = (message: string, detail?: string): Resolution =>
  detail === undefined ? { ok: false, message } : { ok: false, message, detail };

const list = (symbols: readonly string[]): string =>
  symbols.length > 5
    ? `${symbols.slice(0, 5).join(', ')} and ${symbols.length - 5} more`
    : symbols.join(', ');

function listing(
  service: MarketService,
  category: 'dashboard' | 'futures' | 'futures_symbol',
  requested: readonly string[] | undefined,
  known: readonly string[],
): Resolution {
  const symbols =
    requested === undefined || requested.length === 0 ? undefined : [...new Set(requested)];
  if (symbols === undefined && category === 'futures_symbol') {
    return fail('futures_symbol needs symbols', 'Send symbols such as ["BTCUSDT-PERP"]');
  }
  const chosen = symbols ?? known;
  const unknown = chosen.filter((symbol) => !known.includes(symbol));
  if (unknown.length > 0) return fail(`Unknown ${category} symbols: ${list(unknown)}`);
  const subscription: ResolvedSubscription = {
    category,
    label: symbols === undefined ? category : chosen.join(','),
    keys: chosen.map((symbol) => `${category}|${symbol}`),
    snapshot: () =>
      Object.fromEntries(
        chosen.map((symbol) => [symbol, { ...service.socketEntry(symbol), category }]),
      ),
  };
  return { ok: true, subscription };
}

function optionChain(
  service: MarketService,
  currency: OptionCurrency | undefined,
  date: string | undefined,
): Resolution {
  if (currency === undefined) return fail('option_chain needs a currency (BTC or ETH)');
  const availableDates = service.dates(currency);
  if (date === undefined) {
    return fail(
      'option_chain needs a date',
      `Listed ${currency} expiries: ${availableDates.join(', ')}`,
    );
  }
  const parsed = parseExpiryDate(date);
  if (!parsed.ok) return fail(`${parsed.error}: ${date}`, 'Dates look like 27JUN25');
  const text = formatExpiryDate(parsed.date);
  const instruments = service.book(currency).instruments(text);
  if (instruments === undefined) {
    return fail(
      `No ${currency} options expire on ${text}`,
      `Listed ${currency} expiries: ${availableDates.join(', ')}`,
    );
  }
  const subscription: ResolvedSubscription = {
    category: 'option_chain',
    label: `${currency}-${text}`,
    keys: instruments.map((instrument) => `option_chain|${instrument.name}`),
    availableDates,
    snapshot: () =>
      Object.fromEntries(instruments.map((i) => [i.name, service.optionEntry(currency, i)])),
  };
  return { ok: true, subscription };
}

function optionSymbols(
  service: MarketService,
  currency: OptionCurrency | undefined,
  requested: readonly string[] | undefined,
): Resolution {
  const symbols = [...new Set(requested ?? [])];
  if (symbols.length === 0) {
    return fail(
      'option_chain_symbol needs symbols',
      'Send symbols such as ["BTC-27JUN25-100000-C"]',
    );
  }
  const found: { currency: OptionCurrency; instrument: OptionInstrument }[] = [];
  const bad: string[] = [];
  for (const symbol of symbols) {
    const parsed = parseOptionSymbol(symbol);
    const under = parsed.ok ? parsed.symbol.underlying : '';
    const owner = under === 'BTC' || under === 'ETH' ? under : undefined;
    const listed = owner === undefined ? undefined : service.book(owner).instrument(symbol);
    if (
      owner === undefined ||
      listed === undefined ||
      (currency !== undefined && owner !== currency)
    ) {
      bad.push(symbol);
    } else {
      found.push({ currency: owner, instrument: listed });
    }
  }
  if (bad.length > 0) return fail(`Unknown or unlisted option symbols: ${list(bad)}`);
  const subscription: ResolvedSubscription = {
    category: 'option_chain_symbol',
    label: symbols.join(','),
    keys: symbols.map((symbol) => `option_chain_symbol|${symbol}`),
    snapshot: () =>
      Object.fromEntries(
        found.map((f) => [f.instrument.name, service.optionEntry(f.currency, f.instrument)]),
      ),
  };
  return { ok: true, subscription };
}

function fed(
  service: MarketService,
  category: string,
  requested: readonly string[] | undefined,
): Resolution {
  const feed = service.feeds.get(category);
  if (feed === undefined) return fail(`The ${category} category is not served here`);
  const symbols = [...new Set(requested ?? [])];
  if (symbols.length === 0) {
    return fail(`${category} needs symbols`, `Send symbols such as ["${feed.example}"]`);
  }
  const unknown = symbols.filter((symbol) => !feed.knows(symbol));
  if (unknown.length > 0) return fail(`Unknown or unlisted ${category} symbols: ${list(unknown)}`);
  const subscription: ResolvedSubscription = {
    category: category as MarketCategory,
    label: symbols.join(','),
    keys: symbols.map((symbol) => `${category}|${symbol}`),
    snapshot: () => Object.fromEntries(symbols.map((symbol) => [symbol, feed.snapshot(symbol)])),
    initial: () => symbols.map((symbol) => ({ symbol, data: feed.snapshot(symbol) })),
  };
  if (feed.prepare !== undefined) {
    const prepare = feed.prepare.bind(feed);
    subscription.prepare = () => prepare(symbols);
  }
  return { ok: true, subscription };
}

/** Checks a subscribe/unsubscribe request against what is listed and names its channels. */
export function resolveSubscription(
  service: MarketService,
  request: SubscriptionRequest,
): Resolution {
  switch (request.category) {
    case 'dashboard':
      return listing(service, 'dashboard', request.symbols, SPOT_SYMBOLS);
    case 'futures':
      return listing(service, 'futures', request.symbols, PERP_SYMBOLS);
    case 'futures_symbol':
      return listing(service, 'futures_symbol', request.symbols, PERP_SYMBOLS);
    case 'option_chain':
      return optionChain(service, request.currency, request.date);
    case 'option_chain_symbol':
      return optionSymbols(service, request.currency, request.symbols);
    case 'orderbook':
    case 'trades':
      return fed(service, request.category, request.symbols);
  }
}
