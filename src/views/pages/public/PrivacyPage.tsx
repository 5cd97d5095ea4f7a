import { privacy, privacyMeta, privacySections } from '../../../content/privacy.ts';
import * as p from './public-pages.css.ts';
import { usePageMeta } from './use-page-meta.ts';

export default function PrivacyPage() {
  usePageMeta(privacyMeta);
  return (
    <article aria-labelledby="page-title">
      <header className={p.pageHeader}>
        <h1 id="page-title" className={p.title}>
          {privacy.title}
        </h1>
        <p className={p.updated}>{privacy.updated}</p>
        <p className={p.lead}>{privacy.lead}</p>
      </header>
      <div className={p.withSide}>
        <nav aria-labelledby="toc-title" className={`${p.toc} ${p.sticky}`}>
          <h2 id="toc-title" className={p.tocTitle}>
            Contents
          </h2>
          <ol className={p.tocList}>
            {privacySections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className={p.tocLink}>
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={p.prose}>
          {privacySections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              className={index === 0 ? undefined : p.section}
              aria-labelledby={`${section.id}-title`}
            >
              <h2 id={`${section.id}-title`} className={p.sectionTitle}>
                {section.title}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {section.items && (
                <ul>
                  {section.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
