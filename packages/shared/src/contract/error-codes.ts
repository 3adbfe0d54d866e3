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
  /** A path parameter over the router's length limit (414). */
  UriTooLong: 'URI_TOO_LONG',
  /** The request line and headers together over Node's limit (431). */
  HeadersTooLarge: 'HEADERS_TOO_LARGE',
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
  /** A slider answer whose proof of work is unsolved, forged, for another puzzle or spent. */
  ProofOfWorkInvalid: 'PROOF_OF_WORK_INVALID',
  TooManyAttempts: 'TOO_MANY_ATTEMPTS',
  NonMemberAccount: 'NON_MEMBER_ACCOUNT',
  AccountDisabled: 'ACCOUNT_DISABLED',
  RegistrationClosed: 'REGISTRATION_CLOSED',
  VerificationCodeInvalid: 'VERIFICATION_CODE_INVALID',
  VerificationCodeExpired: 'VERIFICATION_CODE_EXPIRED',
  SmsResendTooSoon: 'SMS_RESEND_TOO_SOON',
  QuotaExceeded: 'QUOTA_EXCEEDED',
  SmsDeliveryFailed: 'SMS_DELIVERY_FAILED',
  InvalidPhoneNumber: 'INVALID_PHONE_NUMBER',
  MissingPhoneNumber: 'MISSING_PHONE_NUMBER',
  InvitationCodeInvalid: 'INVITATION_CODE_INVALID',
  OperationNotAllowed: 'OPERATION_NOT_ALLOWED',
  PhoneAuthFailed: 'PHONE_AUTH_FAILED',
  AccountNotFound: 'ACCOUNT_NOT_FOUND',
  ResetLinkInvalid: 'RESET_LINK_INVALID',
  MailDeliveryFailed: 'MAIL_DELIVERY_FAILED',
  OldPasswordIncorrect: 'OLD_PASSWORD_INCORRECT',
  PasswordUnchanged: 'PASSWORD_UNCHANGED',
  VerificationRequired: 'VERIFICATION_REQUIRED',
  TrialAccount: 'TRIAL_ACCOUNT',
  SocialSignInFailed: 'SOCIAL_SIGN_IN_FAILED',
  RememberTokenInvalid: 'REMEMBER_TOKEN_INVALID',
  NonAgentAccount: 'NON_AGENT_ACCOUNT',
  InsufficientFunds: 'INSUFFICIENT_FUNDS',
  IdempotencyConflict: 'IDEMPOTENCY_CONFLICT',
  PaymentPasswordNotSet: 'PAYMENT_PASSWORD_NOT_SET',
  PaymentPasswordIncorrect: 'PAYMENT_PASSWORD_INCORRECT',
  AmountBelowMinimum: 'AMOUNT_BELOW_MINIMUM',
  AmountAboveMaximum: 'AMOUNT_ABOVE_MAXIMUM',
  DepositLimitExceeded: 'DEPOSIT_LIMIT_EXCEEDED',
  PaymentMethodUnavailable: 'PAYMENT_METHOD_UNAVAILABLE',
  RequestStateConflict: 'REQUEST_STATE_CONFLICT',
  ReceivingAccountRequired: 'RECEIVING_ACCOUNT_REQUIRED',
  ReauthenticationRequired: 'REAUTHENTICATION_REQUIRED',
  NotInDownline: 'NOT_IN_DOWNLINE',
  GatewaySignatureInvalid: 'GATEWAY_SIGNATURE_INVALID',
  GatewayUnavailable: 'GATEWAY_UNAVAILABLE',
  ProofImageInvalid: 'PROOF_IMAGE_INVALID',
  LotteryGameNotFound: 'LOTTERY_GAME_NOT_FOUND',
  PeriodNotFound: 'PERIOD_NOT_FOUND',
  /** The period stopped taking bets (closeAt passed) or is no longer pending. */
  BettingClosed: 'BETTING_CLOSED',
  /** A pick is not a valid pick of its bet type; `value.field` names the line and pick. */
  InvalidPick: 'INVALID_PICK',
  /** The bet would take a pick's total payout in the period over the game's cap. */
  ExposureCapReached: 'EXPOSURE_CAP_REACHED',
  BetNotCancellable: 'BET_NOT_CANCELLABLE',
  /** A period operation its state does not allow (result entered twice, void after settling). */
  PeriodStateConflict: 'PERIOD_STATE_CONFLICT',
  /** A real-world draw (result entered from the official draw) has no seed to verify. */
  NotSelfDrawn: 'NOT_SELF_DRAWN',
  /** No promotion with this id is live for the brand (unknown, switched off or out of its window). */
  PromotionNotFound: 'PROMOTION_NOT_FOUND',
  /** No game with this id is listed for the brand. */
  GameNotFound: 'GAME_NOT_FOUND',
  /** The game's vendor is in maintenance: listed, but not launched. */
  VendorMaintenance: 'VENDOR_MAINTENANCE',
  /** The game's vendor cannot be reached from this installation (no address configured). */
  VendorUnavailable: 'VENDOR_UNAVAILABLE',
  /** The game has no demo play, or demo play was asked for money. */
  DemoNotOffered: 'DEMO_NOT_OFFERED',
  /** A vendor's wallet call unsigned, wrongly signed or older than 5 minutes. */
  VendorSignatureInvalid: 'VENDOR_SIGNATURE_INVALID',
  /** A launch token unknown, used, expired, or of another vendor. */
  LaunchTokenInvalid: 'LAUNCH_TOKEN_INVALID',
  /** The player's session at the vendor ended (logout, password change): no more bets. */
  VendorSessionEnded: 'VENDOR_SESSION_ENDED',
  /** A vendor transaction id used before for a different call. */
  DuplicateTransaction: 'DUPLICATE_TRANSACTION',
  /** A win or rollback names a bet Sorteo never took. */
  BetNotFound: 'BET_NOT_FOUND',
  /** The bet was rolled back (or its id was, before it came): nothing more moves on it. */
  BetRolledBack: 'BET_ROLLED_BACK',
  /** The bet has been paid: it cannot be rolled back. */
  BetSettled: 'BET_SETTLED',
  /** The merchant has not enabled this kind of agent contract. */
  ContractSchemeDisabled: 'CONTRACT_SCHEME_DISABLED',
  /** A contract is offered to an account that is not one of the agent's direct downlines. */
  NotDirectDownline: 'NOT_DIRECT_DOWNLINE',
  /** Contracts bind agents: the account named is a player. */
  DownlineNotAgent: 'DOWNLINE_NOT_AGENT',
  /** A tier's rate is above the upline's own rate at the same thresholds (or it has none). */
  ContractRateAboveUpline: 'CONTRACT_RATE_ABOVE_UPLINE',
  /** Tiers out of order: thresholds and rates must rise from one tier to the next. */
  ContractTiersInvalid: 'CONTRACT_TIERS_INVALID',
  /** A dividend contract's period differs from the upline's own. */
  ContractPeriodMismatch: 'CONTRACT_PERIOD_MISMATCH',
  /** A termination of a contract that is not in force. */
  NoContract: 'NO_CONTRACT',
  ContractOfferNotFound: 'CONTRACT_OFFER_NOT_FOUND',
  /** The offer was answered, withdrawn or has expired. */
  ContractOfferClosed: 'CONTRACT_OFFER_CLOSED',
  Internal: 'INTERNAL_ERROR',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const errorCodes = Object.values(ErrorCode) as [ErrorCode, ...ErrorCode[]];
