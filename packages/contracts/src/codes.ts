/** Codes carried in the `code` field of the response envelope. */
export const ResultCode = {
  ok: 0,
  badRequest: 400000,
  /** The question check refuses the question (crisis, sensitive or unsuitable): no reading, nothing charged; `data` is the verdict. */
  questionRefused: 400001,
  /** Content security refused a text someone else would see (docs/content-security.md): nothing was stored or charged. */
  contentRefused: 400002,
  /** Spec §8: token expired, answered inside a 200 response. */
  tokenExpired: 401000,
  signInRequired: 401001,
  signInFailed: 401002,
  /** Not enough energy for what was asked. */
  insufficientEnergy: 402000,
  /** Today's free AI readings are used up. */
  noFreeReadings: 402001,
  /** Spec §8 "Payment Failed": the provider refused or the payer gave up. */
  paymentFailed: 402002,
  /** Spec §8 "Invalid Payment": a payment that does not match its order. */
  paymentInvalid: 402003,
  forbidden: 403000,
  /** A reading has had all the follow-up questions it can have. */
  followUpLimit: 403001,
  /** A first purchase needs the birth year (users under 18 cannot buy). */
  birthYearRequired: 403002,
  /** Spec §1, §9: users under 18 cannot buy. */
  underAge: 403003,
  /** Purchasing is not offered here (iOS without the version file's iosCharge, or no WeChat Pay for this platform). */
  purchaseUnavailable: 403004,
  /** Only a reader may do this. */
  notReader: 403005,
  /** A reading holds all the notes it may have (NOTES_PER_READING); editing or deleting one still works. */
  noteLimit: 403007,
  /** A reading has all the shared links it may have (SHARES_PER_READING); earlier links still work. */
  shareLimit: 403006,
  notFound: 404000,
  /** Already in progress (an answer still streaming) or already done. */
  conflict: 409000,
  /** Spec §5: "Sufficient Energy, No Purchase Needed". */
  sufficientEnergy: 409001,
  /** The order is closed, expired or already paid, or the consultation is past this step. */
  notAllowedNow: 409002,
  /** A shared link its owner revoked. */
  shareRevoked: 410000,
  rateLimited: 429000,
  /** Busy right now (every poster worker drawing and the queue full): try again in a few seconds (`retry-after`). */
  busy: 503000,
  serverError: 500000,
} as const

export type ResultCodeValue = (typeof ResultCode)[keyof typeof ResultCode]
