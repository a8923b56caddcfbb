/** Identity token rules of spec §6: who the token speaks for, and until when. */

export interface IdentityClaims {
  userId: string
  /** Expiry, ms since epoch. */
  expiresAt: number
}

/** Valid while the expiry is later than now. */
export function isTokenValid(claims: Pick<IdentityClaims, 'expiresAt'>, now: number): boolean {
  return claims.expiresAt > now
}
