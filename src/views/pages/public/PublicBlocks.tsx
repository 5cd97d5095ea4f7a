import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { button } from '../../ui/button.css.ts';
import * as p from './public-pages.css.ts';

/** A public page's title block: what comes first, the h1 (#page-title), the lead, what follows. */
export function PageIntro({
  title,
  lead,
  updated,
  before,
  children,
}: {
  title: string;
  lead: string;
  /** A legal page's date line, between the title and the lead. */
  updated?: string;
  before?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className={p.pageHeader}>
      {before}
      <h1 id="page-title" className={p.title}>
        {title}
      </h1>
      {updated !== undefined && <p className={p.updated}>{updated}</p>}
      <p className={p.lead}>{lead}</p>
      {children}
    </header>
  );
}

/** A section named by its h2 (`titleId`). */
export function TitledSection({
  titleId,
  title,
  id,
  className,
  children,
}: {
  titleId: string;
  title: ReactNode;
  id?: string;
  className?: string | undefined;
  children: ReactNode;
}) {
  return (
    <section id={id} className={className} aria-labelledby={titleId}>
      <h2 id={titleId} className={p.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

interface Card {
  readonly title: string;
  readonly text: string;
}

/** Cards of a title and a text, three or four a row; `eyebrow` and `extra` add to each. */
export function CardGrid<T extends Card>({
  items,
  columns = 'three',
  eyebrow,
  extra,
}: {
  items: readonly T[];
  columns?: keyof typeof p.grid;
  eyebrow?: (item: T) => string;
  extra?: (item: T) => ReactNode;
}) {
  return (
    <ul className={`${p.list} ${p.grid[columns]}`}>
      {items.map((item) => (
        <li key={item.title} className={p.card}>
          {eyebrow && <p className={p.eyebrow}>{eyebrow(item)}</p>}
          <h3 className={p.cardTitle}>{item.title}</h3>
          <p className={p.cardText}>{item.text}</p>
          {extra?.(item)}
        </li>
      ))}
    </ul>
  );
}

/** The call to action at a page's foot: its title (with a line under it when given) and a link. */
export function CtaBand({
  titleId,
  title,
  text,
  href,
  label,
}: {
  titleId: string;
  title: string;
  text?: string;
  href: string;
  label: string;
}) {
  const heading = (
    <h2 id={titleId} className={p.ctaTitle}>
      {title}
    </h2>
  );
  return (
    <section className={p.ctaBand} aria-labelledby={titleId}>
      {text === undefined ? (
        heading
      ) : (
        <div>
          {heading}
          <p className={p.cardText}>{text}</p>
        </div>
      )}
      <Link href={href} className={button.primary}>
        {label}
      </Link>
    </section>
  );
}
