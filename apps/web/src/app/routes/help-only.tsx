import { useTranslation } from 'react-i18next';
import { HelpCenter } from '../../features/help/components/help-center';
import { PageFrame } from '../components/page-frame';

/** `/helpmc`: the help centre alone, for embedding. */
export default function HelpOnlyPage() {
  const { t } = useTranslation();
  return (
    <PageFrame id="helpmc" title={t('pages.help')}>
      <HelpCenter />
    </PageFrame>
  );
}
