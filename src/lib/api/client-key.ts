/** A key per create or save, so a retry after a failure never makes a second record. */
export function newClientKey(): string {
  const random = Math.random().toString(36).slice(2, 12)
  return `k${Date.now().toString(36)}${random}`.slice(0, 32)
}
