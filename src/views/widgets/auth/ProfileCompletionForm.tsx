import { useSelector } from '@xstate/react';
import { CircleAlert } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import {
  type AccountType,
  RESIDENCE_COUNTRIES,
  type ResidenceCountry,
} from '../../../contracts/oauth.ts';
import type { ProfileCompletionField } from '../../../machines/oauth/profile-completion.ts';
import { oauthActor } from '../../../oauth-system.ts';
import { useSessionUser } from '../../hooks/use-session-view.ts';
import * as css from './auth.css.ts';
import { FormAlert } from './FormMessages.tsx';
import * as oauthCss from './oauth.css.ts';
import { FullNameField, PhoneField } from './ProfileFields.tsx';
import { SubmitButton } from './SubmitButton.tsx';

const ACCOUNT_TYPE_LABELS: Record<AccountType, string> = {
  individual: 'Individual',
  institutional: 'Institutional',
};

function FieldError({ id, message }: { id: string; message: string | null }) {
  if (message === null) return null;
  return (
    <p id={id} className={css.fieldError}>
      <CircleAlert size={16} aria-hidden />
      <span>{message}</span>
    </p>
  );
}

/**
 * The short step after a Google sign-up: what the terms ask at registration that Google does
 * not give. The OAuth machine checks and saves it, then opens the app.
 */
export function ProfileCompletionForm() {
  const saving = useSelector(oauthActor, (s) => s.matches('savingProfile'));
  const error = useSelector(oauthActor, (s) => s.context.profileError);
  const draft = useSelector(oauthActor, (s) => s.context.profileDraft);
  // Google's name for the account, as a start: the PAN's may differ.
  const googleName = useSessionUser()?.fullName ?? '';
  const [fullName, setFullName] = useState(draft?.fullName ?? googleName);
  const [phoneNumber, setPhoneNumber] = useState(draft?.phoneNumber ?? '');
  const [accountType, setAccountType] = useState<AccountType | ''>(draft?.accountType ?? '');
  const [country, setCountry] = useState<ResidenceCountry | ''>(draft?.country ?? 'IN');
  const ids = useId();
  const errorOf = (field: ProfileCompletionField) =>
    error?.field === field ? error.message : null;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    oauthActor.send({
      type: 'oauth.completeProfile',
      details: { fullName, phoneNumber, accountType, country },
    });
  };
  return (
    <form className={css.form} onSubmit={onSubmit} noValidate aria-busy={saving}>
      <FormAlert message={errorOf('form')} />
      <FullNameField
        label="Full name as per PAN"
        hint="KYC matches it with your PAN."
        value={fullName}
        onValueChange={setFullName}
        error={errorOf('fullName')}
      />
      <PhoneField
        value={phoneNumber}
        onValueChange={setPhoneNumber}
        error={errorOf('phoneNumber')}
      />
      <fieldset
        className={oauthCss.choices}
        aria-invalid={errorOf('accountType') ? true : undefined}
        aria-describedby={errorOf('accountType') ? `${ids}-type` : undefined}
      >
        <legend className={oauthCss.legend}>Account type</legend>
        {(Object.keys(ACCOUNT_TYPE_LABELS) as AccountType[]).map((type) => (
          <label key={type} className={oauthCss.choice}>
            <input
              type="radio"
              name="account-type"
              value={type}
              checked={accountType === type}
              onChange={() => setAccountType(type)}
            />
            {ACCOUNT_TYPE_LABELS[type]}
          </label>
        ))}
      </fieldset>
      <FieldError id={`${ids}-type`} message={errorOf('accountType')} />
      <div className={css.field}>
        <label htmlFor={`${ids}-country`} className={css.label}>
          Country of residence
        </label>
        <select
          id={`${ids}-country`}
          className={oauthCss.select}
          value={country}
          onChange={(event) => setCountry(event.currentTarget.value as ResidenceCountry | '')}
          aria-invalid={errorOf('country') ? true : undefined}
          aria-describedby={errorOf('country') ? `${ids}-country-error` : undefined}
        >
          <option value="">Choose a country</option>
          {(Object.keys(RESIDENCE_COUNTRIES) as ResidenceCountry[]).map((code) => (
            <option key={code} value={code}>
              {RESIDENCE_COUNTRIES[code]}
            </option>
          ))}
        </select>
        <FieldError id={`${ids}-country-error`} message={errorOf('country')} />
      </div>
      <SubmitButton busy={saving} busyText="Saving…">
        Save and continue
      </SubmitButton>
    </form>
  );
}
