import { riskDisclosure, terms, termsMeta, termsSections } from '../../../content/terms.ts';
import { LegalDocument } from './LegalDocument.tsx';
import { TitledSection } from './PublicBlocks.tsx';
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
        <TitledSection
          key={section.id}
          id={section.id}
          className={index === 0 ? undefined : p.section}
          titleId={`${section.id}-title`}
          title={`${index + 1}. ${section.title}`}
        >
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
        </TitledSection>
      ))}
      <TitledSection
        id={riskDisclosure.id}
        className={p.section}
        titleId={`${riskDisclosure.id}-title`}
        title={riskDisclosure.title}
      >
        <div className={p.notice}>
          <ul className={p.clauses}>
            {riskDisclosure.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </div>
      </TitledSection>
    </LegalDocument>
  );
}
