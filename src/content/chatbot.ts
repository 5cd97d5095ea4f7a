import { support } from '../config/company.ts';
import { PRODUCT_NAME } from '../config/product.ts';
import { chatbotTitle } from './chatbot-title.ts';

/** What the help chatbot says; loaded with the chat the first time it opens. */
export const chatbotText = {
  title: chatbotTitle,
  welcome: `Hi! I'm the ${PRODUCT_NAME} help assistant. Choose a topic below and I'll answer the most common questions about it.`,
  questionsPrompt: (category: string) =>
    `Here are the common questions about ${category}. Which one can I help with?`,
  liveSupport: `Leave a message for our support team below and we reply within ${support.replyWithin}. You can also email ${support.email}, or phone ${support.phone} if you are a VIP member, ${support.hoursLong}.`,
  supportMessageLabel: 'Your message to our support team',
  supportEmailLabel: 'Your email, for our reply',
  sendSupportMessage: 'Send to support',
  sendingSupportMessage: 'Sending…',
  askAnother: 'Ask Another Question',
  contactLiveSupport: 'Contact Live Support',
  back: 'Back',
} as const;
