import type { ReactNode } from 'react';
import * as page from './page.css.ts';

/** A signed-in page's h1 (#page-title, which its section is labelled by) and the line under it. */
export function PageTitle({ title, lead }: { title: ReactNode; lead: ReactNode }) {
  return (
    <>
      <h1 id="page-title" className={page.heading}>
        {title}
      </h1>
      <p className={page.lead}>{lead}</p>
    </>
  );
}
