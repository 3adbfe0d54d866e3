import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { featureBoundariesRule } from './feature-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 'latest', sourceType: 'module' } });
const web = '/repo/apps/web/src';
const inFeature = (feature, code) => ({
  code,
  filename: `${web}/features/${feature}/components/x.js`,
});

tester.run('feature-boundaries', featureBoundariesRule, {
  valid: [
    inFeature('auth-login', "import { x } from './y';"),
    inFeature('auth-login', "import { x } from '../hooks/use-login-form';"),
    inFeature('auth-login', "import { x } from '../../../components/ui/text-field';"),
    inFeature('auth-login', "import { x } from '../../../lib/ui-store';"),
    inFeature('auth-login', "import { x } from '../../session/session-store';"),
    inFeature('recovery', "import { x } from '../../system/api/get-permission';"),
    inFeature('registration', "import { x } from '../../challenges';"),
    inFeature('session', "import { x } from '../api/logout';"),
    { code: "import { x } from '../features/registration';", filename: `${web}/app/router.js` },
  ],
  invalid: [
    {
      ...inFeature(
        'auth-login',
        "import { x } from '../../registration/components/register-form';",
      ),
      errors: [{ messageId: 'crossFeature', data: { from: 'auth-login', to: 'registration' } }],
    },
    {
      ...inFeature('recovery', "export * from '../../step-up';"),
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      ...inFeature('recovery', "const lazy = () => import('../../security-center/x');"),
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      ...inFeature('security-center', "import { x } from '../../../app/ui-store';"),
      errors: [{ messageId: 'appImport', data: { from: 'security-center' } }],
    },
    {
      ...inFeature('session', "import { x } from '../../system/api/get-permission';"),
      errors: [{ messageId: 'kernelImport', data: { from: 'session', to: 'system' } }],
    },
  ],
});
