import { apiDocs, apiDocsMeta } from '../../../content/api-docs.ts';
import { EmailSignupForm } from '../../widgets/public-forms/EmailSignupForm.tsx';
import { CardGrid, CtaBand, PageIntro, TitledSection } from './PublicBlocks.tsx';
import * as p from './public-pages.css.ts';
import { usePageMeta } from './use-page-meta.ts';

export default function ApiDocsPage() {
  usePageMeta(apiDocsMeta);
  return (
    <article aria-labelledby="page-title">
      <PageIntro
        before={<p className={p.eyebrow}>{apiDocs.badge}</p>}
        title={apiDocs.title}
        lead={apiDocs.lead}
      >
        <div className={p.waitlist}>
          <EmailSignupForm
            kind="waitlist"
            name="API waitlist"
            label={apiDocs.waitlist.label}
            submitLabel={apiDocs.waitlist.submit}
            sendingLabel={apiDocs.waitlist.sending}
          />
        </div>
      </PageIntro>
      <TitledSection titleId="api-features" title="What the API will offer">
        <CardGrid items={apiDocs.features} />
      </TitledSection>
      <CtaBand
        titleId="api-cta"
        title={apiDocs.cta.title}
        text={apiDocs.cta.text}
        href="/signup"
        label={apiDocs.cta.button}
      />
    </article>
  );
}
