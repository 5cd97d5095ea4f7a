/**
 * Who runs this exchange: contact details, offices and social handles. They belong to the
 * operator, so each is set from the environment at build time (`VITE_COMPANY_*`, read by Vite
 * into the bundle and the prerendered pages; README "Company details"). The defaults are
 * example values, recognisable as such, for development and tests.
 */
// Outside Vite (the statechart script, tests under tsx) there is no import.meta.env.
const env = (import.meta.env ?? {}) as Record<string, string | undefined>;

const read = (name: string, example: string): string => {
  const value = env[name]?.trim();
  return value ? value : example;
};

/** Address lines are given as one variable, lines separated by `|`. */
const readLines = (name: string, example: readonly string[]): readonly string[] => {
  const value = env[name]?.trim();
  return value ? value.split('|').map((line) => line.trim()) : example;
};

const phone = read('VITE_COMPANY_SUPPORT_PHONE', '+91 00000 00000');

/** The support channels of spec section 2 (contact page, help center and chatbot). */
export const support = {
  email: read('VITE_COMPANY_SUPPORT_EMAIL', 'support@example.com'),
  phone,
  phoneHref: `tel:${phone.replace(/[^+\d]/g, '')}`,
  hours: '9AM-7PM Mon-Sat',
  hoursLong: '9AM to 7PM, Monday to Saturday',
  replyWithin: '12 hours',
} as const;

export interface SocialLink {
  readonly network: 'X' | 'Telegram' | 'LinkedIn' | 'YouTube';
  readonly href: string;
}

/** The operator's public channels. */
export const socialLinks: readonly SocialLink[] = [
  { network: 'X', href: read('VITE_COMPANY_X_URL', 'https://x.com/example') },
  { network: 'Telegram', href: read('VITE_COMPANY_TELEGRAM_URL', 'https://t.me/example') },
  {
    network: 'LinkedIn',
    href: read('VITE_COMPANY_LINKEDIN_URL', 'https://www.linkedin.com/company/example'),
  },
  {
    network: 'YouTube',
    href: read('VITE_COMPANY_YOUTUBE_URL', 'https://www.youtube.com/@example'),
  },
];

export interface Address {
  readonly title: string;
  readonly lines: readonly string[];
}

/** The office, open during office hours. */
export const office: Address = {
  title: 'Office',
  lines: readLines('VITE_COMPANY_OFFICE', [
    'Example Exchange Pvt. Ltd.',
    '1 Example Street, Vijay Nagar',
    'Indore, Madhya Pradesh 452010',
    'India',
  ]),
};

/** The registered office block of the contact page. */
export const registeredOffice: Address = {
  title: 'Registered office',
  lines: readLines('VITE_COMPANY_REGISTERED_OFFICE', [
    'Example Exchange Pvt. Ltd.',
    '2 Example Road',
    'Indore, Madhya Pradesh 452003',
    'India',
  ]),
};
