import { useSelector } from '@xstate/react';
import { type FormEvent, useId, useState } from 'react';
import { chatbotText } from '../../../content/chatbot.ts';
import { actors } from '../../../system.ts';
import { useSessionView } from '../../hooks/use-session-view.ts';
import * as css from './panel.css.ts';
import { chatbot } from './use-chatbot.ts';

/**
 * Live support in the chat: a message for the support team (a guest adds an email to reply to;
 * a signed-in trader's account is used), stored like the contact form. Gone once it is sent.
 */
export function SupportMessageForm() {
  const { authenticated } = useSessionView();
  const sending = useSelector(actors.chatbot, (s) =>
    s.matches({ conversation: { started: { liveSupport: 'sending' } } }),
  );
  const sent = useSelector(actors.chatbot, (s) =>
    s.matches({ conversation: { started: { liveSupport: 'sent' } } }),
  );
  const error = useSelector(actors.chatbot, (s) => s.context.supportError);
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const id = useId();
  if (sent) return null;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    chatbot.sendSupportMessage({ email, message, signedIn: authenticated });
  };
  return (
    <form className={css.supportForm} onSubmit={onSubmit} noValidate aria-busy={sending}>
      <label htmlFor={`${id}-message`} className={css.optionsLabel}>
        {chatbotText.supportMessageLabel}
      </label>
      <textarea
        id={`${id}-message`}
        className={css.supportInput}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        rows={3}
        maxLength={4000}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {!authenticated && (
        <>
          <label htmlFor={`${id}-email`} className={css.optionsLabel}>
            {chatbotText.supportEmailLabel}
          </label>
          <input
            id={`${id}-email`}
            className={css.supportInput}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            required
          />
        </>
      )}
      {error && (
        <p id={`${id}-error`} className={css.supportError} role="alert">
          {error}
        </p>
      )}
      <button type="submit" className={css.supportSend} disabled={sending}>
        {sending ? chatbotText.sendingSupportMessage : chatbotText.sendSupportMessage}
      </button>
    </form>
  );
}
