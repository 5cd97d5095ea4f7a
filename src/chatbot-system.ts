import type { ActorRefFrom } from 'xstate';
import type { chatbotMachine } from './machines/chatbot/chatbot.machine.ts';
import { systemIds } from './machines/ids.ts';
import { provideChatbotMachine } from './services/chatbot.services.ts';
import { authServices, child, rootActor } from './system.ts';

/**
 * The help chat joins the root system here (`chatbot.attach`), loaded the first time a visitor
 * opens it, so a page that is only read never downloads the chat's machine, texts or panel.
 */
rootActor.send({ type: 'chatbot.attach', logic: provideChatbotMachine(authServices) });
export const chatbotActor = child<ActorRefFrom<typeof chatbotMachine>>(systemIds.chatbot);
