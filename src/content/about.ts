import { PRODUCT_NAME } from '../config/product.ts';

export const aboutMeta = {
  title: 'About and compliance',
  description: `Who runs ${PRODUCT_NAME}, how client assets are protected, and where our Indian registrations stand.`,
};

export const about = {
  title: 'About and compliance',
  lead: `${PRODUCT_NAME} is a crypto derivatives exchange built in Indore for traders across India: options and futures on the major coins, a flat ₹20 brokerage per trade and security we are happy to explain.`,
  sections: [
    {
      title: 'Who we are',
      paragraphs: [
        `${PRODUCT_NAME} Technologies Pvt. Ltd. runs the exchange from its office in Indore, Madhya Pradesh. We build the trading engine, the apps and the risk systems ourselves, and we answer support questions ourselves, 24/7.`,
        'We serve individual traders and institutions resident in India. Accounts, deposits and withdrawals are in Indian rupees.',
      ],
    },
    {
      title: 'How we protect client assets',
      paragraphs: [
        'We hold 95% of digital assets in cold storage, disconnected from the internet. Hot wallets hold only what daily withdrawals need and use multi-signature approval.',
        'Our information security is managed to ISO 27001, every administrative portal requires multi-factor authentication, and client assets are covered by ₹500M of insurance.',
      ],
    },
    {
      title: 'Know your customer',
      paragraphs: [
        'Every account is verified with Aadhaar, PAN and a bank account in the holder’s name before it can trade or withdraw. Verification usually takes 24 to 48 hours.',
        'We keep transaction records for 5 years and report transactions as Indian anti-money-laundering rules require.',
      ],
    },
  ],
  registrations: [
    {
      title: 'FIU-IND',
      status: 'Registration in progress',
      text: 'We have applied to register with the Financial Intelligence Unit – India as a reporting entity and follow its AML and CFT obligations while the application is processed.',
    },
    {
      title: 'ISO 27001',
      status: 'Practices in place',
      text: 'Our security policies, access controls and incident response follow the ISO 27001 standard.',
    },
    {
      title: 'Indian law',
      status: 'Governing law',
      text: 'Our terms are governed by Indian law, with arbitration seated in New Delhi.',
    },
  ],
  cta: {
    title: 'Ready to trade with an exchange that shows its work?',
    button: 'Start Trading Today',
  },
};
