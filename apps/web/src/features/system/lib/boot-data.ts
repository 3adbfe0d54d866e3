import type {
  LanguageCode,
  Notice,
  Permission,
  SystemStatusValue,
  VendorGroup,
  WhitelabelNode,
} from '@sorteo/shared';

/**
 * Start-up data the server writes into the page (`<script id="sorteo-boot">`): what the
 * status, permission, notice, whitelabel and vendor calls would answer this visitor. The
 * shell's content is there only when the site is open to them.
 */
export type BootData = {
  status: SystemStatusValue;
  permission: Permission;
  /** The language `notice` is written in. */
  language?: LanguageCode;
  notice?: Notice;
  whitelabel?: WhitelabelNode[];
  vendors?: VendorGroup[];
};

export const BOOT_SCRIPT_ID = 'sorteo-boot';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function looksLikeBootData(value: unknown): value is BootData {
  if (!isRecord(value) || !isRecord(value.status) || !isRecord(value.permission)) return false;
  const brand = value.permission.whitelabel;
  return (
    typeof value.status.systemStatus === 'number' &&
    isRecord(brand) &&
    typeof brand.merchantCode === 'string'
  );
}

/**
 * The boot data in `text`, when it answers for the merchant this visitor's own calls would
 * name: a merchant code remembered from an earlier visit goes out as the Merchant header and
 * may pick another brand than the page's host did.
 */
export function parseBootData(
  text: string | null | undefined,
  rememberedMerchant: string | null,
): BootData | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!looksLikeBootData(value)) return null;
  const bootMerchant = value.permission.whitelabel.merchantCode;
  if (rememberedMerchant && rememberedMerchant.toUpperCase() !== bootMerchant.toUpperCase()) {
    return null;
  }
  return value;
}

export function readBootData(rememberedMerchant: string | null): BootData | null {
  return parseBootData(document.getElementById(BOOT_SCRIPT_ID)?.textContent, rememberedMerchant);
}
