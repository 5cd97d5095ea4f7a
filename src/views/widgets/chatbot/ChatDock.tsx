import { useRef } from 'react';
import ChatPanel from './ChatPanel.tsx';
import { LauncherButton } from './LauncherButton.tsx';
import { chatbot, useChatbotOpen } from './use-chatbot.ts';

/** The launcher with the chat it opens, once the chatbot actor has joined the root system. */
export default function ChatDock() {
  const open = useChatbotOpen();
  const launcher = useRef<HTMLButtonElement>(null);
  const close = () => {
    chatbot.close();
    launcher.current?.focus();
  };
  return (
    <>
      {open && <ChatPanel onClose={close} />}
      <LauncherButton open={open} onClick={open ? close : chatbot.open} buttonRef={launcher} />
    </>
  );
}
