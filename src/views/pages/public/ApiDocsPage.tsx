import { Link } from 'wouter';
import { apiDocs, apiDocsMeta } from '../../../content/api-docs.ts';
import { button } from '../../ui/button.css.ts';
import { EmailSignupForm } from '../../widgets/public-forms/EmailSignupForm.tsx';
import * as p from './public-pages.css.ts';
import { usePageMeta } from './use-page-meta.ts';

export default function ApiDocsPage() {
  usePageMeta(apiDocsMeta);
  return (
    <article aria-labelledby="page-title">
      <header className={p.pageHeader}>
        <p className={p.eyebrow}>{apiDocs.badge}</p>
        <h1 id="page-title" className={p.title}>
          {apiDocs.title}
        </h1>
        <p className={p.lead}>{apiDocs.lead}</p>
        <div className={p.waitlist}>
          <EmailSignupForm
            kind="waitlist"
            name="API waitlist"
            label={apiDocs.waitlist.label}
            submitLabel={apiDocs.waitlist.submit}
            sendingLabel={apiDocs.waitlist.sending}
          />
        </div>
      </header>
      <section aria-labelledby="api-features">
        <h2 id="api-features" className={p.sectionTitle}>
          What the API will offer
        </h2>
        <ul className={`${p.list} ${p.grid.three}`}>
          {apiDocs.features.map((feature) => (
            <li key={feature.title} className={p.card}>
              <h3 className={p.cardTitle}>{feature.title}</h3>
              <p className={p.cardText}>{feature.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className={p.ctaBand} aria-labelledby="api-cta">
        <div>
          <h2 id="api-cta" className={p.ctaTitle}>
            {apiDocs.cta.title}
          </h2>
          <p className={p.cardText}>{apiDocs.cta.text}</p>
        </div>
        <Link href="/signup" className={button.primary}>
          {apiDocs.cta.button}
        </Link>
      </section>
    </article>
  );
}
