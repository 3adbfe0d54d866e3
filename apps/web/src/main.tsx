// Global styles first, so component styles that follow can override them.
import './styles/tokens.css';
import './styles/base.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadCurrentPage } from './app/router';
import { seedBootData } from './app/startup/seed-boot-data';
import { initI18n, pickLanguage } from './features/i18n/i18n';
import { currentHost } from './features/system/api/get-permission';
import { readBootData } from './features/system/lib/boot-data';
import { applyStoredTheme } from './features/theme/theme-store';
import { createQueryClient, showAnswersIn } from './lib/query-client';
import { getMerchantCode } from './lib/storage';

applyStoredTheme();
const queryClient = createQueryClient();
const boot = readBootData(getMerchantCode());
const brand = boot?.permission.whitelabel;
const language = brand ? pickLanguage(brand.supportedLanguages, brand.defaultLanguage) : undefined;
// Requests ask for the page's language from the first one on.
if (language) showAnswersIn(queryClient, language);
if (boot) seedBootData(queryClient, boot, currentHost(), language);
const i18nReady = initI18n(language);
const pageReady = preloadCurrentPage(window.location.pathname);

function render() {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  // As a transition the first render yields to the browser every few milliseconds instead
  // of holding the main thread for the whole shell at once.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    );
  });
}
// With the start-up answers already in the page, the site can be drawn in one pass as soon
// as its words and its page's code are here; index.html shows the boot mark until then.
if (boot) void Promise.all([i18nReady, pageReady]).finally(render);
else render();
