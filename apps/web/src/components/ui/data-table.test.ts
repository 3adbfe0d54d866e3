import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DataTable, type DataTableColumn, type DataTableProps } from './data-table';

interface Item {
  id: string;
  name: string;
  amount: number;
}

const items: Item[] = [
  { id: 'a', name: 'Ana', amount: 120 },
  { id: 'b', name: 'Bao', amount: -40 },
];

const columns: DataTableColumn<Item>[] = [
  { key: 'name', header: 'Name', cell: (item) => item.name, className: 'x-table__name' },
  {
    key: 'amount',
    header: 'Amount',
    align: 'end',
    className: (item) => (item.amount < 0 ? 'amount--out' : 'amount--in'),
    testId: 'x-amount',
    cell: (item) => item.amount.toFixed(2),
  },
  { key: 'note', header: 'Note', cell: (item) => `#${item.id}` },
];

// No DOM in these tests (environment: node): the markup React renders is what is checked.
const render = (props: Partial<DataTableProps<Item>> = {}) =>
  renderToStaticMarkup(
    createElement(DataTable<Item>, {
      columns,
      rows: items,
      rowKey: (item) => item.id,
      ...props,
    }),
  );

const section = (html: string, tag: string) =>
  html.match(new RegExp(`<${tag}>(.*)</${tag}>`))?.[1] ?? '';
const rowsOf = (html: string) => html.match(/<tr[^>]*>.*?<\/tr>/g) ?? [];
const textsOf = (row: string) => [...row.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map((m) => m[1]);

describe('DataTable', () => {
  it('renders a data-table with the headers in column order', () => {
    const html = render({ className: 'x-table', testId: 'x' });
    expect(html).toMatch(/^<table class="data-table x-table" data-testid="x">/);
    const head = rowsOf(section(html, 'thead'));
    expect(head).toHaveLength(1);
    expect(textsOf(head[0]!)).toEqual(['Name', 'Amount', 'Note']);
    expect(head[0]).toContain('<th scope="col">Name</th>');
  });

  it('renders one row per item, cells in column order, named for the narrow-screen cards', () => {
    const html = render({
      rowAttributes: (item) => ({ 'data-testid': 'x-row', 'data-id': item.id }),
    });
    const body = rowsOf(section(html, 'tbody'));
    expect(body).toHaveLength(2);
    expect(body[0]).toMatch(/^<tr data-testid="x-row" data-id="a">/);
    expect(textsOf(body[0]!)).toEqual(['Ana', '120.00', '#a']);
    expect(textsOf(body[1]!)).toEqual(['Bao', '-40.00', '#b']);
    expect(body[0]).toContain('<td data-label="Name" class="x-table__name">Ana</td>');
    expect(body[1]).toContain(
      '<td data-label="Amount" class="data-table__end amount--out" data-testid="x-amount">',
    );
  });

  it('puts the alignment class on the header and cells of end-aligned columns only', () => {
    const html = render({ footer: { label: 'Total', totals: { amount: { content: '80.00' } } } });
    expect(section(html, 'thead')).toContain('<th scope="col" class="data-table__end">Amount</th>');
    expect(html.match(/data-table__end/g)).toHaveLength(1 + items.length + 1);
    expect(html).not.toContain('data-table__start');
  });

  it('renders the totals row under the body, its heading spanning the columns before', () => {
    const html = render({
      footer: {
        label: 'Total',
        totals: { amount: { content: '80.00', className: 'amount--in', testId: 'x-total' } },
        className: 'x-table__totals',
        testId: 'x-totals',
      },
    });
    expect(html).toMatch(/<\/tbody><tfoot>.*<\/tfoot><\/table>$/);
    expect(section(html, 'tfoot')).toBe(
      '<tr class="x-table__totals" data-testid="x-totals">' +
        '<th scope="row" colSpan="1">Total</th>' +
        '<td data-label="Amount" class="data-table__end amount--in" data-testid="x-total">80.00</td>' +
        '<td aria-hidden="true"></td>' +
        '</tr>',
    );
  });

  it('leaves the footer and caption out unless given; the caption is for screen readers', () => {
    const html = render();
    expect(html).not.toContain('<tfoot');
    expect(html).not.toContain('<caption');
    expect(render({ caption: 'Days' })).toContain(
      '<caption class="visually-hidden">Days</caption>',
    );
  });
});
