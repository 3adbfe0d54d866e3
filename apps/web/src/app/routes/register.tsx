import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronLeftIcon } from '../../components/ui/icons';
import { useNotice } from '../../features/notice/api/get-notice';
import { NewPlayerPromotions } from '../../features/registration/components/new-player-promotions';
import { RegisterForm } from '../../features/registration/components/register-form';
import { PageFrame } from '../components/page-frame';
import { paths, promotionPath } from '../../lib/paths';
import './register.css';

/** `/register`: the registration form on a page of its own, with the new-player promotions. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const notice = useNotice();
  return (
    <PageFrame id="register" title={t('register.title')} banner="w_reg">
      <div className="register-page">
        <Link className="register-page__back" to={paths.home} data-testid="register-back-home">
          <ChevronLeftIcon aria-hidden="true" />
          {t('register.goBack')}
        </Link>
        <NewPlayerPromotions
          promotions={notice.data?.promotion ?? []}
          promotionHref={promotionPath}
        />
        <div className="register-page__form">
          <RegisterForm />
        </div>
      </div>
    </PageFrame>
  );
}
