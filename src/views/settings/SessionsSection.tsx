import { useSelector } from '@xstate/react';
import { MonitorSmartphone } from 'lucide-react';
import { useRef } from 'react';
import type { SignedInSession } from '../../contracts/auth.ts';
import { BusyButton, Button } from '../ui/Button.tsx';
import { button } from '../ui/button.css.ts';
import { FormAlert, FormNotice } from '../widgets/auth/FormMessages.tsx';
import * as settings from '../widgets/settings/settings.css.ts';
import type { AccountSecurityRef } from './account-security-ref.ts';
import { SettingsSection } from './SettingsSection.tsx';
import * as css from './settings-sections.css.ts';

const when = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

function Time({ iso }: { iso: string }) {
  return <time dateTime={iso}>{when.format(new Date(iso))}</time>;
}

function SessionRow({
  session,
  actor,
  busy,
}: {
  session: SignedInSession;
  actor: AccountSecurityRef;
  busy: boolean;
}) {
  const signingOut = useSelector(
    actor,
    (s) =>
      s.matches({ sessions: { ready: 'signingOut' } }) &&
      s.context.signingOutId === session.sessionId,
  );
  return (
    <li className={css.sessionRow} data-testid="session-row" data-current={session.current}>
      <div className={css.sessionMain}>
        <p className={css.device}>
          {session.device}
          {session.current && <span className={css.currentBadge}>This device</span>}
        </p>
        <p className={css.meta}>
          Last active <Time iso={session.lastSeenAt} /> · {session.ipHint}
        </p>
        <p className={css.meta}>
          Signed in <Time iso={session.createdAt} />
        </p>
      </div>
      {!session.current && (
        <BusyButton
          kind="secondary"
          busy={signingOut}
          busyText="Signing out…"
          disabled={busy}
          aria-label={`Sign out ${session.device}, last active ${when.format(new Date(session.lastSeenAt))}`}
          onClick={() => actor.send({ type: 'sessions.signOut', sessionId: session.sessionId })}
        >
          Sign out
        </BusyButton>
      )}
    </li>
  );
}

/** The trader's signed-in sessions: sign out one, or every other one. */
export function SessionsSection({ actor }: { actor: AccountSecurityRef }) {
  const snapshot = useSelector(actor, (s) => s);
  const { sessions, sessionsError, sessionsNotice } = snapshot.context;
  const others = sessions.filter((session) => !session.current).length;
  const busy =
    snapshot.matches({ sessions: { ready: 'signingOut' } }) ||
    snapshot.matches({ sessions: { ready: 'signingOutEverywhere' } });
  const confirming = snapshot.matches({ sessions: { ready: 'confirmingEverywhere' } });
  const everywhere = useRef<HTMLButtonElement>(null);
  /** Back to the list, the focus back on the button that asked. */
  const cancel = () => {
    actor.send({ type: 'sessions.cancel' });
    everywhere.current?.focus();
  };
  const listed =
    snapshot.matches({ sessions: 'ready' }) || snapshot.matches({ sessions: 'loading' });

  return (
    <SettingsSection id="sessions" icon={MonitorSmartphone} title="Signed-in sessions">
      <p className={settings.text}>
        Every browser and device where your account is signed in. Sign out any you do not recognise,
        then change your password.
      </p>
      <FormNotice message={sessionsNotice} />
      <FormAlert message={sessionsError} />
      {snapshot.matches({ sessions: 'failed' }) && (
        <div>
          <Button kind="secondary" onClick={() => actor.send({ type: 'sessions.load' })}>
            Try again
          </Button>
        </div>
      )}
      {listed && sessions.length === 0 && (
        <p className={settings.text} role="status">
          Loading your sessions…
        </p>
      )}
      {sessions.length > 0 && (
        <ul className={css.sessionList} aria-label="Signed-in sessions" aria-busy={busy}>
          {sessions.map((session) => (
            <SessionRow key={session.sessionId} session={session} actor={actor} busy={busy} />
          ))}
        </ul>
      )}
      {snapshot.matches({ sessions: 'ready' }) && (
        <div>
          <button
            ref={everywhere}
            type="button"
            className={button.secondary}
            disabled={busy || others === 0}
            aria-expanded={confirming}
            onClick={() => actor.send({ type: 'sessions.signOutEverywhere' })}
          >
            {snapshot.matches({ sessions: { ready: 'signingOutEverywhere' } })
              ? 'Signing out…'
              : 'Sign out everywhere else'}
          </button>
        </div>
      )}
      {confirming && (
        <div
          className={css.confirm}
          role="alertdialog"
          aria-labelledby="everywhere-question"
          onKeyDown={(event) => {
            if (event.key === 'Escape') cancel();
          }}
        >
          <p id="everywhere-question" className={settings.state}>
            Sign out {others === 1 ? 'the other session' : `all ${others} other sessions`}? This one
            stays signed in.
          </p>
          <div className={settings.actions}>
            <Button
              kind="primary"
              // The question takes the focus of the button that asked it.
              autoFocus
              onClick={() => actor.send({ type: 'sessions.confirm' })}
            >
              Sign out others
            </Button>
            <Button kind="ghost" onClick={cancel}>
              Cancel
            </Button>
          </div>
        </div>
      )}
    </SettingsSection>
  );
}
