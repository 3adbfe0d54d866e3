import { mergeFragments } from '../merge-fragments';
import agent from './agent.json';
import betting from './betting.json';
import deposit from './deposit.json';
import errors from './errors.json';
import login from './login.json';
import lottery from './lottery.json';
import records from './records.json';
import recovery from './recovery.json';
import register from './register.json';
import sitePages from './site-pages.json';
import vnlottery from './vnlottery.json';
import withdraw from './withdraw.json';

/**
 * The texts of the pages and dialogs that load on demand, fetched after the first paint;
 * every such chunk waits for them (features/i18n `withAllTexts`).
 */
export default mergeFragments({
  sitePages,
  errors,
  register,
  login,
  recovery,
  deposit,
  withdraw,
  records,
  lottery,
  vnlottery,
  agent,
  betting,
});
