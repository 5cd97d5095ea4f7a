import { useSelector } from '@xstate/react';
import type { HelpCategory } from '../../../content/help.ts';
import type { ChatStep } from '../../../machines/chatbot/chatbot.machine.ts';
import { actors } from '../../../system.ts';
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
    useSelector(actors.chatbot, (s) => s.matches({ panel: 'open' })),
    false,
  );

export const useChatStep = (): ChatStep =>
  useSelector(
    actors.chatbot,
    (s): ChatStep =>
      steps.find((step) => s.matches({ conversation: { started: step } })) ?? 'notStarted',
  );

export const useChatMessages = () => useSelector(actors.chatbot, (s) => s.context.messages);

export const useChatCategory = () => useSelector(actors.chatbot, (s) => s.context.category);

/** The events the chat widget sends; user actions carry the time they happened. */
export const chatbot = {
  open: () => actors.chatbot.send({ type: 'chatbot.open', at: Date.now() }),
  close: () => actors.chatbot.send({ type: 'chatbot.close' }),
  chooseCategory: (category: HelpCategory) =>
    actors.chatbot.send({ type: 'chatbot.chooseCategory', category, at: Date.now() }),
  chooseQuestion: (questionId: string) =>
    actors.chatbot.send({ type: 'chatbot.chooseQuestion', questionId, at: Date.now() }),
  back: () => actors.chatbot.send({ type: 'chatbot.back' }),
  restart: () => actors.chatbot.send({ type: 'chatbot.restart', at: Date.now() }),
  contactSupport: () => actors.chatbot.send({ type: 'chatbot.contactSupport', at: Date.now() }),
  sendSupportMessage: (message: { email: string; message: string; signedIn: boolean }) =>
    actors.chatbot.send({ type: 'chatbot.sendSupportMessage', ...message, at: Date.now() }),
};
