import type { ReactNode } from 'react';
import { PageIntro, TitledSection } from './PublicBlocks.tsx';
import * as p from './public-pages.css.ts';
import { type PageMeta, usePageMeta } from './use-page-meta.ts';

interface Props {
  readonly document: {
    readonly title: string;
    readonly updated: string;
    readonly lead: string;
    readonly contentsTitle: string;
  };
  readonly meta: PageMeta;
  readonly contents: readonly { readonly id: string; readonly title: string }[];
  readonly children: ReactNode;
}

/** The frame of a legal page: title, date, lead, a table of contents linking each section. */
export function LegalDocument({ document, meta, contents, children }: Props) {
  const { title, updated, lead, contentsTitle } = document;
  usePageMeta(meta);
  return (
    <article aria-labelledby="page-title">
      <PageIntro title={title} updated={updated} lead={lead} />
      <div className={p.withSide}>
        <nav aria-labelledby="toc-title" className={`${p.toc} ${p.sticky}`}>
          <h2 id="toc-title" className={p.tocTitle}>
            {contentsTitle}
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
        <div className={p.prose}>{children}</div>
      </div>
    </article>
  );
}

/** A section of a legal page: its id is its anchor in the contents; a rule sets off all but the first. */
export function LegalSection({
  id,
  title,
  first = false,
  children,
}: {
  id: string;
  title: string;
  first?: boolean;
  children: ReactNode;
}) {
  return (
    <TitledSection
      id={id}
      className={first ? undefined : p.section}
      titleId={`${id}-title`}
      title={title}
    >
      {children}
    </TitledSection>
  );
}
