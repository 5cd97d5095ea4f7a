import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { chatbotActor } from '../../../chatbot-system.ts';
import { chatbotText } from '../../../content/chatbot.ts';
import { publicFormMessages } from '../../../contracts/public-forms.ts';
import { useSessionView } from '../../hooks/use-session-view.ts';
import { FormField } from '../public-forms/FormField.tsx';
import * as css from './panel.css.ts';
import { chatbot } from './use-chatbot.ts';

/**
 * Live support in the chat: a message for the support team (a guest adds an email to reply to;
 * a signed-in trader's account is used), stored like the contact form. Gone once it is sent.
 */
export function SupportMessageForm() {
  const { authenticated } = useSessionView();
  const sending = useSelector(chatbotActor, (s) =>
    s.matches({ conversation: { started: { liveSupport: 'sending' } } }),
  );
  const sent = useSelector(chatbotActor, (s) =>
    s.matches({ conversation: { started: { liveSupport: 'sent' } } }),
  );
  const error = useSelector(chatbotActor, (s) => s.context.supportError) ?? undefined;
  if (sent) return null;
  const emailProblem = error === publicFormMessages.invalidEmail;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    chatbot.sendSupportMessage({
      email: String(data.get('email') ?? ''),
      message: String(data.get('message') ?? ''),
      signedIn: authenticated,
    });
  };
  return (
    <form className={css.supportForm} onSubmit={onSubmit} noValidate aria-busy={sending}>
      <FormField
        label={chatbotText.supportMessageLabel}
        name="message"
        multiline
        maxLength={4000}
        error={emailProblem ? undefined : error}
        inputClassName={css.supportMessage}
      />
      {!authenticated && (
        <FormField
          label={chatbotText.supportEmailLabel}
          name="email"
          type="email"
          autoComplete="email"
          error={emailProblem ? error : undefined}
        />
      )}
      <button type="submit" className={css.supportSend} disabled={sending}>
        {sending ? chatbotText.sendingSupportMessage : chatbotText.sendSupportMessage}
      </button>
    </form>
  );
}
