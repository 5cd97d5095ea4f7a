import { decimalPlaces, roundDownToStep } from '../../domain/instruments/order-step.ts';
import { fromUnits } from '../../domain/instruments/order-units.ts';
import { displayToUsd } from '../../domain/money/conversion.ts';
import type { Currency } from '../../domain/money/currency.ts';
import { MAX_LEVERAGE, MIN_LEVERAGE } from '../../domain/trading/perp-margin.ts';

/** A typed number: commas and spaces ignored; blank or unreadable gives null. */
export function readNumber(text: string): number | null {
  const cleaned = text.replace(/[,\s]/g, '');
  if (cleaned === '') return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}

/** A typed size snapped down to the step (never up: the trader never gets more than typed). */
export function snapSize(text: string, step: number): number {
  const value = readNumber(text);
  return value === null || value <= 0 ? 0 : roundDownToStep(value, step);
}

/**
 * A typed size as typed (not snapped: a size off the step is refused in words, never cut);
 * blank, unreadable or not positive gives 0, which the size check refuses.
 */
export function typedSize(text: string): number {
  const value = readNumber(text);
  return value === null || value <= 0 ? 0 : value;
}

/** Whether a size is a whole number of steps (to a billionth of a step: binary noise aside). */
export const onStep = (size: number, step: number): boolean =>
  Math.abs(size / step - Math.round(size / step)) < 1e-9;

/**
 * The size moved to the next whole step down (−) or up (+), never below one step: "−" at one step
 * stays there, and from a size off the step it goes to the step below or above it.
 */
export function stepSize(size: number, step: number, by: number): number {
  const units = size / step;
  const near = Math.round(units);
  const exact = Math.abs(units - near) < 1e-9;
  const next =
    by < 0 ? (exact ? near - 1 : Math.floor(units)) : exact ? near + 1 : Math.ceil(units);
  return fromUnits(Math.max(1, next), step);
}

/** A typed price on the nearest tick, or null when blank, unreadable or not positive. */
export function snapPrice(text: string, tick: number): number | null {
  const value = readNumber(text);
  if (value === null || value <= 0) return null;
  const snapped = fromUnits(Math.round(value / tick), tick);
  return snapped > 0 ? snapped : fromUnits(1, tick);
}

/**
 * A price typed in the display currency, for the ticket: null when blank; NaN when unreadable and
 * the value as typed (in USD) when zero or negative, so the checks refuse both in words instead of
 * dropping them; else converted to USD at the fixed rate and put on the nearest USD tick.
 */
export function typedPrice(text: string, tick: number, currency: Currency): number | null {
  if (text.trim() === '') return null;
  const value = readNumber(text);
  if (value === null) return Number.NaN;
  if (value <= 0) return displayToUsd(value, currency);
  const snapped = fromUnits(Math.round(displayToUsd(value, currency) / tick), tick);
  return snapped > 0 ? snapped : fromUnits(1, tick);
}

/** A size or price as the field shows it: the step's decimals, no grouping. */
export const unitText = (value: number, unit: number): string =>
  value.toFixed(Math.min(decimalPlaces(unit), 20));

/** Leverage as the server takes it: whole, 1x to 200x. */
export function clampLeverage(leverage: number): number {
  if (!Number.isFinite(leverage)) return MIN_LEVERAGE;
  return Math.min(MAX_LEVERAGE, Math.max(MIN_LEVERAGE, Math.round(leverage)));
}

/** The slider's presets. */
export const LEVERAGE_PRESETS = [1, 5, 10, 20, 50, 100, 200] as const;
