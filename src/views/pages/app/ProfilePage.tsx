import { useSelector } from '@xstate/react';
import { type ReactNode, useState } from 'react';
import { Link } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import type { Profile } from '../../../contracts/kyc.ts';
import type { kycFlows } from '../../../kyc-flows.ts';
import { systemIds } from '../../../machines/ids.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { usePageActor } from '../../hooks/use-page-actor.ts';
import { BusyButton, Button } from '../../ui/Button.tsx';
import { button } from '../../ui/button.css.ts';
import { Form } from '../../ui/Form.tsx';
import { LoadingNotice } from '../../ui/LoadingNotice.tsx';
import { TextList } from '../../ui/TextList.tsx';
import * as auth from '../../widgets/auth/auth.css.ts';
import { FormAlert, FormNotice } from '../../widgets/auth/FormMessages.tsx';
import { FullNameField, PhoneField } from '../../widgets/auth/ProfileFields.tsx';
import { KycStatusBadge } from '../../widgets/kyc/KycStatusBadge.tsx';
import * as css from '../../widgets/kyc/kyc.css.ts';

type ProfileRef = ActorRefFrom<typeof kycFlows.profile>;

const memberSince = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(iso),
  );

/** What the terms still ask of the trader before a withdrawal. */
function missingSteps(kyc: Profile['kyc']): string[] {
  const missing: string[] = [];
  if (kyc.aadhaar.state !== 'verified') missing.push('Verify your Aadhaar');
  if (kyc.pan.state !== 'verified') missing.push('Verify your PAN');
  if (kyc.bank.state !== 'verified') missing.push('Add and verify a bank account');
  return missing;
}

