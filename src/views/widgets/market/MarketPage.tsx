import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { ConnectionBadge, ConnectionNotice } from './ConnectionBadge.tsx';
import { LiveStatusProvider } from './LivePrice.tsx';
import * as css from './market.css.ts';

/** The frame of every market screen: title, subtitle, the connection badge and notice. */
export function MarketPage({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <LiveStatusProvider>
      <section aria-labelledby="page-title" className={css.marketSection}>
        <div className={css.pageHeader}>
          <div>
            <h1 id="page-title" className={css.title}>
              {title}
            </h1>
            <p className={css.subtitle}>{subtitle}</p>
          </div>
          <ConnectionBadge />
        </div>
        <ConnectionNotice />
        {children}
      </section>
    </LiveStatusProvider>
  );
}
