import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import './pager.css';

export interface PagerProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  testId?: string;
}

/** Pages to offer around the current one: first, last, and two on each side. */
export function visiblePages(page: number, totalPages: number): (number | 'gap')[] {
  const pages = new Set<number>([1, totalPages]);
  for (let p = page - 2; p <= page + 2; p++) if (p >= 1 && p <= totalPages) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev > 1) out.push('gap');
    out.push(p);
  });
  return out;
}

export function Pager({ page, totalPages, onChange, testId = 'pager' }: PagerProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav className="pager" aria-label={t('pager.label')} data-testid={testId}>
      <button
        type="button"
        className="pager__btn"
        onClick={() => onChange(page - 1)}
        disabled={page <= 1}
        aria-label={t('pager.previous')}
        data-testid={`${testId}-prev`}
      >
        <ChevronLeftIcon />
      </button>
      {visiblePages(page, totalPages).map((p, i) =>
        p === 'gap' ? (
          <span key={`gap-${i}`} className="pager__gap" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={p}
            type="button"
            className="pager__btn"
            aria-current={p === page ? 'page' : undefined}
            aria-label={t('pager.page', { page: p, total: totalPages })}
            onClick={() => onChange(p)}
            data-testid={`${testId}-page-${p}`}
          >
            {p}
          </button>
        ),
      )}
      <button
        type="button"
        className="pager__btn"
        onClick={() => onChange(page + 1)}
        disabled={page >= totalPages}
        aria-label={t('pager.next')}
        data-testid={`${testId}-next`}
      >
        <ChevronRightIcon />
      </button>
    </nav>
  );
}
