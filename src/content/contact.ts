import { support } from '../config/company.ts';
import { PRODUCT_NAME } from '../config/product.ts';

export const contactMeta = {
  title: 'Contact us',
  description: `Reach ${PRODUCT_NAME} support by email, phone or the 24/7 help chat, visit our Indore office, or send us a message.`,
};

export interface ContactCard {
  readonly id: 'email' | 'phone' | 'chat' | 'hours';
  readonly title: string;
  readonly value: string;
  readonly text: string;
  readonly href?: string;
}

export const contact = {
  title: 'Contact us',
  lead: `Questions about your account, a deposit or a trade? We reply to every message within ${support.replyWithin}.`,
  cards: [
    {
      id: 'email',
      title: 'Email',
      value: support.email,
      text: `Replies within ${support.replyWithin}.`,
      href: `mailto:${support.email}`,
    },
    {
      id: 'phone',
      title: 'Phone',
      value: support.phone,
      text: 'For VIP members, during office hours.',
      href: support.phoneHref,
    },
    {
      id: 'chat',
      title: 'Help chat',
      value: 'In the app, 24/7',
      text: `Answers to common questions at the bottom right of any page, where you can also leave us a message; we reply within ${support.replyWithin}.`,
    },
    {
      id: 'hours',
      title: 'Office hours',
      value: support.hours,
      text: 'Indian Standard Time.',
    },
  ] satisfies ContactCard[],
  form: {
    title: 'Send us a message',
    fullName: 'Full name',
    email: 'Email',
    subject: 'Subject',
    message: 'Message',
    submit: 'Send Message',
    sending: 'Sending…',
    another: 'Send another message',
  },
  officeTitle: 'Visit us',
};
