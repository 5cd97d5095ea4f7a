import { Menu, X } from 'lucide-react';
import { useCallback, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { publicNavLinks } from '../../../content/navigation.ts';
import { useDismiss } from '../../hooks/use-dismiss.ts';
import { useHydrated } from '../../hooks/use-hydrated.ts';
import { useSessionView } from '../../hooks/use-session-view.ts';
import { button, iconButton } from '../../ui/button.css.ts';
import { NavAnchor } from '../../ui/NavAnchor.tsx';
import { Logo } from '../shared/Logo.tsx';
import { SignOutButton } from '../shared/SignOutButton.tsx';
import { ThemeToggle } from '../shared/ThemeToggle.tsx';
import * as css from './public-header.css.ts';

function AccountButtons({ onNavigate }: { onNavigate?: () => void }) {
  const { authenticated } = useSessionView();
  if (authenticated) {
    return (
      <>
        <Link href="/dashboard" className={button.secondary} onClick={onNavigate}>
          Dashboard
        </Link>
        <SignOutButton className={button.primary} />
      </>
    );
  }
  return (
    <>
      <Link href="/login" className={button.secondary} onClick={onNavigate}>
        Log in
      </Link>
      <Link href="/signup" className={button.primary} onClick={onNavigate}>
        Sign up
      </Link>
    </>
  );
}

export function PublicHeader() {
  const [location] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  // On a prerendered page the menu opens once the app has hydrated the button.
  const ready = useHydrated();
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const header = useRef<HTMLElement>(null);
  useDismiss(header, menuOpen, closeMenu);
  return (
    <header className={css.header} ref={header}>
      <div className={css.bar}>
        <Logo />
        <nav className={css.nav} aria-label="Main">
          {publicNavLinks.map((link) => (
            <NavAnchor
              key={link.href}
              link={link}
              className={css.navLink}
              current={location === link.href}
            />
          ))}
        </nav>
        <div className={css.actions}>
          <ThemeToggle />
          <span className={css.desktopOnly}>
            <AccountButtons />
          </span>
          <button
            type="button"
            className={`${iconButton} ${css.phoneOnly}`}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
            disabled={!ready}
          >
            {menuOpen ? <X size={20} aria-hidden /> : <Menu size={20} aria-hidden />}
          </button>
        </div>
      </div>
      {menuOpen && (
        <nav id={menuId} className={css.mobileMenu} aria-label="Mobile">
          {publicNavLinks.map((link) => (
            <NavAnchor
              key={link.href}
              link={link}
              className={css.mobileLink}
              onNavigate={closeMenu}
            />
          ))}
          <div className={css.mobileActions}>
            <AccountButtons onNavigate={closeMenu} />
          </div>
        </nav>
      )}
    </header>
  );
}
