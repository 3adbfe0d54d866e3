import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state';
import { PageFrame } from '../components/page-frame';
import { paths } from '../../lib/paths';

const pages = {
  [paths.lottery]: { id: 'lottery', titleKey: 'pages.lottery' },
  [paths.vnLottery]: { id: 'vnlottery', titleKey: 'pages.vnLottery' },
  [paths.elott]: { id: 'elott', titleKey: 'pages.elott' },
} as const;

/** Lottery, Vietnamese lottery and electronic lottery share the w_lott banners. */
export default function LotteryPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const key = pathname.replace(/\/+$/, '') as keyof typeof pages;
  const page = pages[key] ?? pages[paths.lottery];
  return (
    <PageFrame key={page.id} id={page.id} title={t(page.titleKey)} banner="w_lott">
      <EmptyState
        title={t('lobby.emptyTitle')}
        description={t('lottery.emptyText')}
        testId="page-empty-state"
      />
    </PageFrame>
  );
}
