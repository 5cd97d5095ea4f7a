import type { ReactNode } from 'react';
import { button } from './button.css.ts';
import { pager } from './data.css.ts';

/** Previous and Next around where the list is (`children`), each off at its end. */
export function Pager({
  page,
  pages,
  onGo,
  previous = 'Previous',
  next = 'Next',
  children,
}: {
  page: number;
  pages: number;
  onGo: (page: number) => void;
  previous?: string;
  next?: string;
  children: ReactNode;
}) {
  return (
    <div className={pager}>
      <button
        type="button"
        className={button.secondary}
        disabled={page <= 1}
        onClick={() => onGo(page - 1)}
      >
        {previous}
      </button>
      {children}
      <button
        type="button"
        className={button.secondary}
        disabled={page >= pages}
        onClick={() => onGo(page + 1)}
      >
        {next}
      </button>
    </div>
  );
}
