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

/** A table with its head row from `columns` and its rows as children. */
export function HeadedTable({
  className,
  label,
  children,
  ...head
}: Parameters<typeof TableHead>[0] & {
  className: string;
  /** Names the table itself (when its scroll frame does not). */
  label?: string;
  children: ReactNode;
}) {
  return (
    <table className={className} aria-label={label}>
      <TableHead {...head} />
      <tbody>{children}</tbody>
    </table>
  );
}

/** What a feature's own table frame takes: the table's name, its columns and its rows. */
export interface FramedTableProps {
  readonly label: string;
  readonly columns: readonly Column[];
  readonly children: ReactNode;
}
