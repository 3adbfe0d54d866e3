import { useTranslation } from 'react-i18next';
import type { LanguageCode } from '@sorteo/shared/contract/constants';
import { chooseLanguage, currentLanguage } from '../i18n';

export interface LanguageMenuProps {
  languages: readonly LanguageCode[];
  /** Called after a language was chosen (e.g. to close a mobile menu). */
  onChosen?: () => void;
  className?: string;
}

/** One button per supported language; the active one is marked for assistive tech. */
export function LanguageMenu({ languages, onChosen, className }: LanguageMenuProps) {
  const { t, i18n } = useTranslation();
  const active = i18n.language ? currentLanguage() : null;
  return (
    <ul className={className} data-testid="language-menu">
      {languages.map((code) => (
        <li key={code}>
          <button
            type="button"
            lang={code}
            aria-current={code === active ? 'true' : undefined}
            onClick={() => {
              void chooseLanguage(code).then(() => onChosen?.());
            }}
            data-testid={`language-option-${code}`}
          >
            {t(`languages.${code}`)}
          </button>
        </li>
      ))}
    </ul>
  );
}
