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

/** The support channels of spec section 2 (contact page, help center and chatbot). */
export const support = {
  email: 'support@derivo.in',
  phone: '+91 731 400 2200',
  phoneHref: 'tel:+917314002200',
  hours: '9AM-7PM Mon-Sat',
  hoursLong: '9AM to 7PM, Monday to Saturday',
  replyWithin: '12 hours',
} as const;

export interface Address {
  readonly title: string;
  readonly lines: readonly string[];
}

/** The office in Indore, open during office hours. */
export const office: Address = {
  title: 'Office',
  lines: [
    'Derivo Technologies Pvt. Ltd.',
    '4th Floor, Apollo Premier, Vijay Nagar',
    'Indore, Madhya Pradesh 452010',
    'India',
  ],
};

/** The registered office block of the contact page. */
export const registeredOffice: Address = {
  title: 'Registered office',
  lines: [
    'Derivo Technologies Pvt. Ltd.',
    '12, Race Course Road',
    'Indore, Madhya Pradesh 452003',
    'India',
  ],
};
