import { PRODUCT_NAME } from '../config/product.ts';

export const marketsMeta = {
  title: 'Markets',
  description: `Live crypto prices, perpetual futures, option chains and charts on ${PRODUCT_NAME}. No account needed to watch.`,
};
