import { useDeferredValue, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';
import { useDownlines } from '../api/get-downlines';

export interface DownlineFieldProps {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}

/** The downline's account, with the agent's matching downlines offered as they type. */
export function DownlineField({ value, onChange, error }: DownlineFieldProps) {
  const { t } = useTranslation();
  const listId = useId();
  const query = useDeferredValue(value.trim());
  const downlines = useDownlines(query);
  const options = downlines.data?.content ?? [];
  return (
    <>
      <TextField
        label={t('wallet.transfer.toAccount')}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={64}
        list={listId}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        error={error}
        starred
        testId="transfer-to-account"
      />
      <datalist id={listId} data-testid="transfer-downlines">
        {options.map((d) => (
          <option key={d.account} value={d.account}>
            {t('wallet.transfer.level', { depth: String(d.depth) })}
          </option>
        ))}
      </datalist>
    </>
  );
}
