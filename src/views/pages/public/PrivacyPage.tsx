import { privacy, privacyMeta, privacySections } from '../../../content/privacy.ts';
import { LegalDocument } from './LegalDocument.tsx';
import * as p from './public-pages.css.ts';
import { usePageMeta } from './use-page-meta.ts';

export default function PrivacyPage() {
  usePageMeta(privacyMeta);
  return (
    <LegalDocument
      title={privacy.title}
      updated={privacy.updated}
      lead={privacy.lead}
      contentsTitle="Contents"
      contents={privacySections}
    >
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
    </LegalDocument>
  );
}
