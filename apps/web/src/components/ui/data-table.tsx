import type { ReactNode } from 'react';
import './data-table.css';

type DataAttributes = { [name: `data-${string}`]: string | number | undefined };

export interface DataTableColumn<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  align?: 'start' | 'end';
  /** Classes of the column's body cells; a function when they depend on the row. */
  className?: string | ((row: Row) => string);
  /** data-testid of each of the column's body cells. */
  testId?: string;
  /** Names the cell on the narrow-screen card; the header when left out and it is text. */
  label?: string;
}

export interface DataTableTotal {
  content: ReactNode;
  className?: string;
  testId?: string;
}

/** A totals row: its heading spans the columns before the first total. */
export interface DataTableFooter {
  label: ReactNode;
  /** By column key; a column after the first total that has none gets an empty cell. */
  totals: Partial<Record<string, DataTableTotal>>;
  className?: string;
  testId?: string;
}

export interface DataTableProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** data-* attributes of a body row (data-testid, data-status…). */
  rowAttributes?: (row: Row) => DataAttributes;
  /** Read by screen readers only. */
  caption?: ReactNode;
  footer?: DataTableFooter;
  /** Added to `data-table`, e.g. the feature's own table class. */
  className?: string;
  id?: string;
  testId?: string;
}

function classes(...names: (string | false | undefined)[]): string | undefined {
  const joined = names.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}

const alignClass = (align: 'start' | 'end' | undefined) => align === 'end' && 'data-table__end';

function labelOf<Row>(column: DataTableColumn<Row>): string | undefined {
  return column.label ?? (typeof column.header === 'string' ? column.header : undefined);
}

/**
 * A table in the `data-table` look: one row per item, cells in column order, an optional
 * totals row. On narrow screens each row becomes a card whose cells name their column.
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  rowAttributes,
  caption,
  footer,
  className,
  id,
  testId,
}: DataTableProps<Row>) {
  return (
    <table id={id} className={classes('data-table', className)} data-testid={testId}>
      {caption ? <caption className="visually-hidden">{caption}</caption> : null}
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.key} scope="col" className={classes(alignClass(column.align))}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} {...rowAttributes?.(row)}>
            {columns.map((column) => (
              <td
                key={column.key}
                data-label={labelOf(column)}
                className={classes(
                  alignClass(column.align),
                  typeof column.className === 'function' ? column.className(row) : column.className,
                )}
                data-testid={column.testId}
              >
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      {footer ? <TotalsRow columns={columns} footer={footer} /> : null}
    </table>
  );
}

function TotalsRow<Row>({
  columns,
  footer,
}: {
  columns: readonly DataTableColumn<Row>[];
  footer: DataTableFooter;
}) {
  const first = columns.findIndex((column) => footer.totals[column.key] !== undefined);
  const span = first === -1 ? columns.length : first;
  return (
    <tfoot>
      <tr className={footer.className} data-testid={footer.testId}>
        {span > 0 ? (
          <th scope="row" colSpan={span}>
            {footer.label}
          </th>
        ) : null}
        {columns.slice(span).map((column) => {
          const total = footer.totals[column.key];
          if (!total) return <td key={column.key} aria-hidden="true" />;
          return (
            <td
              key={column.key}
              data-label={labelOf(column)}
              className={classes(alignClass(column.align), total.className)}
              data-testid={total.testId}
            >
              {total.content}
            </td>
          );
        })}
      </tr>
    </tfoot>
  );
}
