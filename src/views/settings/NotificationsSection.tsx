import { useSelector } from '@xstate/react';
import { Bell } from 'lucide-react';
import { useId } from 'react';
import type { NotificationPreferences } from '../../contracts/auth.ts';
import type { NotificationKind } from '../../machines/settings/notification-preferences.machine.ts';
import { Button } from '../ui/Button.tsx';
import { FormAlert } from '../widgets/auth/FormMessages.tsx';
import * as settings from '../widgets/settings/settings.css.ts';
import type { NotificationPreferencesRef } from './account-security-ref.ts';
import { SettingsSection } from './SettingsSection.tsx';
import * as css from './settings-sections.css.ts';

const TOGGLES: ReadonlyArray<{ kind: NotificationKind; label: string; text: string }> = [
  {
    kind: 'orderToasts',
    label: 'Order notifications',
    text: 'A short notice on screen when an order of yours fills, is cancelled or is rejected.',
  },
  {
    kind: 'liquidationAlerts',
    label: 'Liquidation and margin alerts',
    text: 'A notice when a position nears liquidation or is liquidated.',
  },
];

function Toggle({
  actor,
  kind,
  label,
  text,
  preferences,
}: {
  actor: NotificationPreferencesRef;
  kind: NotificationKind;
  label: string;
  text: string;
  preferences: NotificationPreferences;
}) {
  const id = useId();
  const saving = useSelector(actor, (s) => s.context.saving);
  return (
    <div className={css.toggleRow}>
      <div className={css.toggleText}>
        <label htmlFor={id} className={css.toggleLabel}>
          {label}
        </label>
        <p id={`${id}-text`} className={settings.text}>
          {text}
        </p>
      </div>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className={css.toggle}
        checked={preferences[kind]}
        aria-checked={preferences[kind]}
        aria-describedby={`${id}-text`}
        aria-busy={saving === kind}
        disabled={saving !== null}
        onChange={(event) =>
          actor.send({ type: 'preferences.set', kind, value: event.target.checked })
        }
      />
    </div>
  );
}

/** Which trading notices show; the trading screens follow the session's copy at once. */
export function NotificationsSection({ actor }: { actor: NotificationPreferencesRef }) {
  const snapshot = useSelector(actor, (s) => s);
  const { preferences, error } = snapshot.context;
  return (
    <SettingsSection id="notifications" icon={Bell} title="Notifications">
      <FormAlert message={error} />
      {snapshot.matches('failed') && (
        <div>
          <Button kind="secondary" onClick={() => actor.send({ type: 'preferences.load' })}>
            Try again
          </Button>
        </div>
      )}
      {preferences === null
        ? !snapshot.matches('failed') && (
            <p className={settings.text} role="status">
              Loading your notification settings…
            </p>
          )
        : TOGGLES.map((toggle) => (
            <Toggle key={toggle.kind} actor={actor} preferences={preferences} {...toggle} />
          ))}
    </SettingsSection>
  );
}
