import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BANNER_AUTOPLAY_MS, PROMOTION_IMAGE_SIZE } from '@sorteo/shared/contract/constants';
import { Carousel } from '../../../components/ui/carousel';
import { GiftIcon } from '../../../components/ui/icons';
import { newPlayerPromotions } from '../lib/new-player-promotions';
import './registration.css';

type Promotion = {
  id: number;
  title: string;
  category: string;
  summary?: string;
  imageUrl?: string | null;
};

export interface NewPlayerPromotionsProps {
  /** The notice's promotions; only the new-player ones are shown. */
  promotions: readonly Promotion[];
  promotionHref: (id: number) => string;
}

/**
 * SPEC §2: the new-player promotions in a swiper; a click opens the promotion. The carousel
 * autoplays every 5000 ms (SPEC §9) only when there is more than one.
 */
export function NewPlayerPromotions({ promotions, promotionHref }: NewPlayerPromotionsProps) {
  const { t } = useTranslation();
  const items = useMemo(() => newPlayerPromotions(promotions), [promotions]);
  if (items.length === 0) return null;
  return (
    <Carousel
      items={items}
      getKey={(promo) => promo.id}
      label={t('register.newPlayerPromotions')}
      intervalMs={BANNER_AUTOPLAY_MS}
      testId="new-player-promotions"
      className="reg-promos"
      renderSlide={(promo) => (
        <Link
          className="reg-promos__link"
          to={promotionHref(promo.id)}
          data-testid="new-player-promotion"
          data-id={promo.id}
        >
          {promo.imageUrl ? (
            <img
              className="reg-promos__image"
              src={promo.imageUrl}
              alt=""
              decoding="async"
              {...PROMOTION_IMAGE_SIZE}
            />
          ) : (
            <GiftIcon aria-hidden="true" />
          )}
          <span className="reg-promos__text">
            <span className="reg-promos__title">{promo.title}</span>
            {promo.summary ? <span className="reg-promos__summary">{promo.summary}</span> : null}
          </span>
        </Link>
      )}
    />
  );
}
