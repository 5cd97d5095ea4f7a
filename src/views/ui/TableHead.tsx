import type { ReactNode } from 'react';

export interface Column {
  readonly label: ReactNode;
  /** Needed when the label is not a string (a visually hidden one). */
  readonly key?: string;
  readonly numeric?: boolean;
}

/** A table's head row from its columns: numeric ones take `numericClass` (right-aligned). */
export function TableHead({
  columns,
  thClass,
  numericClass,
  scope,
}: {
  columns: readonly Column[];
  thClass: string;
  numericClass: string;
  scope?: 'col';
}) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th
            key={column.key ?? String(column.label)}
            scope={scope}
            className={column.numeric === true ? `${thClass} ${numericClass}` : thClass}
          >
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
