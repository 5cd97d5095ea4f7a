import { privacy, privacyMeta, privacySections } from '../../../content/privacy.ts';
import { LegalDocument } from './LegalDocument.tsx';
import { TitledSection } from './PublicBlocks.tsx';
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
        <TitledSection
          key={section.id}
          id={section.id}
          className={index === 0 ? undefined : p.section}
          titleId={`${section.id}-title`}
          title={section.title}
        >
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
        </TitledSection>
      ))}
    </LegalDocument>
  );
}
