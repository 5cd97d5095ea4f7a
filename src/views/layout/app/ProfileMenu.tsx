import { UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { type NavLink, profileMenuLinks } from '../../../content/navigation.ts';
import { NavAnchor } from '../../ui/NavAnchor.tsx';
import { SignOutButton } from '../shared/SignOutButton.tsx';
import { Disclosure } from './Disclosure.tsx';
import * as css from './menu.css.ts';

interface Props {
  readonly links?: readonly NavLink[];
  readonly label?: string;
  readonly icon?: ReactNode;
}

export function ProfileMenu({
  links = profileMenuLinks,
  label = 'Profile menu',
  icon = <UserRound size={18} aria-hidden />,
}: Props) {
  return (
    <Disclosure label={label} icon={icon}>
      {(close) => (
        <nav aria-label={label}>
          <ul className={css.list}>
            {links.map((link) => (
              <li key={link.href}>
                <NavAnchor link={link} className={css.item} onNavigate={close} />
              </li>
            ))}
            <li>
              <SignOutButton className={css.item} />
            </li>
          </ul>
        </nav>
      )}
    </Disclosure>
  );
}
