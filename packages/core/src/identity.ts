/** Identity token rules of spec §6: roles, permissions (admin holds all) and expiry. */

export interface IdentityClaims {
  userId: string
  roles: readonly string[]
  permissions: readonly string[]
  /** Expiry, ms since epoch. */
  expiresAt: number
}

export const ADMIN_ROLE = 'admin'
export const GUEST_ROLE = 'guest'
export const USER_ROLE = 'user'
/** A human reader on the consultation marketplace (the server checks its readers table; the app shows the desk). */
export const READER_ROLE = 'reader'

export function hasRole(claims: IdentityClaims, role: string): boolean {
  return claims.roles.includes(role)
}

export function hasPermission(claims: IdentityClaims, permission: string): boolean {
  return claims.permissions.includes(permission) || hasRole(claims, ADMIN_ROLE)
}

/** Valid while the expiry is later than now. */
export function isTokenValid(claims: Pick<IdentityClaims, 'expiresAt'>, now: number): boolean {
  return claims.expiresAt > now
}
