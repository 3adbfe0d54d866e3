import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '../../../components/ui/button';
import { checkProofImage, type ProofImageProblem } from '../../../lib/proof-image';

export interface ProofImageFieldProps {
  file: File | null;
  onChange: (file: File | null) => void;
  /** Shown when the form was sent without a file. */
  missing: boolean;
  testId: string;
}

/** Picks the proof image (PNG or JPG, at most 5 MB), checked here first, with a preview. */
export function ProofImageField({ file, onChange, missing, testId }: ProofImageFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [problem, setProblem] = useState<ProofImageProblem | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const previewRef = useRef<string | null>(null);

  const showPreview = (url: string | null) => {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = url;
    setPreview(url);
  };

  // The preview's object URL lives until the field goes away.
  useEffect(
    () => () => {
      if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    },
    [],
  );

  const handleChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const chosen = input.files?.[0] ?? null;
    if (!chosen) return;
    const found = await checkProofImage(chosen);
    setProblem(found);
    onChange(found ? null : chosen);
    showPreview(found ? null : URL.createObjectURL(chosen));
    if (found) input.value = '';
  };

  const error = problem
    ? t(`withdraw.proof.problems.${problem}`)
    : missing
      ? t('withdraw.proof.problems.missing')
      : null;
  return (
    <div className="form-field proof-field" data-testid={testId}>
      <span id={`${id}-label`} className="form-field__label">
        {t('withdraw.proof.label')}
        <span className="form-field__star" aria-hidden="true">
          *
        </span>
      </span>
      {/* The native input's own button speaks the browser's language: ours replaces it. */}
      <div className="proof-field__row">
        <input
          id={id}
          type="file"
          accept="image/png,image/jpeg"
          className="visually-hidden proof-field__input"
          aria-labelledby={`${id}-label ${id}-pick`}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          onChange={(e) => void handleChange(e)}
          data-testid={`${testId}-input`}
        />
        <label
          id={`${id}-pick`}
          htmlFor={id}
          className={buttonClassName('ghost', 'proof-field__pick')}
        >
          {file ? t('withdraw.proof.change') : t('withdraw.proof.choose')}
        </label>
        <span className="proof-field__name" data-testid={`${testId}-name`}>
          {file ? file.name : t('withdraw.proof.none')}
        </span>
      </div>
      <p id={`${id}-hint`} className="form-muted">
        {t('withdraw.proof.hint')}
      </p>
      {error ? (
        <p
          id={`${id}-error`}
          className="form-field__error"
          role="alert"
          data-testid={`${testId}-error`}
        >
          {error}
        </p>
      ) : null}
      {preview && file ? (
        <img
          className="proof-field__preview"
          src={preview}
          alt={t('withdraw.proof.preview')}
          data-testid={`${testId}-preview`}
        />
      ) : null}
    </div>
  );
}
