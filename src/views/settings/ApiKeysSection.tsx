import { useSelector } from '@xstate/react';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { ApiKeySummary } from '../../contracts/api-keys.ts';
import type { apiKeysMachine } from '../../machines/api-keys/api-keys.machine.ts';
import { BusyButton, Button } from '../ui/Button.tsx';
import { Form } from '../ui/Form.tsx';
import { FormAlert, FormNotice } from '../widgets/auth/FormMessages.tsx';
import { TextField } from '../widgets/auth/TextField.tsx';
import * as settings from '../widgets/settings/settings.css.ts';
import { SettingsSection } from './SettingsSection.tsx';
import * as css from './settings-sections.css.ts';

type ApiKeysRef = ActorRefFrom<typeof apiKeysMachine>;

const when = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

function KeyRow({ apiKey, actor }: { apiKey: ApiKeySummary; actor: ApiKeysRef }) {
  const revoking = useSelector(
    actor,
    (s) => s.matches('revoking') && s.context.revokingId === apiKey.keyId,
  );
  return (
    <li className={css.sessionRow} data-testid="api-key-row">
      <div className={css.sessionMain}>
        <p className={css.device}>{apiKey.label}</p>
        <p className={css.meta}>
          {apiKey.keyId} · {apiKey.scopes.includes('trade') ? 'Read and trade' : 'Read only'}
          {apiKey.ipAllowlist.length > 0 && ` · from ${apiKey.ipAllowlist.join(', ')}`}
        </p>
        <p className={css.meta}>
          Created {when.format(new Date(apiKey.createdAt))} ·{' '}
          {apiKey.lastUsedAt === null
            ? 'never used'
            : `last used ${when.format(new Date(apiKey.lastUsedAt))}`}
        </p>
      </div>
      <BusyButton
        kind="secondary"
        busy={revoking}
        busyText="Revoking…"
        aria-label={`Revoke ${apiKey.label}`}
        onClick={() => actor.send({ type: 'apiKeys.revoke', keyId: apiKey.keyId })}
      >
        Revoke
      </BusyButton>
    </li>
  );
}

function CreateForm({ actor }: { actor: ApiKeysRef }) {
  const [label, setLabel] = useState('');
  const [trade, setTrade] = useState(false);
  const [allowlist, setAllowlist] = useState('');
  const busy = useSelector(actor, (s) => s.matches('creating'));
  return (
    <Form
      className={settings.form}
      aria-label="New API key"
      busy={busy}
      onSubmit={() => actor.send({ type: 'apiKeys.create', label, trade, allowlist })}
    >
      <TextField
        label="Label"
        name="api-key-label"
        value={label}
        onValueChange={setLabel}
        maxLength={64}
      />
      <label className={css.toggleLabel}>
        <input type="checkbox" checked={trade} onChange={(e) => setTrade(e.target.checked)} /> Allow
        trading (place and cancel orders)
      </label>
      <TextField
        label="Allowed addresses"
        name="api-key-allowlist"
        optional
        hint="Addresses or ranges, like 203.0.113.7 or 203.0.113.0/24; empty allows any"
        value={allowlist}
        onValueChange={setAllowlist}
      />
      <div className={settings.actions}>
        <BusyButton kind="primary" type="submit" busy={busy} busyText="Creating…">
          Create key
        </BusyButton>
      </div>
    </Form>
  );
}

function NewSecret({ actor }: { actor: ApiKeysRef }) {
  const created = useSelector(actor, (s) => s.context.created);
  const [copied, setCopied] = useState(false);
  if (created === null) return null;
  return (
    <section className={settings.form} aria-label="Your new API key">
      <p className={settings.text}>
        Copy the secret now: it is shown this once. Key <strong>{created.keyId}</strong>
      </p>
      <code className={settings.secret} data-testid="api-key-secret">
        {created.secret}
      </code>
      <div className={settings.actions}>
        <Button
          kind="secondary"
          onClick={() =>
            void navigator.clipboard.writeText(created.secret).then(() => setCopied(true))
          }
        >
          {copied ? 'Copied' : 'Copy secret'}
        </Button>
        <Button kind="primary" onClick={() => actor.send({ type: 'apiKeys.dismiss' })}>
          Done
        </Button>
      </div>
    </section>
  );
}

/** The trader's API keys: listed, created (the secret shown once) and revoked. */
export function ApiKeysSection({ actor }: { actor: ApiKeysRef }) {
  const keys = useSelector(actor, (s) => s.context.keys);
  const error = useSelector(actor, (s) => s.context.error);
  const notice = useSelector(actor, (s) => s.context.notice);
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const showingSecret = useSelector(actor, (s) => s.matches('showingSecret'));
  return (
    <SettingsSection id="api-keys" icon={KeyRound} title="API keys">
      <p className={settings.text}>
        Keys let your programs read your account and, if you allow it, trade. No key can ever
        withdraw money. See the API reference for how to sign requests.
      </p>
      <FormNotice message={notice} />
      <FormAlert message={error} />
      {failed && (
        <div>
          <Button kind="secondary" onClick={() => actor.send({ type: 'apiKeys.load' })}>
            Try again
          </Button>
        </div>
      )}
      {keys.length > 0 && (
        <ul className={css.sessionList} aria-label="API keys">
          {keys.map((apiKey) => (
            <KeyRow key={apiKey.keyId} apiKey={apiKey} actor={actor} />
          ))}
        </ul>
      )}
      {showingSecret ? <NewSecret actor={actor} /> : <CreateForm actor={actor} />}
    </SettingsSection>
  );
}
