import { privacy, privacyMeta, privacySections } from '../../../content/privacy.ts';
import { TextList } from '../../ui/TextList.tsx';
import { LegalDocument, LegalSection } from './LegalDocument.tsx';
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
        <LegalSection key={section.id} id={section.id} first={index === 0} title={section.title}>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.items && <TextList items={section.items} />}
        </LegalSection>
      ))}
    </LegalDocument>
  );
}
