import { PRODUCT_NAME } from '../config/product.ts';
import { support } from './company.ts';

export const contactMeta = {
  title: 'Contact us',
  description: `Reach ${PRODUCT_NAME} support by email, phone or 24/7 live chat, visit our Indore office, or send us a message.`,
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
      title: 'Live chat',
      value: 'In the app, 24/7',
      text: 'Open the help chat at the bottom right of any page.',
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
