import { PRODUCT_NAME } from '../config/product.ts';

export const tagline =
  'Hybrid trading, seamless execution: crypto options and futures built for India.';

export const copyright = (year: number) => `© ${year} ${PRODUCT_NAME}. All rights reserved.`;
