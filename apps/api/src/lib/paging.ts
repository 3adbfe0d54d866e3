import type { Page } from '@sorteo/shared';

export function pageOffset(pageNo: number, pageSize: number): number {
  return (pageNo - 1) * pageSize;
}

export function toPage<T>(content: T[], total: number, pageNo: number, pageSize: number): Page<T> {
  return { content, pageNo, pageSize, total, totalPages: Math.ceil(total / pageSize) };
}
