/** Minimum order step (quantity increment) per coin, spec section 9. */
export const ORDER_STEP_BY_COIN: Readonly<Record<string, number>> = {
  BTC: 0.001,
  ETH: 0.01,
  BNB: 0.1,
  SOL: 1,
  ADA: 10,
  XRP: 10,
  DOGE: 100,
  DOT: 1,
  LINK: 1,
  AVAX: 1,
  LTC: 0.1,
  SHIB: 100_000,
  ATOM: 1,
};

export const DEFAULT_ORDER_STEP = 0.001;

/** Longest first, so 'BUSD' is stripped before 'USD'. */
const QUOTE_SUFFIXES = ['PERP', 'BUSD', 'USDT', 'USDC', 'USD', 'INR'] as const;

/**
 * The coin code of a symbol: upper-cased text before the first '-', '_', '/' or ':'
 * ('btc', 'BTC-PERP', 'BTC/USDT', 'BTC-27JUN25-100000-C' all give 'BTC'); if that is
 * not a listed coin, one trailing quote code (PERP, BUSD, USDT, USDC, USD, INR) is
 * removed ('BTCUSDT' gives 'BTC'). Unknown codes are returned as they are.
 */
export const coinCode = (symbol: string): string => {
  const head = (symbol.trim().split(/[-_/:]/)[0] ?? '').toUpperCase();
  if (Object.hasOwn(ORDER_STEP_BY_COIN, head)) return head;
  const quote = QUOTE_SUFFIXES.find(
    (suffix) => head.length > suffix.length && head.endsWith(suffix),
  );
  return quote === undefined ? head : head.slice(0, -quote.length);
};

export const orderStep = (symbol: string): number => {
  const code = coinCode(symbol);
  return Object.hasOwn(ORDER_STEP_BY_COIN, code)
    ? (ORDER_STEP_BY_COIN[code] ?? DEFAULT_ORDER_STEP)
    : DEFAULT_ORDER_STEP;
};

/** Decimal places of a step or tick as written (0.001 gives 3, 100000 gives 0, 1e-7 gives 7). */
export const decimalPlaces = (value: number): number => {
  const [mantissa = '', exponent] = String(value).split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent ?? 0));
};

const multiple = (count: number, step: number, places: number): number =>
  Number((count * step).toFixed(Math.min(places, 100)));

/**
 * The largest multiple of `step` that is <= `quantity`, computed without binary
 * float drift (0.3 with step 0.1 gives 0.3, not 0.2; multiples are rounded to the
 * step's decimal places). A non-finite quantity or a step that is not a positive
 * finite number gives 0. Beyond 2^53 steps every double is treated as on the grid.
 */
export const roundDownToStep = (quantity: number, step: number): number => {
  if (!Number.isFinite(quantity) || !Number.isFinite(step) || step <= 0) return 0;
  let count = Math.floor(quantity / step);
  if (!Number.isSafeInteger(count + 1) || !Number.isSafeInteger(count - 1)) return quantity;
  const places = decimalPlaces(step);
  while (multiple(count + 1, step, places) <= quantity) count += 1;
  while (multiple(count, step, places) > quantity) count -= 1;
  const result = multiple(count, step, places);
  return result === 0 ? 0 : result;
};
