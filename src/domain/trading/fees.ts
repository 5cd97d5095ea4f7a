/** Flat brokerage per executed order (spec sections 1 and 9), however many fills it takes. */
export const BROKERAGE_PAISE = 2_000;
/** GST on brokerage, 18%. */
export const GST_RATE_PERCENT = 18;
export const GST_ON_BROKERAGE_PAISE = (BROKERAGE_PAISE * GST_RATE_PERCENT) / 100;
/** What one executed order costs in all: ₹23.60. */
export const ORDER_FEE_PAISE = BROKERAGE_PAISE + GST_ON_BROKERAGE_PAISE;
