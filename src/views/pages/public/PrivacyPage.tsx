import { privacy, privacyMeta, privacySections } from '../../../content/privacy.ts';
import { TextList } from '../../ui/TextList.tsx';
import { LegalDocument, LegalSection } from './LegalDocument.tsx';

export default function PrivacyPage() {
  return (
    <LegalDocument document={privacy} meta={privacyMeta} contents={privacySections}>
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
