import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';
import { AnnouncementList } from './announcement-list';

export interface AnnouncementModalProps {
  onClose: () => void;
  timeZone: string;
}

/** SPEC §2 "Announcement modal": the announcement list in a dialog. */
export default function AnnouncementModal({ onClose, timeZone }: AnnouncementModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      onClose={onClose}
      title={t('in_increase_announcement')}
      size="lg"
      testId="announcement-modal"
    >
      <AnnouncementList timeZone={timeZone} />
    </Modal>
  );
}
