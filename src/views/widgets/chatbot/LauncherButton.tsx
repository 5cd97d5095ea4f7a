import { MessageCircle, X } from 'lucide-react';
import type { Ref } from 'react';
import { chatbotTitle } from '../../../content/chatbot-title.ts';
import { useHydrated } from '../../hooks/use-hydrated.ts';
import { useTuckedWhileScrolling } from '../../hooks/use-tucked-while-scrolling.ts';
import * as css from './launcher.css.ts';

/** The floating help button; it tucks away while the page scrolls unless the chat is open. */
export function LauncherButton({
  open,
  onClick,
  buttonRef,
}: {
  open: boolean;
  onClick: () => void;
  buttonRef?: Ref<HTMLButtonElement>;
}) {
  // On a prerendered page the button works once the app has hydrated it.
  const ready = useHydrated();
  const tucked = useTuckedWhileScrolling() && !open;
  return (
    <button
      ref={buttonRef}
      type="button"
      className={css.launcher}
      aria-expanded={open}
      data-tucked={tucked}
      aria-label={open ? `Close ${chatbotTitle} chat` : `Open ${chatbotTitle} chat`}
      onClick={onClick}
      disabled={!ready}
    >
      {open ? <X size={24} aria-hidden /> : <MessageCircle size={24} aria-hidden />}
    </button>
  );
}
