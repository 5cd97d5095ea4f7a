import { decimalPlaces, roundDownToStep } from '../../domain/instruments/order-step.ts';
import { fromUnits } from '../../domain/instruments/order-units.ts';
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

/** The size moved by whole steps (+ and −), never below zero. */
export function stepSize(size: number, step: number, by: number): number {
  const units = Math.max(0, Math.round(size / step) + by);
  return fromUnits(units, step);
}

/** A typed price on the nearest tick, or null when blank, unreadable or not positive. */
export function snapPrice(text: string, tick: number): number | null {
  const value = readNumber(text);
  if (value === null || value <= 0) return null;
  const snapped = fromUnits(Math.round(value / tick), tick);
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
export const LEVERAGE_PRESETS = [1, 5, 10, 25, 50, 100, 200] as const;
