import { Link } from 'wouter';
import { about, aboutMeta } from '../../../content/about.ts';
import { button } from '../../ui/button.css.ts';
import * as p from './public-pages.css.ts';
import { usePageMeta } from './use-page-meta.ts';

export default function AboutPage() {
  usePageMeta(aboutMeta);
  return (
    <article aria-labelledby="page-title">
      <header className={p.pageHeader}>
        <h1 id="page-title" className={p.title}>
          {about.title}
        </h1>
        <p className={p.lead}>{about.lead}</p>
      </header>
      <div className={p.grid.three}>
        {about.sections.map((section) => (
          <section key={section.title} className={p.card} aria-label={section.title}>
            <h2 className={p.cardTitle}>{section.title}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className={p.cardText}>
                {paragraph}
              </p>
            ))}
          </section>
        ))}
      </div>
      <section className={p.section} aria-labelledby="registrations-title">
        <h2 id="registrations-title" className={p.sectionTitle}>
          Registrations and standards
        </h2>
        <ul className={`${p.list} ${p.grid.three}`}>
          {about.registrations.map((item) => (
            <li key={item.title} className={p.card}>
              <p className={p.eyebrow}>{item.status}</p>
              <h3 className={p.cardTitle}>{item.title}</h3>
              <p className={p.cardText}>{item.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className={p.ctaBand} aria-labelledby="about-cta">
        <h2 id="about-cta" className={p.ctaTitle}>
          {about.cta.title}
        </h2>
        <Link href="/signup" className={button.primary}>
          {about.cta.button}
        </Link>
      </section>
    </article>
  );
}
