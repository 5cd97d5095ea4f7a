import { useId } from 'react';
import { copyright, socialLinks, tagline } from '../../../content/company.ts';
import {
  footerQuickLinks,
  footerResourceLinks,
  type NavLink,
} from '../../../content/navigation.ts';
import { button } from '../../ui/button.css.ts';
import { NavAnchor } from '../../ui/NavAnchor.tsx';
import { Logo } from '../shared/Logo.tsx';
import * as css from './public-footer.css.ts';

function LinkColumn({ title, links }: { title: string; links: readonly NavLink[] }) {
  return (
    <nav aria-label={title}>
      <h2 className={css.heading}>{title}</h2>
      <ul className={css.list}>
        {links.map((link) => (
          <li key={link.href}>
            <NavAnchor link={link} className={css.link} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function PublicFooter() {
  const emailId = useId();
  return (
    <footer className={css.footer}>
      <div className={css.grid}>
        <div>
          <Logo />
          <p className={css.tagline}>{tagline}</p>
          <ul className={css.social} aria-label="Social links">
            {socialLinks.map((s) => (
              <li key={s.network}>
                <a
                  className={css.socialLink}
                  href={s.href}
                  rel="noopener noreferrer"
                  target="_blank"
                >
                  {s.network}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <LinkColumn title="Quick Links" links={footerQuickLinks} />
        <LinkColumn title="Resources" links={footerResourceLinks} />
        <section aria-labelledby={`${emailId}-title`}>
          <h2 id={`${emailId}-title`} className={css.heading}>
            Newsletter
          </h2>
          <p className={css.tagline}>Market notes and product news, once a month.</p>
          <div className={css.newsletter}>
            <label htmlFor={emailId} className="visually-hidden">
              Email address
            </label>
            <input
              id={emailId}
              className={css.input}
              type="email"
              placeholder="you@example.com"
              autoComplete="email"
            />
            <button type="button" className={button.primary} disabled>
              Subscribe
            </button>
          </div>
        </section>
      </div>
      <p className={css.bottom}>{copyright(new Date().getFullYear())}</p>
    </footer>
  );
}
