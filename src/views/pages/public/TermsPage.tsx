import { riskDisclosure, terms, termsMeta, termsSections } from '../../../content/terms.ts';
import { TextList } from '../../ui/TextList.tsx';
import { LegalDocument, LegalSection } from './LegalDocument.tsx';
import * as p from './public-pages.css.ts';

const contents = [...termsSections, riskDisclosure].map(({ id, title }) => ({ id, title }));

export default function TermsPage() {
  return (
    <LegalDocument document={terms} meta={termsMeta} contents={contents}>
      {termsSections.map((section, index) => (
        <LegalSection
          key={section.id}
          id={section.id}
          first={index === 0}
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
        </LegalSection>
      ))}
      <LegalSection id={riskDisclosure.id} title={riskDisclosure.title}>
        <div className={p.notice}>
          <TextList className={p.clauses} items={riskDisclosure.points} />
        </div>
      </LegalSection>
    </LegalDocument>
  );
}
