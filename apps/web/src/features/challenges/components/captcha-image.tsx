import { captchaPicture } from '@sorteo/shared/contract/challenges';
import { useTranslation } from 'react-i18next';
import type { CaptchaState } from '../hooks/use-captcha';
import './challenges.css';

export interface CaptchaImageProps {
  /** From `useCaptcha(purpose)` in the form, which also sends `captchaId` with the answer. */
  captcha: CaptchaState;
}

/** The captcha picture; clicking it or pressing Enter on it asks for a new one. */
export function CaptchaImage({ captcha }: CaptchaImageProps) {
  const { t } = useTranslation();
  const { image, loading, error, refresh } = captcha;
  const showImage = image !== null && error === null;
  return (
    <button
      type="button"
      className="captcha"
      onClick={refresh}
      aria-busy={loading}
      title={t('challenges.captchaRefresh')}
      data-testid="captcha-image"
    >
      {showImage ? (
        <img
          className="captcha__image"
          src={image}
          alt={t('challenges.captchaAlt')}
          width={captchaPicture.width}
          height={captchaPicture.height}
          draggable={false}
        />
      ) : (
        <span className={error ? 'captcha__note captcha__note--error' : 'captcha__note'}>
          {error ? t('challenges.captchaFailed') : t('challenges.captchaLoading')}
        </span>
      )}
      <span className="visually-hidden">{t('challenges.captchaRefresh')}</span>
    </button>
  );
}
