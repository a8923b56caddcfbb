/** One changed value of an audit entry: where it is (a dotted path) and what it was and became; undefined: absent on that side. */
export interface Change {
  path: string
  before: unknown
  after: unknown
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The leaves of a value, by dotted path (arrays and scalars are leaves: shown whole). */
function leaves(value: unknown, prefix: string, out: Map<string, unknown>): Map<string, unknown> {
  if (isPlainObject(value) && Object.keys(value).length > 0) {
    for (const [key, inner] of Object.entries(value)) leaves(inner, prefix ? `${prefix}.${key}` : key, out)
  } else if (value !== undefined && value !== null) {
    out.set(prefix, value)
  }
  return out
}

/** What differs between an entry's before and after, path by path, in the order the paths first appear. */
export function changes(before: unknown, after: unknown): Change[] {
  const a = leaves(before, '', new Map())
  const b = leaves(after, '', new Map())
  const paths = [...new Set([...a.keys(), ...b.keys()])]
  return paths.filter((path) => JSON.stringify(a.get(path)) !== JSON.stringify(b.get(path))).map((path) => ({ path, before: a.get(path), after: b.get(path) }))
}

export function shown(value: unknown): string {
  if (value === undefined) return ''
  return typeof value === 'string' ? value : JSON.stringify(value)
}
