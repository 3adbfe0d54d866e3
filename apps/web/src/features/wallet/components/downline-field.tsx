import { useDeferredValue, useId } from 'react';
import { useWatch, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/ui/form/form-text-field';
import { useDownlines } from '../api/get-downlines';

export interface DownlineFieldProps<T extends FieldValues, C, O> {
  control: Control<T, C, O>;
  name: FieldPath<T>;
}

/** The downline's account, with the agent's matching downlines offered as they type. */
export function DownlineField<T extends FieldValues, C, O>({
  control,
  name,
}: DownlineFieldProps<T, C, O>) {
  const { t } = useTranslation();
  const listId = useId();
  const typed = useWatch({ control, name }) as string | undefined;
  const query = useDeferredValue((typed ?? '').trim());
  const downlines = useDownlines(query);
  const options = downlines.data?.content ?? [];
  return (
    <>
      <FormTextField
        control={control}
        name={name}
        label={t('wallet.transfer.toAccount')}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={64}
        list={listId}
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
