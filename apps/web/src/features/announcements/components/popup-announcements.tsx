import { useTranslation } from 'react-i18next';
import type { Announcement } from '@sorteo/shared';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { formatDateTime } from '../../../lib/format-date';
import { AnnouncementBody } from './announcement-body';
import './announcements.css';

export interface PopupAnnouncementsProps {
  items: readonly Announcement[];
  timeZone: string;
  onClose: () => void;
}

/** The brand's pop-up notices that this reader has not closed yet (app/layouts/popup-host). */
export default function PopupAnnouncements({ items, timeZone, onClose }: PopupAnnouncementsProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      onClose={onClose}
      title={t('announcements.popupTitle')}
      testId="popup-announcements"
    >
      <div className="popup-list">
        {items.map((item) => (
          <article key={item.id} className="popup-list__item" data-testid="popup-announcement">
            <h3 className="ann-detail__title">{item.title}</h3>
            <time className="ann-detail__time" dateTime={new Date(item.timestamp).toISOString()}>
              {formatDateTime(item.timestamp, timeZone)}
            </time>
            <AnnouncementBody html={item.content} />
          </article>
        ))}
      </div>
      <div className="popup-list__actions">
        <Button type="button" variant="primary" onClick={onClose} data-testid="popup-confirm">
          {t('common.understood')}
        </Button>
      </div>
    </Modal>
  );
}
