import { mergeFragments } from '../merge-fragments';
import account from './account.json';
import site from './site.json';
import wallet from './wallet.json';

/**
 * The texts the shell draws on its first paint (header, menus, footer, home page and the
 * member menu): fetched with the entry script. The rest of the language is in `rest.ts`.
 */
export default mergeFragments({ site, account, wallet });
