import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { checkProofImage, type ProofImageProblem } from '../../../lib/proof-image';

/** This form's texts: an empty file is told as one that is not an image. */
const problemText: Record<ProofImageProblem, 'type' | 'size'> = {
  empty: 'type',
  notImage: 'type',
  tooLarge: 'size',
};

/** The chosen image, shown from a blob: address that lives as long as the preview. */
function ProofPreview({ file, alt }: { file: File; alt: string }) {
  const img = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(file);
    if (img.current) img.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return <img ref={img} alt={alt} data-testid="deposit-proof-preview" />;
}

export interface ProofImageFieldProps {
  file: File | null;
  onChange: (file: File | null) => void;
}

/** The optional proof of transfer: a PNG or JPEG up to 5 MB, checked here and previewed. */
export function ProofImageField({ file, onChange }: ProofImageFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<ProofImageProblem | null>(null);

  const handleChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    if (!chosen) return;
    const found = await checkProofImage(chosen);
    setProblem(found);
    onChange(found ? null : chosen);
    if (found && input.current) input.current.value = '';
  };

  const remove = () => {
    onChange(null);
    setProblem(null);
    if (input.current) input.current.value = '';
  };

  return (
    <div className="form-field proof-field" data-testid="deposit-proof">
      <label className="form-field__label" htmlFor={id}>
        {t('deposit.bank.proof')}
      </label>
      <p className="form-muted" id={`${id}-hint`}>
        {t('deposit.bank.proofHint')}
      </p>
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/png,image/jpeg"
        className="proof-field__input"
        aria-describedby={problem ? `${id}-hint ${id}-error` : `${id}-hint`}
        aria-invalid={problem ? true : undefined}
        onChange={(event) => void handleChange(event)}
        data-testid="deposit-proof-input"
      />
      {problem ? (
        <p
          id={`${id}-error`}
          className="form-field__error"
          role="alert"
          data-testid="deposit-proof-error"
        >
          {t(`deposit.bank.proofProblem.${problemText[problem]}`)}
        </p>
      ) : null}
      {file ? (
        <div className="proof-field__chosen">
          <ProofPreview file={file} alt={t('deposit.bank.proofPreview')} />
          <Button type="button" variant="ghost" onClick={remove} data-testid="deposit-proof-remove">
            {t('deposit.bank.proofRemove')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
