import { useTranslation } from 'react-i18next';
import type { Announcement } from '@sorteo/shared';
import { MegaphoneIcon } from '../../../components/ui/icons';
import './announcements.css';

export interface AnnouncementMarqueeProps {
  items: readonly Announcement[];
  onOpen: () => void;
}

/** The latest announcements scrolling in one line; a click opens the full list. */
export function AnnouncementMarquee({ items, onOpen }: AnnouncementMarqueeProps) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  const text = items.map((a) => a.title).join('   •   ');
  // Longer text scrolls for longer so the speed stays readable.
  const seconds = Math.min(90, Math.max(15, text.length * 0.25));
  return (
    <button
      type="button"
      className="marquee"
      onClick={onOpen}
      aria-label={t('announcements.marqueeLabel')}
      data-testid="announcement-marquee"
    >
      <MegaphoneIcon className="marquee__icon" />
      <span className="marquee__window">
        {/* Two copies side by side make the loop seamless; the second is decoration. */}
        <span className="marquee__track" style={{ animationDuration: `${seconds}s` }}>
          <span className="marquee__text">{text}</span>
          <span className="marquee__text" aria-hidden="true">
            {text}
          </span>
        </span>
      </span>
    </button>
  );
}
