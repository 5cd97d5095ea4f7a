import { MessageCircle, X } from 'lucide-react';
import { lazy, Suspense, useRef } from 'react';
import { chatbotText } from '../../../content/chatbot.ts';
import { useHydrated } from '../../hooks/use-hydrated.ts';
import { useTuckedWhileScrolling } from '../../hooks/use-tucked-while-scrolling.ts';
import * as css from './launcher.css.ts';
import { chatbot, useChatbotOpen } from './use-chatbot.ts';

// The panel, its help texts and its styles load the first time the chat opens.
const ChatPanel = lazy(() => import('./ChatPanel.tsx'));

/** The floating help button at the bottom right of every screen, and the chat panel it opens. */
export function ChatbotLauncher() {
  const open = useChatbotOpen();
  // On a prerendered page the button works once the app has hydrated it.
  const ready = useHydrated();
  const launcher = useRef<HTMLButtonElement>(null);
  const tucked = useTuckedWhileScrolling() && !open;
  const close = () => {
    chatbot.close();
    launcher.current?.focus();
  };
  return (
    <div className={css.dock}>
      {open && (
        <Suspense fallback={null}>
          <ChatPanel onClose={close} />
        </Suspense>
      )}
      <button
        ref={launcher}
        type="button"
        className={css.launcher}
        aria-expanded={open}
        data-tucked={tucked}
        aria-label={open ? `Close ${chatbotText.title} chat` : `Open ${chatbotText.title} chat`}
        onClick={open ? close : chatbot.open}
        disabled={!ready}
      >
        {open ? <X size={24} aria-hidden /> : <MessageCircle size={24} aria-hidden />}
      </button>
    </div>
  );
}
