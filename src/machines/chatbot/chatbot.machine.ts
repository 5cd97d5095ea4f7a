import { assign, setup } from 'xstate';
import { chatbotText } from '../../content/chatbot.ts';
import type { HelpCategory, HelpQuestion } from '../../content/help.ts';
import {
  type PublicFormResponse,
  type SupportMessageRequest,
  supportMessageError,
} from '../../contracts/public-forms.ts';
import { ui } from '../../domain/constants.ts';
import { apiErrorMessage } from '../../domain/errors/api-error-message.ts';
import { providedRequest } from '../not-provided.ts';

/** A chat message (spec section 3): id, type (bot or user), content, timestamp (ms since epoch). */
export interface ChatMessage {
  readonly id: string;
  readonly type: 'bot' | 'user';
  readonly content: string;
  readonly timestamp: number;
}

export interface ChatbotContext {
  readonly messages: readonly ChatMessage[];
  /** The number the next message id gets; ids are `m1`, `m2`, … within one chat. */
  readonly nextId: number;
  /** The category being browsed (with its questions, as the view sent it). */
  readonly category: HelpCategory | null;
  /** The question being answered. */
  readonly question: HelpQuestion | null;
  /** When the trader's last message was sent: the bot's reply is stamped this plus its delay. */
  readonly lastUserAt: number;
  /** The message for the support team being sent, and why the last one was not. */
  readonly support: SupportMessageRequest | null;
  readonly supportError: string | null;
}

/**
 * Every event that changes the chat carries `at`, the time the trader acted (ms since epoch):
 * time reaches the machine as data, so it stays pure and its tests deterministic.
 */
export type ChatbotEvent =
  | { type: 'chatbot.open'; at: number }
  | { type: 'chatbot.close' }
  | { type: 'chatbot.chooseCategory'; category: HelpCategory; at: number }
  | { type: 'chatbot.chooseQuestion'; questionId: string; at: number }
  | { type: 'chatbot.back' }
  | { type: 'chatbot.restart'; at: number }
  | { type: 'chatbot.contactSupport'; at: number }
  | {
      type: 'chatbot.sendSupportMessage';
      /** A guest's email to reply to (a signed-in trader's account is used instead). */
      email: string;
      message: string;
      signedIn: boolean;
      at: number;
    };

const initialContext: ChatbotContext = {
  messages: [],
  nextId: 1,
  category: null,
  question: null,
  lastUserAt: 0,
  support: null,
  supportError: null,
};

type Draft = Pick<ChatMessage, 'type' | 'content' | 'timestamp'>;

function append(context: ChatbotContext, ...drafts: Draft[]): Partial<ChatbotContext> {
  // A chat never runs backwards, even when the device clock does.
  const floor = context.messages.at(-1)?.timestamp ?? 0;
  const messages = drafts.map((draft, index) => ({
    id: `m${context.nextId + index}`,
    ...draft,
    timestamp: Math.max(draft.timestamp, floor),
  }));
  return {
    messages: [...context.messages, ...messages],
    nextId: context.nextId + drafts.length,
  };
}

const welcome = (at: number): ChatbotContext => ({
  ...initialContext,
  messages: [{ id: 'm1', type: 'bot', content: chatbotText.welcome, timestamp: at }],
  nextId: 2,
  lastUserAt: at,
});

