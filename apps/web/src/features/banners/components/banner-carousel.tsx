import type { Banner, BannerGroup } from '@sorteo/shared';
import { BANNER_AUTOPLAY_MS } from '@sorteo/shared/contract/constants';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Carousel } from '../../../components/ui/carousel';
import { ErrorState } from '../../../components/ui/error-state';
import { bannerTarget } from '../lib/banner-target';
import './banners.css';

export interface BannerSectionProps {
  group: BannerGroup;
  banners: readonly Banner[] | undefined;
  status: 'pending' | 'error' | 'success';
  errorMessage?: string;
  onRetry?: () => void;
  promotionPath: (id: string) => string;
}

function BannerImage({ banner, index }: { banner: Banner; index: number }) {
  const first = index === 0;
  return (
    <img
      className="banner__img"
      src={banner.url}
      alt={banner.title}
      width={1600}
      height={500}
      decoding="async"
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'low'}
      draggable={false}
    />
  );
}

function BannerSlide({
  banner,
  index,
  promotionPath,
}: {
  banner: Banner;
  index: number;
  promotionPath: (id: string) => string;
}) {
  const { t } = useTranslation();
  const target = bannerTarget(banner);
  const image = <BannerImage banner={banner} index={index} />;
  const common = { className: 'banner__link', 'data-testid': 'banner-link' };
  switch (target.kind) {
    case 'external':
      return (
        <a {...common} href={target.href} target="_blank" rel="noopener noreferrer">
          {image}
          <span className="visually-hidden">{t('common.opensInNewTab')}</span>
        </a>
      );
    case 'route':
      return (
        <Link {...common} to={target.to}>
          {image}
        </Link>
      );
    case 'promotion':
      return (
        <Link {...common} to={promotionPath(target.id)}>
          {image}
        </Link>
      );
    default:
      return <div className="banner__plain">{image}</div>;
  }
}

/**
 * The banner strip of one route group. Its height is reserved from the first paint
 * (loading, loaded or failed) so the page below never jumps.
 */
export function BannerSection({
  group,
  banners,
  status,
  errorMessage,
  onRetry,
  promotionPath,
}: BannerSectionProps) {
  const { t } = useTranslation();
  const items = banners?.filter((b) => b.groupName === group) ?? [];
  if (status === 'pending') {
    return (
      <div
        className="banner-box banner-box--loading"
        aria-hidden="true"
        data-testid="banner-skeleton"
      />
    );
  }
  if (status === 'error') {
    return (
      <div className="banner-box banner-box--error">
        <ErrorState message={errorMessage ?? t('errors.NETWORK')} onRetry={onRetry} />
      </div>
    );
  }
  if (items.length === 0) return null;
  return (
    <Carousel
      className="banner-box"
      items={items}
      getKey={(b) => b.bannerId}
      label={t('banners.label')}
      intervalMs={BANNER_AUTOPLAY_MS}
      testId="banner-carousel"
      renderSlide={(banner, index) => (
        <BannerSlide banner={banner} index={index} promotionPath={promotionPath} />
      )}
    />
  );
}
