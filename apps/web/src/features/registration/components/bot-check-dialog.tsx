import { useTranslation } from 'react-i18next';
import type { ChallengePurpose } from '@sorteo/shared';
import { Modal } from '../../../components/ui/modal';
import { SliderPuzzle } from '../../challenges';

export interface BotCheckDialogProps {
  purpose: ChallengePurpose;
  onVerified: (botToken: string) => void;
  onCancel: () => void;
}

/** The slider bot check in a small dialog; the token it earns is good for one call. */
export function BotCheckDialog({ purpose, onVerified, onCancel }: BotCheckDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      onClose={onCancel}
      title={t('register.botCheckTitle')}
      size="sm"
      testId="register-bot-check"
    >
      <SliderPuzzle purpose={purpose} onVerified={onVerified} />
    </Modal>
  );
}
