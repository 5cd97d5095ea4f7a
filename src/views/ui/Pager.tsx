import type { ReactNode } from 'react';
import { Button } from './Button.tsx';
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
      <Button kind="secondary" disabled={page <= 1} onClick={() => onGo(page - 1)}>
        {previous}
      </Button>
      {children}
      <Button kind="secondary" disabled={page >= pages} onClick={() => onGo(page + 1)}>
        {next}
      </Button>
    </div>
  );
}
