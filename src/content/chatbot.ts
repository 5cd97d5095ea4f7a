import { support } from '../config/company.ts';
import { PRODUCT_NAME } from '../config/product.ts';

/** What the help chatbot says: kept small, it is part of the root system. */
export const chatbotText = {
  title: `${PRODUCT_NAME} Help`,
  welcome: `Hi! I'm the ${PRODUCT_NAME} help assistant. Choose a topic below and I'll answer the most common questions about it.`,
  questionsPrompt: (category: string) =>
    `Here are the common questions about ${category}. Which one can I help with?`,
  liveSupport: `Our support team is here for you: live chat in the app around the clock, email ${support.email} (we reply within ${support.replyWithin}), or phone ${support.phone} for VIP members, ${support.hoursLong}.`,
  askAnother: 'Ask Another Question',
  contactLiveSupport: 'Contact Live Support',
  back: 'Back',
} as const;
