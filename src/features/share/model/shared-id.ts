/**
 * The share id the shared-reading page opens: `?id=` from a link or a chat card, or, from the mini-program code on a
 * poster, the `scene` WeChat hands the page (the server puts the share id there, server/src/services/share/
 * mini-program-codes.ts; WeChat passes it URL-encoded).
 */
export function sharedIdOf(params: Partial<Record<string, string>>): string {
  if (params.id) return params.id
  if (!params.scene) return ''
  try {
    return decodeURIComponent(params.scene)
  } catch {
    return ''
  }
}
