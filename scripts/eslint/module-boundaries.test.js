import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { moduleBoundariesRule } from './module-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 'latest', sourceType: 'module' } });
const api = '/repo/apps/api/src';
const inModule = (module, file, code) => ({ code, filename: `${api}/modules/${module}/${file}` });

tester.run('module-boundaries', moduleBoundariesRule, {
  valid: [
    inModule('wallet', 'wallet.service.ts', "import { x } from './wallet.repo.js';"),
    inModule('wallet', 'wallet.service.ts', "import { x } from '../ledger/index.js';"),
    inModule('wallet', 'wallet.service.ts', "import { x } from '../../lib/money.js';"),
    inModule('wallet', 'wallet.service.ts', "import { x } from '@sorteo/shared';"),
    inModule('wallet', 'wallet.test.ts', "import { x } from '../ledger/ledger-test-kit.js';"),
    inModule('wallet', 'test-kit.ts', "import { x } from '../deposits/test-kit.js';"),
    { code: "import { x } from './modules/ledger/index.js';", filename: `${api}/app.ts` },
    { code: "import { x } from '../modules/ledger/index.js';", filename: `${api}/jobs/x.ts` },
    { code: "import { x } from '../../src/modules/a/b.js';", filename: '/repo/bench/x.ts' },
  ],
  invalid: [
    {
      ...inModule('wallet', 'wallet.service.ts', "import { x } from '../ledger/ledger.repo.js';"),
      errors: [{ messageId: 'internals', data: { to: 'ledger', file: 'ledger.repo.js' } }],
    },
    {
      ...inModule('wallet', 'wallet.service.ts', "export * from '../ledger/ledger.service.js';"),
      errors: [{ messageId: 'internals' }],
    },
    {
      ...inModule('wallet', 'wallet.service.ts', "import { x } from '../ledger/sub/index.js';"),
      errors: [{ messageId: 'internals' }],
    },
    {
      ...inModule(
        'wallet',
        'wallet.service.ts',
        "import { x } from '../ledger/ledger-test-kit.js';",
      ),
      errors: [{ messageId: 'internals' }],
    },
    {
      code: "import { x } from './modules/ledger/ledger.routes.js';",
      filename: `${api}/app.ts`,
      errors: [{ messageId: 'internals' }],
    },
    {
      code: "const m = import('../modules/members/sessions.repo.js');",
      filename: `${api}/plugins/x.ts`,
      errors: [{ messageId: 'internals' }],
    },
  ],
});