export const chatbotMachine = setup({
  types: { context: {} as ChatbotContext, events: {} as ChatbotEvent },
  actors: {
    sendSupportMessage: providedRequest<PublicFormResponse, SupportMessageRequest>(
      'chatbot.sendSupportMessage',
    ),
  },
  delays: {
    categoryReplyDelay: ui.chatbotCategoryDelayMs,
    answerReplyDelay: ui.chatbotAnswerDelayMs,
  },
  guards: {
    questionOfCategory: ({ context, event }) =>
      event.type === 'chatbot.chooseQuestion' &&
      context.category?.subQuestions.some((q) => q.id === event.questionId) === true,
    supportMessageInvalid: ({ event }) =>
      event.type === 'chatbot.sendSupportMessage' &&
      supportMessageError(event, event.signedIn) !== undefined,
    categoryHasQuestions: ({ event }) =>
      event.type === 'chatbot.chooseCategory' && event.category.subQuestions.length > 0,
  },
  actions: {
    startChat: assign(({ event }) => welcome('at' in event ? event.at : 0)),
    postCategoryChoice: assign(({ context, event }) => {
      if (event.type !== 'chatbot.chooseCategory') return {};
      return {
        ...append(context, { type: 'user', content: event.category.title, timestamp: event.at }),
        category: event.category,
        question: null,
        lastUserAt: event.at,
      };
    }),
    postQuestionsPrompt: assign(({ context }) =>
      append(context, {
        type: 'bot',
        content: chatbotText.questionsPrompt(context.category?.topic ?? ''),
        timestamp: context.lastUserAt + ui.chatbotCategoryDelayMs,
      }),
    ),
    postQuestionChoice: assign(({ context, event }) => {
      if (event.type !== 'chatbot.chooseQuestion') return {};
      const question = context.category?.subQuestions.find((q) => q.id === event.questionId);
      if (!question) return {};
      return {
        ...append(context, { type: 'user', content: question.question, timestamp: event.at }),
        question,
        lastUserAt: event.at,
      };
    }),
    postAnswer: assign(({ context }) =>
      append(context, {
        type: 'bot',
        content: context.question?.answer ?? '',
        timestamp: context.lastUserAt + ui.chatbotAnswerDelayMs,
      }),
    ),
    postLiveSupport: assign(({ context, event }) => {
      const at = 'at' in event ? event.at : context.lastUserAt;
      return {
        ...append(
          context,
          { type: 'user', content: chatbotText.contactLiveSupport, timestamp: at },
          { type: 'bot', content: chatbotText.liveSupport, timestamp: at },
        ),
        lastUserAt: at,
      };
    }),
    refuseSupportMessage: assign(({ event }) =>
      event.type === 'chatbot.sendSupportMessage'
        ? { supportError: supportMessageError(event, event.signedIn) ?? null }
        : {},
    ),
    postSupportMessage: assign(({ context, event }) => {
      if (event.type !== 'chatbot.sendSupportMessage') return {};
      const message = event.message.trim();
      return {
        ...append(context, { type: 'user', content: message, timestamp: event.at }),
        support: event.signedIn ? { message } : { email: event.email.trim(), message },
        supportError: null,
        lastUserAt: event.at,
      };
    }),
    postSupportReply: assign(({ context }, params: { reply: string }) => ({
      ...append(context, { type: 'bot', content: params.reply, timestamp: context.lastUserAt }),
      support: null,
    })),
    showSupportFailure: assign((_, params: { error: unknown }) => ({
      supportError: apiErrorMessage(params.error),
    })),
    forgetSupport: assign({ support: null, supportError: null }),
    forgetCategory: assign({ category: null, question: null }),
    forgetQuestion: assign({ question: null }),
  },
}).createMachine({
  id: 'chatbot',
  description:
    'The support help chatbot: a floating panel opened and closed by a button, and a conversation that walks category, question and answer, with typing delays of 0.5 s (category) and 1 s (answer).',
  type: 'parallel',
  context: initialContext,
  states: {
    panel: {
      description: 'Whether the chat panel is shown; closing it keeps the conversation.',
      initial: 'closed',
      states: {
        closed: {
          description: 'Only the launcher button is shown.',
          on: { 'chatbot.open': { target: 'open' } },
        },
        open: {
          description: 'The 320 x 620 px chat panel is shown at the bottom right.',
          on: { 'chatbot.close': { target: 'closed' } },
        },
      },
    },
    conversation: {
      description: 'The help conversation: category, then question, then answer.',
      initial: 'notStarted',
      states: {
        notStarted: {
          description: 'No chat yet: the welcome message is posted when the panel first opens.',
          on: { 'chatbot.open': { target: 'started', actions: 'startChat' } },
        },
        started: {
          description:
            'A chat is under way. Ask Another Question resets it to the welcome message; Contact Live Support shows the support channels.',
          initial: 'choosingCategory',
          on: {
            'chatbot.restart': { target: '.choosingCategory', actions: 'startChat' },
            'chatbot.contactSupport': { target: '.liveSupport', actions: 'postLiveSupport' },
          },
          states: {
            choosingCategory: {
              description: 'The five help categories are offered.',
              on: {
                'chatbot.chooseCategory': {
                  guard: 'categoryHasQuestions',
                  target: 'typingCategory',
                  actions: 'postCategoryChoice',
                },
              },
            },
            typingCategory: {
              description: 'The bot is typing its reply to the chosen category (0.5 s).',
              after: {
                categoryReplyDelay: { target: 'choosingQuestion', actions: 'postQuestionsPrompt' },
              },
              on: { 'chatbot.back': { target: 'choosingCategory', actions: 'forgetCategory' } },
            },
            choosingQuestion: {
              description: "The chosen category's questions are offered.",
              on: {
                'chatbot.chooseQuestion': {
                  guard: 'questionOfCategory',
                  target: 'typingAnswer',
                  actions: 'postQuestionChoice',
                },
                'chatbot.back': { target: 'choosingCategory', actions: 'forgetCategory' },
              },
            },
            typingAnswer: {
              description: 'The bot is typing the answer (1 s).',
              after: { answerReplyDelay: { target: 'showingAnswer', actions: 'postAnswer' } },
              on: { 'chatbot.back': { target: 'choosingQuestion', actions: 'forgetQuestion' } },
            },
            showingAnswer: {
              description:
                'The answer is shown, with Back, Ask Another Question and Contact Live Support.',
              on: { 'chatbot.back': { target: 'choosingQuestion', actions: 'forgetQuestion' } },
            },
            liveSupport: {
              description:
                'The trader can leave a message for the support team here (stored like the contact form); email and phone are shown too.',
              initial: 'writing',
              on: {
                'chatbot.back': {
                  target: 'choosingCategory',
                  actions: ['forgetCategory', 'forgetSupport'],
                },
              },
              states: {
                writing: {
                  description: 'The message box (and a guest’s email); a refusal says why.',
                  on: {
                    'chatbot.sendSupportMessage': [
                      { guard: 'supportMessageInvalid', actions: 'refuseSupportMessage' },
                      { target: 'sending', actions: 'postSupportMessage' },
                    ],
                  },
                },
                sending: {
                  description: 'POST /public/support-message, with the bearer when signed in.',
                  invoke: {
                    id: 'sendSupportMessage',
                    src: 'sendSupportMessage',
                    // biome-ignore lint/style/noNonNullAssertion: postSupportMessage set it.
                    input: ({ context }) => context.support!,
                    onDone: {
                      target: 'sent',
                      actions: {
                        type: 'postSupportReply',
                        params: ({ event }) => ({ reply: event.output.message }),
                      },
                    },
                    onError: {
                      target: 'writing',
                      actions: {
                        type: 'showSupportFailure',
                        params: ({ event }) => ({ error: event.error }),
                      },
                    },
                  },
                },
                sent: {
                  description: 'The team has the message; the bot said when they reply (12 hours).',
                },
              },
            },
          },
        },
      },
    },
  },
});

/** The conversation step a view shows. */
export type ChatStep =
  | 'notStarted'
  | 'choosingCategory'
  | 'typingCategory'
  | 'choosingQuestion'
  | 'typingAnswer'
  | 'showingAnswer'
  | 'liveSupport';
