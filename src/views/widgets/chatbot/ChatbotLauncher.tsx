import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { rootActor } from '../../../system.ts';
import { LauncherButton } from './LauncherButton.tsx';
import * as css from './launcher.css.ts';

// The chat's machine, texts and panel load the first time the chat opens.
const loadChat = () => import('./ChatDock.tsx');
const ChatDock = lazy(loadChat);

/** The first click loads the chat, which joins the root system (`chatbot.attach`), then opens it. */
const openChat = () => {
  const at = Date.now();
  void loadChat().then(() =>
    import('../../../chatbot-system.ts').then(({ chatbotActor }) =>
      chatbotActor.send({ type: 'chatbot.open', at }),
    ),
  );
};

/** The floating help button at the bottom right of every screen, and the chat panel it opens. */
export function ChatbotLauncher() {
  const attached = useSelector(rootActor, (s) =>
    s.matches({ running: { chatbot: 'chatbotAttached' } }),
  );
  const closedLauncher = <LauncherButton open={false} onClick={openChat} />;
  return (
    <div className={css.dock}>
      {attached ? (
        <Suspense fallback={closedLauncher}>
          <ChatDock />
        </Suspense>
      ) : (
        closedLauncher
      )}
    </div>
  );
}
