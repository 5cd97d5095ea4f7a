import { Menu, ReceiptText } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { appNavLinks } from '../../../content/navigation.ts';
import { useScrolled } from '../../hooks/use-scrolled.ts';
import { NotificationBell } from '../../notifications/NotificationBell.tsx';
import { isCurrentPath } from '../../routing/is-current-path.ts';
import { iconButton } from '../../ui/button.css.ts';
import { CurrencyToggle } from '../shared/CurrencyToggle.tsx';
import { Logo } from '../shared/Logo.tsx';
import { ThemeToggle } from '../shared/ThemeToggle.tsx';
import * as css from './app-shell.css.ts';
import { FundsBadge } from './FundsBadge.tsx';
import { ProfileMenu } from './ProfileMenu.tsx';

export function AppHeader() {
  const [location] = useLocation();
  const scrolled = useScrolled();
  return (
    <header className={`${css.header} ${scrolled ? css.headerSolid : ''}`} data-scrolled={scrolled}>
      <div className={`${css.bar} ${css.desktopOnly}`}>
        <Logo href="/dashboard" />
        <nav className={css.nav} aria-label="Trading">
          {appNavLinks.map((link) => (
            <Link
              key={link.href}
              href={link.href}
              className={css.navLink}
              aria-current={isCurrentPath(location, link.href) ? 'page' : undefined}
            >
              {link.label}
            </Link>
          ))}
        </nav>
        <div className={css.tools}>
          <FundsBadge layout="desktop" />
          <ThemeToggle />
          <CurrencyToggle />
          <NotificationBell />
          <ProfileMenu />
        </div>
      </div>
      <div className={`${css.bar} ${css.phoneOnly}`}>
        <Logo href="/dashboard" compact />
        <div className={`${css.tools} ${css.phoneTools}`}>
          <FundsBadge layout="phone" />
          <ThemeToggle />
          <CurrencyToggle compact />
          <Link href="/orders" className={iconButton} aria-label="Orders">
            <ReceiptText size={18} aria-hidden />
          </Link>
          <NotificationBell />
          <ProfileMenu label="Menu" icon={<Menu size={18} aria-hidden />} />
        </div>
      </div>
    </header>
  );
}