function Details({ actor, profile }: { actor: ProfileRef; profile: Profile }) {
  const editing = useSelector(actor, (s) => s.matches('editing') || s.matches('saving'));
  const saving = useSelector(actor, (s) => s.matches('saving'));
  const draft = useSelector(actor, (s) => s.context.draft);
  const error = useSelector(actor, (s) => s.context.error);
  const [fullName, setFullName] = useState(draft.fullName);
  const [phoneNumber, setPhoneNumber] = useState(draft.phoneNumber);
  const nameLocked = profile.kyc.pan.state === 'verified';
  const fieldError = (field: string) => (error?.field === field ? error.message : null);

  if (!editing) {
    return (
      <>
        <dl className={css.details} data-testid="profile-details">
          <dt className={css.term}>Name</dt>
          <dd className={css.definition}>{profile.fullname}</dd>
          <dt className={css.term}>Email</dt>
          <dd className={css.definition}>{profile.email}</dd>
          <dt className={css.term}>Phone</dt>
          <dd className={css.definition}>{profile.phoneNumber ?? 'Not added'}</dd>
          <dt className={css.term}>Account type</dt>
          <dd className={css.definition}>
            {profile.accountType === 'individual' ? 'Individual' : 'Set by your PAN verification'}
          </dd>
          <dt className={css.term}>Country of residence</dt>
          <dd className={css.definition}>
            {profile.countryOfResidence === 'IN' ? 'India' : 'Set by your Aadhaar verification'}
          </dd>
          <dt className={css.term}>Member since</dt>
          <dd className={css.definition}>{memberSince(profile.memberSince)}</dd>
        </dl>
        <div className={css.actions}>
          <Button
            kind="secondary"
            onClick={() => {
              setFullName(profile.fullname);
              setPhoneNumber(profile.phoneNumber ?? '');
              actor.send({ type: 'profile.edit' });
            }}
          >
            Edit details
          </Button>
        </div>
      </>
    );
  }
  return (
    <Form
      className={auth.form}
      onSubmit={() => actor.send({ type: 'profile.save', edit: { fullName, phoneNumber } })}
      busy={saving}
    >
      <FormAlert message={fieldError('form')} />
      <FullNameField
        name="fullname"
        hint={nameLocked ? 'Verified with your PAN: it cannot be changed here.' : undefined}
        readOnly={nameLocked}
        value={fullName}
        onValueChange={setFullName}
        error={fieldError('fullName')}
      />
      <PhoneField
        name="phone"
        optional
        value={phoneNumber}
        onValueChange={setPhoneNumber}
        error={fieldError('phoneNumber')}
      />
      <div className={css.actions}>
        <BusyButton kind="primary" type="submit" busy={saving} busyText="Saving…">
          Save
        </BusyButton>
        <Button kind="ghost" onClick={() => actor.send({ type: 'profile.cancel' })}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}

function Verification({ profile }: { profile: Profile }) {
  const { kyc } = profile;
  const missing = missingSteps(kyc);
  return (
    <div className={css.card}>
      <h2 className={css.cardTitle}>KYC verification</h2>
      <KycStatusBadge status={kyc.status} />
      <dl className={css.details} data-testid="profile-kyc">
        <dt className={css.term}>Aadhaar</dt>
        <dd className={css.definition}>{kyc.aadhaar.masked ?? 'Not verified'}</dd>
        <dt className={css.term}>PAN</dt>
        <dd className={css.definition}>{kyc.pan.masked ?? 'Not verified'}</dd>
        <dt className={css.term}>Bank account</dt>
        <dd className={css.definition}>
          {kyc.bank.masked === null ? 'Not added' : `${kyc.bank.masked} · ${kyc.bank.ifsc ?? ''}`}
        </dd>
      </dl>
      {kyc.pan.failure !== null && kyc.pan.state === 'failed' && (
        <FormAlert message={`PAN refused: ${kyc.pan.failure}`} />
      )}
      {missing.length === 0 ? (
        <p className={auth.muted}>Withdrawals are paid to the bank account above.</p>
      ) : (
        <>
          <p className={auth.muted}>Still needed before you can withdraw:</p>
          <TextList className={css.missing} items={missing} />
          <Link href="/kyc" className={`${button.primary} ${auth.submit}`}>
            {kyc.status === 'none' ? 'Start KYC' : 'Continue KYC'}
          </Link>
        </>
      )}
    </div>
  );
}

/** The profile runs in the root system while /profile is open (src/kyc-flows.ts, profileRoute). */
export default function ProfilePage() {
  useDocumentTitle('Profile');
  const actor = usePageActor<typeof kycFlows.profile>(systemIds.profile);
  if (!actor) {
    return (
      <ProfileFrame>
        <LoadingProfile />
      </ProfileFrame>
    );
  }
  return <ProfileView actor={actor} />;
}

function LoadingProfile() {
  return <LoadingNotice className={auth.muted}>Loading your profile…</LoadingNotice>;
}

function ProfileFrame({ children }: { children: ReactNode }) {
  return (
    <section className={css.page} aria-labelledby="page-title">
      <header className={css.header}>
        <h1 id="page-title" className={css.title}>
          Profile
        </h1>
        <p className={css.lead}>Your account details and KYC verification status.</p>
      </header>
      {children}
    </section>
  );
}

function ProfileView({ actor }: { actor: ProfileRef }) {
  const profile = useSelector(actor, (s) => s.context.profile);
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const failed = useSelector(actor, (s) => s.matches('loadFailed'));
  const error = useSelector(actor, (s) => s.context.error);
  const notice = useSelector(actor, (s) => s.context.notice);
  return (
    <ProfileFrame>
      {loading && <LoadingProfile />}
      {failed && (
        <div className={css.card}>
          <FormAlert message={error?.message} />
          <Button kind="primary" onClick={() => actor.send({ type: 'profile.retry' })}>
            Try again
          </Button>
        </div>
      )}
      {profile !== null && (
        <div className={css.grid2}>
          <div className={css.card}>
            <h2 className={css.cardTitle}>Your details</h2>
            <FormNotice message={notice} />
            <Details actor={actor} profile={profile} />
          </div>
          <Verification profile={profile} />
        </div>
      )}
    </ProfileFrame>
  );
}
