import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';
import { NoticeDialog } from '../../../components/ui/notice-dialog';
import { SendCodeButton } from '../../../components/ui/send-code-button';
import { errorKey } from '../../../lib/api-client';
import { SliderPuzzle } from '../../challenges';
import { useSendResetSms } from '../api/send-reset-sms';

export interface ResetCodeSenderProps {
  /** Checks the number before anything is shown; answers it when it may be used. */
  readNumber: () => { countryDialingCode: string; mobileNum: string } | null;
}

/**
 * The send button of the reset code: the slider bot check first (purpose 'sms'), then
 * the SMS, then a countdown until the server takes another (SPEC §4 "SMS resend").
 */
export function ResetCodeSender({ readNumber }: ResetCodeSenderProps) {
  const { t } = useTranslation();
  const send = useSendResetSms();
  const [number, setNumber] = useState<{ countryDialingCode: string; mobileNum: string } | null>(
    null,
  );
  const [nextSendAt, setNextSendAt] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const handleSend = () => {
    const checked = readNumber();
    if (checked) setNumber(checked);
  };

  const handleVerified = (botToken: string) => {
    if (!number) return;
    setNumber(null);
    send.mutate(
      { ...number, botToken },
      {
        onSuccess: (sent) => setNextSendAt(sent.expirationTime),
        onError: (error) => setFailure(t(errorKey(error))),
      },
    );
  };

  return (
    <>
      <SendCodeButton
        nextSendAt={nextSendAt}
        sending={send.isPending}
        onSend={handleSend}
        testId="forgot-send-code"
      />
      <Modal
        open={number !== null}
        onClose={() => setNumber(null)}
        title={t('challenges.sliderTitle')}
        size="sm"
        testId="forgot-bot-check"
      >
        <SliderPuzzle purpose="sms" onVerified={handleVerified} />
      </Modal>
      <NoticeDialog message={failure} onClose={() => setFailure(null)} testId="forgot-sms-failed" />
    </>
  );
}
