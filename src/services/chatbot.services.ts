import { fromPromise } from 'xstate';
import { type PublicFormResponse, supportMessagePath } from '../contracts/public-forms.ts';
import { chatbotMachine } from '../machines/chatbot/chatbot.machine.ts';
import type { AuthServices } from './auth.services.ts';

/** The chatbot with live support's call: the app's HTTP client adds the bearer when signed in. */
export const provideChatbotMachine = (auth: AuthServices) =>
  chatbotMachine.provide({
    actors: {
      sendSupportMessage: fromPromise(({ input }) =>
        auth.http.request<PublicFormResponse>(supportMessagePath, {
          method: 'POST',
          body: { ...input },
        }),
      ),
    },
  });
