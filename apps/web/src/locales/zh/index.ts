import { mergeFragments } from '../merge-fragments';
import account from './account.json';
import agent from './agent.json';
import deposit from './deposit.json';
import errors from './errors.json';
import betting from './betting.json';
import login from './login.json';
import lottery from './lottery.json';
import records from './records.json';
import recovery from './recovery.json';
import register from './register.json';
import site from './site.json';
import sitePages from './site-pages.json';
import vnlottery from './vnlottery.json';
import wallet from './wallet.json';
import withdraw from './withdraw.json';

/** Every text of this language: one fragment per area, so areas are edited apart. */
export default mergeFragments({
  site,
  sitePages,
  errors,
  register,
  login,
  recovery,
  account,
  wallet,
  deposit,
  withdraw,
  records,
  lottery,
  vnlottery,
  betting,
  agent,
});
