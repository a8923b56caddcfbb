import type { DataKey } from './use-server-data'

/** One reading in the app's data cache; null (nothing to load) when there is no id. */
export function readingKey(id: string | null | undefined): DataKey | null {
  return id ? ['reading', id] : null
}
