/**
 * Browser storage keys (SPEC §3). Session storage holds what belongs to one visit and
 * one login; local storage holds what the visitor chose and should find again.
 */
export const sessionKeys = {
  token: 'token',
  account: 'account',
  username: 'username',
  nickname: 'nickname',
  customerId: 'customerId',
  isAgent: 'isAgent',
  toUpline: 'toUpline',
  merchant: 'merchant',
  merchantCode: 'merchantCode',
  platform: 'platform',
  memberLabel: 'memberLabel',
  merchantWallet: 'merchantWallet',
  routers: 'routers',
  settings: 'settings',
  validate: 'validate',
  gameVendor: 'gameVendor',
  indexNotice: 'index_notice',
  consolidated: 'consolidated',
  iframeUrl: 'iframeUrl',
  iframeTitle: 'iframeTitle',
  /** The transfer-wallet vendor of the game in `/game`, whose wallet shows above it. */
  iframeWallet: 'iframeWallet',
  cpw: 'cpw',
  enableSalary: 'enableSalary',
  enableContract: 'enableContract',
  wallet: 'wallet',
  currentVassalage: 'current_vassalage',
  chunkReload: 'chunk_reload',
} as const;
export type SessionKey = (typeof sessionKeys)[keyof typeof sessionKeys];

export const localKeys = {
  theme: 'theme',
  lang: 'lang',
  hisLang: 'hisLang',
  merchantCode: 'merchantCode',
  lottFav: 'LOTTFAV',
  menuCollapsed: 'menuCollapsed',
  /** Which bars of the VN lottery page are hidden (`left`, `top`, comma-separated). */
  vnBarsHidden: 'vnBarsHidden',
  /** The pop-up notices each member (or the visitor) closed here, by id and version. */
  popupSeen: 'popupSeen',
} as const;
export type LocalKey = (typeof localKeys)[keyof typeof localKeys];

// Storage can throw (private mode, quota, disabled cookies); the site must keep working.
function read(store: () => Storage, key: string): string | null {
  try {
    return store().getItem(key);
  } catch {
    return null;
  }
}

function write(store: () => Storage, key: string, value: string | null): void {
  try {
    if (value === null) store().removeItem(key);
    else store().setItem(key, value);
  } catch {
    // Nothing to do: the value simply is not remembered.
  }
}

const session = () => window.sessionStorage;
const local = () => window.localStorage;

export const sessionStore = {
  get: (key: SessionKey) => read(session, key),
  set: (key: SessionKey, value: string | null) => write(session, key, value),
};

export const localStore = {
  get: (key: LocalKey) => read(local, key),
  set: (key: LocalKey, value: string | null) => write(local, key, value),
};

/** The merchant code known so far: this visit first, then the one remembered. */
export function getMerchantCode(): string | null {
  return sessionStore.get(sessionKeys.merchantCode) ?? localStore.get(localKeys.merchantCode);
}

export function rememberMerchantCode(code: string): void {
  sessionStore.set(sessionKeys.merchant, code);
  sessionStore.set(sessionKeys.merchantCode, code);
  localStore.set(localKeys.merchantCode, code);
}

export function getSessionToken(): string | null {
  return sessionStore.get(sessionKeys.token);
}
