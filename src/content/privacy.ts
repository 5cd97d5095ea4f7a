import { support } from '../config/company.ts';
import { PRODUCT_NAME } from '../config/product.ts';

export const privacyMeta = {
  title: 'Privacy Policy',
  description: `What personal data ${PRODUCT_NAME} collects, why we keep it, who we share it with and how you control it.`,
};

export interface PrivacySection {
  readonly id: string;
  readonly title: string;
  readonly paragraphs: readonly string[];
  readonly items?: readonly string[];
}

export const privacy = {
  title: 'Privacy Policy',
  updated: 'Last updated 1 November 2026',
  contentsTitle: 'Contents',
  lead: `This policy explains what personal data ${PRODUCT_NAME} Technologies Pvt. Ltd. collects when you use our exchange, why, and the choices you have. We follow India's Digital Personal Data Protection Act, 2023.`,
};

export const privacySections: readonly PrivacySection[] = [
  {
    id: 'what-we-collect',
    title: 'What we collect',
    paragraphs: ['We collect only what we need to run your account and meet the law:'],
    items: [
      'Account details: your name, email, phone number, account type and country of residence.',
      'KYC details: your Aadhaar number, PAN, name and date of birth as on your PAN, and your bank account number and IFSC.',
      'Trading and funds records: orders, positions, deposits, withdrawals and transactions.',
      'Technical data: IP address, device and browser type, and log-in times, used to keep your account secure.',
      'Messages you send us through the contact form, chat or email.',
    ],
  },
  {
    id: 'why',
    title: 'Why we use it',
    paragraphs: [
      'To open and run your account, verify your identity, process trades, deposits and withdrawals, prevent fraud, answer your questions and meet our legal obligations, including anti-money-laundering reporting.',
      'If you subscribe to the newsletter or the API waitlist, we use your email only to send what you asked for. Every email has an unsubscribe link.',
    ],
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    paragraphs: [
      'We never sell your personal data. We share it only with KYC verification providers, our banks and payment partners, cloud hosting providers bound by contract to protect it, and authorities such as FIU-IND when the law requires.',
    ],
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    paragraphs: [
      'We keep identity and transaction records for 5 years after your account closes, as anti-money-laundering rules require. Newsletter and waitlist emails are deleted when you unsubscribe.',
    ],
  },
  {
    id: 'browser-storage',
    title: 'Cookies and browser storage',
    paragraphs: [
      'We use a secure, http-only cookie to keep you signed in, and your browser’s local storage for your theme, display currency and a guest id for live prices. We do not use advertising or third-party tracking cookies.',
    ],
  },
  {
    id: 'security',
    title: 'How we protect it',
    paragraphs: [
      'Data is encrypted in transit and at rest, access is limited to staff who need it and protected with multi-factor authentication, and our security practices follow ISO 27001.',
    ],
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    paragraphs: [
      `You may ask to see, correct or delete your personal data, withdraw a consent, or nominate someone to act for you. Write to ${support.email}; we reply within 12 hours and complete requests within 30 days. Records we must keep by law are deleted when that period ends.`,
    ],
  },
  {
    id: 'contact',
    title: 'Contact and grievances',
    paragraphs: [
      `Questions or complaints about privacy go to our grievance officer at ${support.email}, or by post to our office in Indore. You may also complain to the Data Protection Board of India.`,
    ],
  },
];
