/** The query parameters that carry who sent the visitor (SPEC §2, §4). */
export const addressParams = { affiliateCode: 'affiliateCode', referralCode: 'referralCode' };

const MAX_CODE_LENGTH = 64;

function codeIn(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name)?.trim();
  return value && value.length <= MAX_CODE_LENGTH ? value : undefined;
}

/** The affiliate and referral codes of a page address (`location.search`). */
export function addressCodes(search: string): { affiliateCode?: string; referralCode?: string } {
  const params = new URLSearchParams(search);
  const affiliateCode = codeIn(params, addressParams.affiliateCode);
  const referralCode = codeIn(params, addressParams.referralCode);
  return {
    ...(affiliateCode ? { affiliateCode } : {}),
    ...(referralCode ? { referralCode } : {}),
  };
}
