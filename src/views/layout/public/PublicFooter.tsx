import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { socialLinks } from '../../../config/company.ts';
import { copyright, tagline } from '../../../content/company.ts';
import {
  footerQuickLinks,
  footerResourceLinks,
  type NavLink,
} from '../../../content/navigation.ts';
import { ExternalLink } from '../../ui/ExternalLink.tsx';
import { NavAnchor } from '../../ui/NavAnchor.tsx';
import { Logo } from '../shared/Logo.tsx';
import * as css from './public-footer.css.ts';

const NewsletterForm = lazy(() => import('../../widgets/public-forms/NewsletterForm.tsx'));

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

/** True once the element scrolls into view: below-the-fold code loads only when needed. */
function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  // DOM only: measures whether the element is on screen and so decides when to render the form's
  // markup; React.lazy loads its chunk on that render, and the chunk attaches its actor to the root.
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      // A tenth of the box in view: not while a page's chunk loads and the footer waits below the fold.
      { threshold: 0.1 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near] as const;
}

export function PublicFooter() {
  const [newsletterRef, newsletterNear] = useNearViewport<HTMLDivElement>();
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
                <ExternalLink className={css.socialLink} href={s.href}>
                  {s.network}
                </ExternalLink>
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
          <div ref={newsletterRef} className={css.newsletterPlaceholder}>
            {newsletterNear && (
              <Suspense fallback={null}>
                <NewsletterForm />
              </Suspense>
            )}
          </div>
        </section>
      </div>
      <p className={css.bottom}>{copyright(new Date().getFullYear())}</p>
    </footer>
  );
}
