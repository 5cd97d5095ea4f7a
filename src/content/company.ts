import { PRODUCT_NAME } from '../config/product.ts';

export const tagline =
  'Hybrid trading, seamless execution: crypto options and futures built for India.';

export const copyright = (year: number) => `© ${year} ${PRODUCT_NAME}. All rights reserved.`;

export interface SocialLink {
  readonly network: 'X' | 'Telegram' | 'LinkedIn' | 'YouTube';
  readonly href: string;
}

/** The product's public channels. */
export const socialLinks: readonly SocialLink[] = [
  { network: 'X', href: 'https://x.com/derivo' },
  { network: 'Telegram', href: 'https://t.me/derivo' },
  { network: 'LinkedIn', href: 'https://www.linkedin.com/company/derivo' },
  { network: 'YouTube', href: 'https://www.youtube.com/@derivo' },
];
