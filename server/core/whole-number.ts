/** A whole number above zero that a JavaScript number holds exactly (a size in lots, an amount in paise). */
export const isPositiveWhole = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
