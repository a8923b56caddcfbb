/** Codes carried in the `code` field of the response envelope. */
export const ResultCode = {
  ok: 0,
  badRequest: 400000,
  /** Spec §8: token expired, answered inside a 200 response. */
  tokenExpired: 401000,
  signInRequired: 401001,
  signInFailed: 401002,
  /** Not enough energy for what was asked. */
  insufficientEnergy: 402000,
  /** Today's free AI readings are used up. */
  noFreeReadings: 402001,
  forbidden: 403000,
  /** A reading has had all the follow-up questions it can have. */
  followUpLimit: 403001,
  notFound: 404000,
  /** Already in progress (an answer still streaming) or already done. */
  conflict: 409000,
  rateLimited: 429000,
  serverError: 500000,
} as const

export type ResultCodeValue = (typeof ResultCode)[keyof typeof ResultCode]
