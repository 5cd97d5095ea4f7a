import { riskDisclosure, terms, termsMeta, termsSections } from '../../../content/terms.ts';
import * as p from './public-pages.css.ts';
import { usePageMeta } from './use-page-meta.ts';

const contents = [...termsSections, riskDisclosure].map(({ id, title }) => ({ id, title }));

export default function TermsPage() {
  usePageMeta(termsMeta);
  return (
    <article aria-labelledby="page-title">
      <header className={p.pageHeader}>
        <h1 id="page-title" className={p.title}>
          {terms.title}
        </h1>
        <p className={p.updated}>{terms.updated}</p>
        <p className={p.lead}>{terms.lead}</p>
      </header>
      <div className={p.withSide}>
        <nav aria-labelledby="toc-title" className={`${p.toc} ${p.sticky}`}>
          <h2 id="toc-title" className={p.tocTitle}>
            {terms.contentsTitle}
          </h2>
          <ol className={p.tocList}>
            {contents.map((item) => (
              <li key={item.id}>
                <a href={`#${item.id}`} className={p.tocLink}>
                  {item.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={p.prose}>
          {termsSections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              className={index === 0 ? undefined : p.section}
              aria-labelledby={`${section.id}-title`}
            >
              <h2 id={`${section.id}-title`} className={p.sectionTitle}>
                {index + 1}. {section.title}
              </h2>
              <ol className={`${p.list} ${p.clauses}`}>
                {section.clauses.map((clause) => (
                  <li key={clause.number} className={p.clause}>
                    <span className={p.clauseNumber}>{clause.number}</span>
                    <p className={p.clauseText}>
                      {clause.term && <strong className={p.term}>{clause.term}: </strong>}
                      {clause.text}
                    </p>
                  </li>
                ))}
              </ol>
            </section>
          ))}
          <section
            id={riskDisclosure.id}
            className={p.section}
            aria-labelledby={`${riskDisclosure.id}-title`}
          >
            <h2 id={`${riskDisclosure.id}-title`} className={p.sectionTitle}>
              {riskDisclosure.title}
            </h2>
            <div className={p.notice}>
              <ul className={p.clauses}>
                {riskDisclosure.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </div>
          </section>
        </div>
      </div>
    </article>
  );
}
