import type { flows } from '../../../flows.ts';
import type { apiKeysMachine } from '../../../machines/api-keys/api-keys.machine.ts';
import { systemIds } from '../../../machines/ids.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { usePageActor } from '../../hooks/use-page-actor.ts';
import { ApiKeysSection } from '../../settings/ApiKeysSection.tsx';
import { AppearanceSection } from '../../settings/AppearanceSection.tsx';
import { EmailSection } from '../../settings/EmailSection.tsx';
import { NotificationsSection } from '../../settings/NotificationsSection.tsx';
import { PasswordSection } from '../../settings/PasswordSection.tsx';
import { SessionsSection } from '../../settings/SessionsSection.tsx';
import { PageTitle } from '../../ui/PageTitle.tsx';
import * as css from '../../widgets/settings/settings.css.ts';
import { TwoFactorSection } from '../../widgets/settings/TwoFactorSection.tsx';

/**
 * Appearance, notifications, email, password, signed-in sessions and two-factor sign-in. The
 * sections' actors run in the root system while /settings is open (src/flows.ts, settingsRoute);
 * each section shows once its actor is there.
 */
export default function SettingsPage() {
  useDocumentTitle('Settings');
  const security = usePageActor<typeof flows.accountSecurity>(systemIds.accountSecurity);
  const apiKeys = usePageActor<typeof apiKeysMachine>(systemIds.apiKeys);
  const notifications = usePageActor<typeof flows.notificationPreferences>(
    systemIds.notificationPreferences,
  );
  return (
    <section aria-labelledby="page-title">
      <PageTitle
        title="Settings"
        lead="How Derivo looks, what it tells you, and how you and your sessions sign in."
      />
      <div className={css.sections}>
        <AppearanceSection />
        {notifications && <NotificationsSection actor={notifications} />}
        <EmailSection />
        {security && <PasswordSection actor={security} />}
        {security && <SessionsSection actor={security} />}
        <TwoFactorSection />
        {apiKeys && <ApiKeysSection actor={apiKeys} />}
      </div>
    </section>
  );
}
