import { X } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { chatbotText } from '../../../content/chatbot.ts';
import { helpCategories } from '../../../content/help.ts';
import * as css from './panel.css.ts';
import { SupportMessageForm } from './SupportMessageForm.tsx';
import { chatbot, useChatCategory, useChatMessages, useChatStep } from './use-chatbot.ts';

const timeFormat = new Intl.DateTimeFormat('en-IN', { hour: '2-digit', minute: '2-digit' });

/** The chat panel: the message log (announced politely), the bot's typing indicator, the choices. */
export default function ChatPanel({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const step = useChatStep();
  const messages = useChatMessages();
  const category = useChatCategory();
  const panel = useRef<HTMLElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const choices = useRef<HTMLDivElement>(null);
  const typing = step === 'typingCategory' || step === 'typingAnswer';

  // DOM only: focus moves into the panel as it opens.
  useEffect(() => {
    choices.current?.querySelector<HTMLElement>('textarea, button, a')?.focus();
  }, []);

  // Focus follows the conversation while it is in the panel (or was lost with a removed button):
  // the log while the bot types, then the first new choice. DOM only: scroll and focus.
  useEffect(() => {
    log.current?.scrollTo({ top: log.current.scrollHeight });
    if (messages.length === 0 || step === 'notStarted') return;
    const active = document.activeElement;
    const inPanel =
      active === null || active === document.body || panel.current?.contains(active) === true;
    if (!inPanel) return;
    if (typing) log.current?.focus();
    else choices.current?.querySelector<HTMLElement>('textarea, button, a')?.focus();
  }, [messages, typing, step]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };

  return (
    <section
      ref={panel}
      className={css.panel}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      data-testid="chatbot-panel"
    >
      <header className={css.header}>
        <h2 id={titleId} className={css.title}>
          {chatbotText.title}
        </h2>
        <button
          type="button"
          className={css.close}
          onClick={onClose}
          aria-label={`Close ${chatbotText.title} chat`}
        >
          <X size={18} aria-hidden />
        </button>
      </header>
      <div
        ref={log}
        className={css.log}
        role="log"
        aria-live="polite"
        aria-label="Chat messages"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the log scrolls, so keyboard users must reach it
        tabIndex={0}
      >
        {messages.map((message) => (
          <div key={message.id} className={css.message[message.type]} data-type={message.type}>
            <span className="visually-hidden">
              {message.type === 'bot' ? `${chatbotText.title} says:` : 'You:'}
            </span>
            <span>{message.content}</span>
            <time className={css.time} dateTime={new Date(message.timestamp).toISOString()}>
              {timeFormat.format(message.timestamp)}
            </time>
          </div>
        ))}
      </div>
      {typing && (
        <div className={css.typing} role="status" aria-label={`${chatbotText.title} is typing`}>
          <span className={css.dot} />
          <span className={css.dot} />
          <span className={css.dot} />
        </div>
      )}
      <div ref={choices} className={css.options}>
        {step === 'choosingCategory' && (
          <>
            <p className={css.optionsLabel}>Choose a topic</p>
            {helpCategories.map((item) => (
              <button
                key={item.id}
                type="button"
                className={css.option}
                onClick={() => chatbot.chooseCategory(item)}
              >
                {item.title}
              </button>
            ))}
          </>
        )}
        {step === 'choosingQuestion' && category && (
          <>
            <p className={css.optionsLabel}>Choose a question</p>
            {category.subQuestions.map((question) => (
              <button
                key={question.id}
                type="button"
                className={css.option}
                onClick={() => chatbot.chooseQuestion(question.id)}
              >
                {question.question}
              </button>
            ))}
          </>
        )}
        {step === 'liveSupport' && <SupportMessageForm />}
        <div className={css.actions}>
          {step !== 'choosingCategory' && (
            <button type="button" className={css.action} onClick={chatbot.back}>
              {chatbotText.back}
            </button>
          )}
          {(step === 'showingAnswer' || step === 'liveSupport') && (
            <button type="button" className={css.action} onClick={chatbot.restart}>
              {chatbotText.askAnother}
            </button>
          )}
          {step !== 'liveSupport' && (
            <button type="button" className={css.action} onClick={chatbot.contactSupport}>
              {chatbotText.contactLiveSupport}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
