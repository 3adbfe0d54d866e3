import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  FormSmsCodeField,
  type FormSmsCodeFieldProps,
} from '../../../components/ui/form/form-sms-code-field';
import { Modal } from '../../../components/ui/modal';
import { NoticeDialog } from '../../../components/ui/notice-dialog';
import { errorKey } from '../../../lib/api-client';
import { SliderPuzzle } from '../../challenges';
import { useSendResetSms } from '../api/send-reset-sms';

type PhoneNumber = { countryDialingCode: string; mobileNum: string };

export interface ResetCodeFieldProps<T extends FieldValues, C, O> extends Omit<
  FormSmsCodeFieldProps<T, C, O>,
  'send' | 'children'
> {
  /** Checks the number (showing its problems); answers it when it may be used. */
  readNumber: () => Promise<PhoneNumber | null>;
}

/**
 * The reset code and its send button: the slider bot check first (purpose 'sms'), then
 * the SMS, then a countdown until the server takes another (SPEC §4 "SMS resend").
 */
export function ResetCodeField<T extends FieldValues, C, O>({
  readNumber,
  ...field
}: ResetCodeFieldProps<T, C, O>) {
  const { t } = useTranslation();
  const send = useSendResetSms();
  const [number, setNumber] = useState<PhoneNumber | null>(null);
  const [nextSendAt, setNextSendAt] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const handleSend = async () => {
    const checked = await readNumber();
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
    <FormSmsCodeField
      {...field}
      send={{
        nextSendAt,
        sending: send.isPending,
        onSend: () => void handleSend(),
        testId: 'forgot-send-code',
      }}
    >
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
    </FormSmsCodeField>
  );
}
