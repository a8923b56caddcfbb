/**
 * Tags as typed in one box: split on spaces, commas (either width) or 、, a leading # dropped, repeats removed.
 * Over-long tags or too many are left for the server to refuse with its message, so nothing is cut silently.
 */
export function parseTags(text: string): string[] {
  const tags = text
    .split(/[\s,，、]+/)
    .map((tag) => tag.replace(/^#+/, '').trim())
    .filter(Boolean)
  return [...new Set(tags)]
}
