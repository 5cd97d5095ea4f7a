import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import * as settings from '../widgets/settings/settings.css.ts';

/** One section of /settings: its icon and title (`<id>-title`, which labels it), then its body. */
export function SettingsSection({
  id,
  icon: Icon,
  title,
  children,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className={settings.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={settings.sectionTitle}>
        <Icon size={20} aria-hidden /> {title}
      </h2>
      {children}
    </section>
  );
}
