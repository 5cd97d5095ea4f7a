import { about, aboutMeta } from '../../../content/about.ts';
import { CardGrid, CtaBand, PageIntro, TitledSection } from './PublicBlocks.tsx';
import * as p from './public-pages.css.ts';
import { usePageMeta } from './use-page-meta.ts';

export default function AboutPage() {
  usePageMeta(aboutMeta);
  return (
    <article aria-labelledby="page-title">
      <PageIntro title={about.title} lead={about.lead} />
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
      <TitledSection
        className={p.section}
        titleId="registrations-title"
        title="Registrations and standards"
      >
        <CardGrid items={about.registrations} eyebrow={(item) => item.status} />
      </TitledSection>
      <CtaBand
        titleId="about-cta"
        title={about.cta.title}
        href="/signup"
        label={about.cta.button}
      />
    </article>
  );
}
