import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import './pager.css';

export interface CursorPagerProps {
  /** A newer page was shown before this one. */
  hasNewer: boolean;
  hasOlder: boolean;
  onNewer: () => void;
  onOlder: () => void;
  testId?: string;
}

/** Newer and older pages of a list read newest first, for lists too long to count. */
export function CursorPager({
  hasNewer,
  hasOlder,
  onNewer,
  onOlder,
  testId = 'pager',
}: CursorPagerProps) {
  const { t } = useTranslation();
  if (!hasNewer && !hasOlder) return null;
  return (
    <nav className="pager" aria-label={t('pager.label')} data-testid={testId}>
      <button
        type="button"
        className="pager__btn pager__btn--text"
        onClick={onNewer}
        disabled={!hasNewer}
        data-testid={`${testId}-newer`}
      >
        <ChevronLeftIcon />
        {t('pager.newer')}
      </button>
      <button
        type="button"
        className="pager__btn pager__btn--text"
        onClick={onOlder}
        disabled={!hasOlder}
        data-testid={`${testId}-older`}
      >
        {t('pager.older')}
        <ChevronRightIcon />
      </button>
    </nav>
  );
}
