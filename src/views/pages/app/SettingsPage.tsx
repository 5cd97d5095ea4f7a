import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { flows } from '../../../flows.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { AppearanceSection } from '../../settings/AppearanceSection.tsx';
import { EmailSection } from '../../settings/EmailSection.tsx';
import { NotificationsSection } from '../../settings/NotificationsSection.tsx';
import { PasswordSection } from '../../settings/PasswordSection.tsx';
import { SessionsSection } from '../../settings/SessionsSection.tsx';
import * as page from '../../ui/page.css.ts';
import * as css from '../../widgets/settings/settings.css.ts';
import { TwoFactorSection } from '../../widgets/settings/TwoFactorSection.tsx';

/** Appearance, notifications, email, password, signed-in sessions and two-factor sign-in. */
export default function SettingsPage() {
  useDocumentTitle('Settings');
  const security = useActorRef(flows.accountSecurity);
  const notifications = useActorRef(flows.notificationPreferences);
  useEffect(() => security.send({ type: 'sessions.load' }), [security]);
  useEffect(() => notifications.send({ type: 'preferences.load' }), [notifications]);
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className={page.heading}>
        Settings
      </h1>
      <p className={page.lead}>
        How Derivo looks, what it tells you, and how you and your sessions sign in.
      </p>
      <div className={css.sections}>
        <AppearanceSection />
        <NotificationsSection actor={notifications} />
        <EmailSection />
        <PasswordSection actor={security} />
        <SessionsSection actor={security} />
        <TwoFactorSection />
      </div>
    </section>
  );
}
