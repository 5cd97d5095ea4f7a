import { chatbotText } from '../../../src/content/chatbot.ts';
import type { HelpCategory } from '../../../src/content/help.ts';
import { ui } from '../../../src/domain/constants.ts';
import type { ChatbotContext } from '../../../src/machines/chatbot/chatbot.machine.ts';
import { chatbotMachine } from '../../../src/machines/chatbot/chatbot.machine.ts';
import { defineModelSpec, type ModelSpec } from '../harness/index.ts';
import { bareEvents, samples } from './helpers.ts';

const AT = 1_700_000_000_000;
// A small category keeps the path titles readable; the real texts are checked in tests/unit.
const question = { id: 'kyc-time', question: 'How long does KYC take?', answer: '24 to 48 hours.' };
const category: HelpCategory = {
  id: 'kyc',
  title: 'KYC & Verification Issues',
  topic: 'KYC and verification',
  color: 'warning',
  subQuestions: [
    question,
    { id: 'kyc-documents', question: 'Documents?', answer: 'Aadhaar and PAN.' },
  ],
};
const empty: HelpCategory = { ...category, id: 'empty', subQuestions: [] };

/** Context invariants that must hold after every step of every path. */
function checkContext(context: ChatbotContext, step: string, event: string): void {
  const ids = context.messages.map((m) => m.id);
  if (new Set(ids).size !== ids.length) throw new Error(`duplicate message ids: ${ids.join(',')}`);
  for (const [index, message] of context.messages.entries()) {
    if (message.type !== 'bot' && message.type !== 'user') throw new Error('bad message type');
    if (!message.content) throw new Error(`message ${message.id} has no content`);
    const previous = context.messages[index - 1];
    if (previous && previous.timestamp > message.timestamp) {
      throw new Error(`message ${message.id} is older than the one before it`);
    }
  }
  if (step !== 'notStarted' && context.messages[0]?.content !== chatbotText.welcome) {
    throw new Error('a started chat must begin with the welcome message');
  }
  const last = context.messages.at(-1);
  if (step === 'choosingQuestion' && event.startsWith('xstate.after.')) {
    if (last?.type !== 'bot' || last.content !== chatbotText.questionsPrompt(category.topic)) {
      throw new Error(`unexpected prompt: ${last?.content}`);
    }
  }
  if (step === 'typingCategory' && last?.content !== category.title) {
    throw new Error('choosing a category posts its title as the user message');
  }
  if (step === 'showingAnswer') {
    if (!last || last.content !== question?.answer || last.type !== 'bot') {
      throw new Error('the answer is not the last bot message');
    }
    if (last.timestamp !== context.lastUserAt + ui.chatbotAnswerDelayMs) {
      throw new Error('the answer is not stamped 1 s after the question');
    }
  }
  if (step === 'typingCategory' || step === 'typingAnswer') {
    if (last?.type !== 'user') throw new Error('typing must follow a user message');
  }
  if (step === 'liveSupport' && event === 'chatbot.contactSupport') {
    if (last?.content !== chatbotText.liveSupport) throw new Error('live support must say how');
  }
  if (event === 'chatbot.sendSupportMessage' && step === 'liveSupport') {
    const sending = context.support !== null;
    if (sending && (last?.type !== 'user' || last.content !== supportText)) {
      throw new Error('the trader’s message must show in the chat');
    }
    if (sending && context.support?.email !== 'guest@example.in') {
      throw new Error('a guest’s message goes with their email');
    }
    if (!sending && !context.supportError) throw new Error('a refused message must say why');
  }
  if (event === 'xstate.done.actor.sendSupportMessage' && last?.content !== SUPPORT_REPLY) {
    throw new Error('the bot must pass on the team’s reply time');
  }
  if (event === 'xstate.error.actor.sendSupportMessage' && !context.supportError) {
    throw new Error('a failed send must say why');
  }
}

const supportText = 'My withdrawal has been pending since yesterday.';
const SUPPORT_REPLY = 'Thank you, your message is with our support team. We reply within 12 hours.';

const stepOf = (value: unknown): string => {
  const conversation = (value as { conversation: unknown }).conversation;
  if (typeof conversation === 'string') return conversation;
  return String((conversation as { started: string }).started);
};

export const chatbotSpec: ModelSpec = defineModelSpec({
  name: 'chatbot',
  machine: chatbotMachine,
  events: {
    ...samples('chatbot.open', { at: AT }),
    ...bareEvents('chatbot.close', 'chatbot.back'),
    ...samples(
      'chatbot.chooseCategory',
      { category, at: AT + 1_000 },
      { category: empty, at: AT + 1_000 },
    ),
    ...samples(
      'chatbot.chooseQuestion',
      { questionId: question.id, at: AT + 2_000 },
      { questionId: 'no-such-question', at: AT + 2_000 },
    ),
    ...samples('chatbot.restart', { at: AT + 5_000 }),
    ...samples('chatbot.contactSupport', { at: AT + 6_000 }),
    ...samples(
      'chatbot.sendSupportMessage',
      { email: '', message: supportText, signedIn: false, at: AT + 7_000 },
      { email: ' guest@example.in ', message: ` ${supportText} `, signedIn: false, at: AT + 7_000 },
    ),
  },
  invokes: {
    sendSupportMessage: {
      done: [{ status: 'created', message: SUPPORT_REPLY }],
      error: [new Error('Too many submissions from your network.')],
    },
  },
  // The message list grows with every step: the identity is what guards and views read.
  project: (snapshot) => {
    const context = snapshot.context as ChatbotContext;
    return {
      category: context.category?.id ?? null,
      question: context.question?.id ?? null,
    };
  },
  check: ({ snapshot, event }) => {
    checkContext(snapshot.context as ChatbotContext, stepOf(snapshot.value), event.type);
  },
});
