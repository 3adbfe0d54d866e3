import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useTrialNotice } from '../require-real-account';
import './session-dialogs.css';

/** SPEC §5/§6: a trial (free play) account tried something only a real account may do. */
export function TrialNoticeDialog() {
  const { t } = useTranslation();
  const open = useTrialNotice((s) => s.open);
  const hide = useTrialNotice((s) => s.hide);
  return (
    <Modal
      open={open}
      onClose={hide}
      title={t('account.trialNotice.title')}
      size="sm"
      testId="trial-notice"
    >
      <p className="session-dialog__text" role="alert">
        {t('in_need_true_account')}
      </p>
      <div className="session-dialog__actions">
        <Button type="button" variant="primary" onClick={hide} data-testid="trial-notice-confirm">
          {t('in_increase_submit')}
        </Button>
      </div>
    </Modal>
  );
}
