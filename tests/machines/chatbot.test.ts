import { describeModel } from './harness/index.ts';
import { chatbotSpec } from './specs/chatbot.spec.ts';
import { unreachableOf } from './specs/unreachable.ts';

describeModel(chatbotSpec, unreachableOf('chatbot'));
