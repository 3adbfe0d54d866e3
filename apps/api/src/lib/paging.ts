import type { Page } from '@sorteo/shared';

export function pageOffset(pageNo: number, pageSize: number): number {
  return (pageNo - 1) * pageSize;
}

export function toPage<T>(content: T[], total: number, pageNo: number, pageSize: number): Page<T> {
  return { content, pageNo, pageSize, total, totalPages: Math.ceil(total / pageSize) };
}

/**
 * A page of a feed read newest first, from `pageSize + 1` rows asked for: the extra row only
 * tells that an older page exists, whose `before` is the id of this page's last row.
 */
export function toFeed<T>(
  rows: T[],
  pageSize: number,
  idOf: (row: T) => number,
): { content: T[]; next: number | null } {
  const content = rows.slice(0, pageSize);
  return { content, next: rows.length > pageSize ? idOf(content.at(-1)!) : null };
}
