import { useTranslation } from 'react-i18next';
import { HelpCenter } from '../../features/help/components/help-center';
import { PageFrame } from '../components/page-frame';

export default function HelpPage() {
  const { t } = useTranslation();
  return (
    <PageFrame id="help" title={t('pages.help')} banner="w_help">
      <HelpCenter />
    </PageFrame>
  );
}
