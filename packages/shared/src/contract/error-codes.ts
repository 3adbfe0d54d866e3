/**
 * Stable error codes carried in `{ success: false, code }`. The web maps each one to a
 * translated text under the `errors.` namespace, so a code is never shown raw.
 */
export const ErrorCode = {
  BadRequest: 'BAD_REQUEST',
  ValidationFailed: 'VALIDATION_FAILED',
  NotFound: 'NOT_FOUND',
  RouteNotFound: 'ROUTE_NOT_FOUND',
  MethodNotAllowed: 'METHOD_NOT_ALLOWED',
  Unauthorized: 'UNAUTHORIZED',
  Forbidden: 'FORBIDDEN',
  Conflict: 'CONFLICT',
  PayloadTooLarge: 'PAYLOAD_TOO_LARGE',
  UnsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  RateLimited: 'RATE_LIMITED',
  MerchantUnknown: 'MERCHANT_UNKNOWN',
  Maintenance: 'SYSTEM_MAINTENANCE',
  RegionRestricted: 'REGION_RESTRICTED',
  InvalidCredentials: 'INVALID_CREDENTIALS',
  EncryptionRequired: 'ENCRYPTION_REQUIRED',
  EncryptionKeyUnknown: 'ENCRYPTION_KEY_UNKNOWN',
  DecryptionFailed: 'DECRYPTION_FAILED',
  StaleRequest: 'STALE_REQUEST',
  ReplayedRequest: 'REPLAYED_REQUEST',
  CaptchaInvalid: 'CAPTCHA_INVALID',
  BotCheckFailed: 'BOT_CHECK_FAILED',
  TooManyAttempts: 'TOO_MANY_ATTEMPTS',
  NonMemberAccount: 'NON_MEMBER_ACCOUNT',
  AccountDisabled: 'ACCOUNT_DISABLED',
  RegistrationClosed: 'REGISTRATION_CLOSED',
  Internal: 'INTERNAL_ERROR',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const errorCodes = Object.values(ErrorCode) as [ErrorCode, ...ErrorCode[]];
