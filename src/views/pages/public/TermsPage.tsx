import { riskDisclosure, terms, termsMeta, termsSections } from '../../../content/terms.ts';
import { LegalDocument } from './LegalDocument.tsx';
import * as p from './public-pages.css.ts';
import { usePageMeta } from './use-page-meta.ts';

const contents = [...termsSections, riskDisclosure].map(({ id, title }) => ({ id, title }));

export default function TermsPage() {
  usePageMeta(termsMeta);
  return (
    <LegalDocument
      title={terms.title}
      updated={terms.updated}
      lead={terms.lead}
      contentsTitle={terms.contentsTitle}
      contents={contents}
    >
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
    </LegalDocument>
  );
}
