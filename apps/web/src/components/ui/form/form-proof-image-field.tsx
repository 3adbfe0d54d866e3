import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { checkProofImage, type ProofImageProblem } from '../../../lib/proof-image';
import { Button, buttonClassName } from '../button';
import { useProblemText } from './use-problem-text';
import './form-proof-image-field.css';

export interface FormProofImageFieldProps<T extends FieldValues, C, O> {
  control: Control<T, C, O>;
  /** The form's value: the chosen `File`, or null. */
  name: FieldPath<T>;
  label: string;
  /** What the image must be, under the label. */
  hint: string;
  /** Marks the label as required; the form's schema asks for the file. */
  starred?: boolean;
  /** The text key of each problem a chosen file can have. */
  problems: Record<ProofImageProblem, string>;
  /** Adds a button that takes the chosen image out again. */
  removable?: boolean;
  /** The test ids are `<testId>`, `-input`, `-name`, `-error`, `-preview` and `-remove`. */
  testId: string;
}

/** The chosen image, shown from a blob: address that lives as long as the preview. */
function ProofPreview({ file, alt, testId }: { file: File; alt: string; testId: string }) {
  const img = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(file);
    if (img.current) img.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return <img ref={img} className="proof-field__preview" alt={alt} data-testid={testId} />;
}

/**
 * A proof image (PNG or JPG, at most 5 MB), checked here as soon as it is chosen and
 * previewed; a file that fails the check is not kept. The browser's own file button speaks
 * the browser's language, so a button of ours stands in for it.
 */
export function FormProofImageField<T extends FieldValues, C, O>({
  control,
  name,
  label,
  hint,
  starred,
  problems,
  removable,
  testId,
}: FormProofImageFieldProps<T, C, O>) {
  const { t } = useTranslation();
  const text = useProblemText();
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const { ref, onChange, onBlur } = field;
  const file = field.value as File | null;
  // What was wrong with the last file picked; it was never the form's value.
  const [picked, setPicked] = useState<ProofImageProblem | null>(null);

  const handleChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const chosen = input.files?.[0] ?? null;
    if (!chosen) return;
    const found = await checkProofImage(chosen);
    setPicked(found);
    onChange(found ? null : chosen);
    if (found) input.value = '';
  };

  const remove = () => {
    setPicked(null);
    onChange(null);
  };

  const error = text(picked ? problems[picked] : fieldState.error?.message, { label });
  return (
    <div className="form-field proof-field" data-testid={testId}>
      <span id={`${id}-label`} className="form-field__label">
        {label}
        {starred ? (
          <span className="form-field__star" aria-hidden="true">
            *
          </span>
        ) : null}
      </span>
      <div className="proof-field__row">
        <input
          ref={ref}
          id={id}
          name={name}
          type="file"
          accept="image/png,image/jpeg"
          className="visually-hidden proof-field__input"
          aria-labelledby={`${id}-label ${id}-pick`}
          aria-required={starred || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          onChange={(event) => void handleChange(event)}
          onBlur={onBlur}
          data-testid={`${testId}-input`}
        />
        <label
          id={`${id}-pick`}
          htmlFor={id}
          className={buttonClassName('ghost', 'proof-field__pick')}
        >
          {file ? t('proofImage.change') : t('proofImage.choose')}
        </label>
        <span className="proof-field__name" data-testid={`${testId}-name`}>
          {file ? file.name : t('proofImage.none')}
        </span>
      </div>
      <p id={`${id}-hint`} className="form-muted">
        {hint}
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
      {file ? (
        <div className="proof-field__chosen">
          <ProofPreview file={file} alt={t('proofImage.preview')} testId={`${testId}-preview`} />
          {removable ? (
            <Button type="button" variant="ghost" onClick={remove} data-testid={`${testId}-remove`}>
              {t('proofImage.remove')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
