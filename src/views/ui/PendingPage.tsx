import { useDocumentTitle } from '../hooks/use-document-title.ts';
import { NotAvailableYet } from './NotAvailableYet.tsx';
import * as css from './page.css.ts';

interface Props {
  readonly title: string;
  readonly lead: string;
  readonly feature: string;
  readonly detail: string;
}

/** A page whose screen a later release builds: its title, what it is for, and an honest notice. */
export function PendingPage({ title, lead, feature, detail }: Props) {
  useDocumentTitle(title);
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className={css.heading}>
        {title}
      </h1>
      <p className={css.lead}>{lead}</p>
      <NotAvailableYet feature={feature} detail={detail} />
    </section>
  );
}
