import { useSelector } from '@xstate/react';
import { chatbotActor } from '../../../chatbot-system.ts';
import type { HelpCategory } from '../../../content/help.ts';
import type { ChatStep } from '../../../machines/chatbot/chatbot.machine.ts';
import { useAfterHydration } from '../../hooks/use-hydrated.ts';

const steps = [
  'choosingCategory',
  'typingCategory',
  'choosingQuestion',
  'typingAnswer',
  'showingAnswer',
  'liveSupport',
] as const satisfies readonly ChatStep[];

export const useChatbotOpen = (): boolean =>
  useAfterHydration(
    useSelector(chatbotActor, (s) => s.matches({ panel: 'open' })),
    false,
  );

export const useChatStep = (): ChatStep =>
  useSelector(
    chatbotActor,
    (s): ChatStep =>
      steps.find((step) => s.matches({ conversation: { started: step } })) ?? 'notStarted',
  );

export const useChatMessages = () => useSelector(chatbotActor, (s) => s.context.messages);

export const useChatCategory = () => useSelector(chatbotActor, (s) => s.context.category);

/** The events the chat widget sends; user actions carry the time they happened. */
export const chatbot = {
  open: () => chatbotActor.send({ type: 'chatbot.open', at: Date.now() }),
  close: () => chatbotActor.send({ type: 'chatbot.close' }),
  chooseCategory: (category: HelpCategory) =>
    chatbotActor.send({ type: 'chatbot.chooseCategory', category, at: Date.now() }),
  chooseQuestion: (questionId: string) =>
    chatbotActor.send({ type: 'chatbot.chooseQuestion', questionId, at: Date.now() }),
  back: () => chatbotActor.send({ type: 'chatbot.back' }),
  restart: () => chatbotActor.send({ type: 'chatbot.restart', at: Date.now() }),
  contactSupport: () => chatbotActor.send({ type: 'chatbot.contactSupport', at: Date.now() }),
  sendSupportMessage: (message: { email: string; message: string; signedIn: boolean }) =>
    chatbotActor.send({ type: 'chatbot.sendSupportMessage', ...message, at: Date.now() }),
};
