import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { WhenNearViewport } from '../../components/ui/when-near-viewport';
import { AnnouncementMarquee } from '../../features/announcements/components/announcement-marquee';
import { CategoryGrid } from '../../features/games-lobby/components/category-grid';
import { HomeRailsSkeleton } from '../../features/games-lobby/components/home-rails-skeleton';
import { withAllTexts } from '../../features/i18n/i18n';
import { isLaunchingCategory } from '../../features/lottery-launch/lib/lottery-launch';
import { useNotice } from '../../features/notice/api/get-notice';
import { usePermissionValue } from '../../features/system/api/get-permission';
import { PageFrame } from '../components/page-frame';
import { categoryPaths } from '../../lib/paths';
import { useUiStore } from '../../lib/ui-store';

// The game rails sit below the categories, out of sight on a phone: their code, games and
// pictures are fetched as the visitor scrolls towards them, not with the page.
const HomeRails = lazy(
  withAllTexts(() =>
    import('../../features/games-lobby/components/home-rails').then((m) => ({
      default: m.HomeRails,
    })),
  ),
);

export default function HomePage() {
  const { t } = useTranslation();
  const brand = usePermissionValue().whitelabel.name;
  const notice = useNotice();
  const openModal = useUiStore((s) => s.openModal);
  const title = t('home.title', { brand });
  return (
    <PageFrame id="home" title={title} documentTitle={title} hideTitle banner="w_home">
      <AnnouncementMarquee
        items={notice.data?.player ?? []}
        onOpen={() => openModal('announcements')}
      />
      <section aria-labelledby="home-categories" className="page__body">
        <h2 id="home-categories" className="page__section-title">
          {t('home.categoriesTitle')}
        </h2>
        <CategoryGrid
          hrefFor={(category) => categoryPaths[category]}
          hasVendorCards={(category) => !isLaunchingCategory(category)}
        />
        <WhenNearViewport fallback={<HomeRailsSkeleton still />} testId="home-rails">
          <Suspense fallback={<HomeRailsSkeleton />}>
            <HomeRails />
          </Suspense>
        </WhenNearViewport>
      </section>
    </PageFrame>
  );
}
