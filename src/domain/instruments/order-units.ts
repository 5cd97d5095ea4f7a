import { decimalPlaces } from './order-step.ts';

/** An amount written as a whole number of units (ticks of price or lots of size). */
export type UnitsResult = { ok: true; units: number } | { ok: false; reason: string };

/** Each unit's decimals, worked out once: the core converts on every order, fill and tick. */
const placesByUnit = new Map<number, number>();
const placesOf = (unit: number): number => {
  let places = placesByUnit.get(unit);
  if (places === undefined) {
    places = Math.min(decimalPlaces(unit), 100);
    placesByUnit.set(unit, places);
  }
  return places;
};

const trimmed = (value: number, unit: number): number => Number(value.toFixed(placesOf(unit)));

/**
 * n units back as a decimal amount, rounded to the unit's own decimals (no binary drift). A whole
 * number of units of a unit k / 10^p is the whole number n × k divided by 10^p: one correctly
 * rounded division gives the double nearest that decimal, which is what writing the product with p
 * decimals and reading it back gives, without the string.
 */
export const fromUnits = (units: number, unit: number): number => {
  const places = placesOf(unit);
  if (places <= 22) {
    const scale = 10 ** places;
    const steps = Math.round(unit * scale);
    const scaled = units * steps;
    if (Number.isSafeInteger(scaled) && steps / scale === unit) return scaled / scale;
  }
  return trimmed(units * unit, unit);
};

/**
 * `value` as a positive whole number of `unit`s, or undefined when it is not one: the nearest
 * multiple, written with the unit's decimals, must be exactly the value given (0.3 in steps of
 * 0.1 is 3; 0.35 is none).
 */
export const exactUnits = (value: number, unit: number): number | undefined => {
  if (!Number.isFinite(value) || !Number.isFinite(unit) || value <= 0 || unit <= 0)
    return undefined;
  const units = Math.round(value / unit);
  if (units < 1 || !Number.isSafeInteger(units)) return undefined;
  return fromUnits(units, unit) === value ? units : undefined;
};

export const priceToTicks = (price: number, tickSize: number): UnitsResult => {
  if (!Number.isFinite(price) || price <= 0) {
    return { ok: false, reason: 'Price must be a positive number' };
  }
  const units = exactUnits(price, tickSize);
  return units === undefined
    ? { ok: false, reason: `Price ${price} is not a multiple of the tick size ${tickSize}` }
    : { ok: true, units };
};

export const sizeToLots = (size: number, lotSize: number, coin: string): UnitsResult => {
  if (!Number.isFinite(size) || size <= 0) {
    return { ok: false, reason: 'Size must be a positive number' };
  }
  const units = exactUnits(size, lotSize);
  return units === undefined
    ? { ok: false, reason: `Size ${size} is not a multiple of the step ${lotSize} ${coin}` }
    : { ok: true, units };
};
