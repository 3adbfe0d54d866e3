import { useTranslation } from 'react-i18next';
import { usePermissionValue } from '../../system/api/get-permission';
import { promotionWindow } from '../lib/promotion-window';

/** When a promotion runs, in the brand's time zone. */
export function PromotionWindow({
  startsAt,
  endsAt,
  className,
}: {
  startsAt: number | null;
  endsAt: number | null;
  className: string;
}) {
  const { t } = useTranslation();
  const timeZone = usePermissionValue().whitelabel.timeZone;
  const shown = promotionWindow({ startsAt, endsAt }, timeZone);
  let text: string;
  switch (shown.key) {
    case 'range':
      text = t('promotions.window.range', { start: shown.start, end: shown.end });
      break;
    case 'from':
      text = t('promotions.window.from', { start: shown.start });
      break;
    case 'until':
      text = t('promotions.window.until', { end: shown.end });
      break;
    default:
      text = t('promotions.window.always');
  }
  return (
    <span className={className} data-testid="promotion-window">
      {text}
    </span>
  );
}
