/**
 * Content freshness (spec §4): the bundled catalogues are the baseline; a cached
 * copy counts only while it is newer than the bundled one; a newer server
 * version is downloaded and cached per language; layouts are fetched for
 * catalogue spreads that have none, and cached layouts of bundled spreads are
 * dropped. Pure rules: the app supplies storage, network and time.
 */

export interface Versioned {
  version: number
}

/** The cached copy if it is newer than the bundled one, else null (it is then discarded). */
export function usableCache<T extends Versioned>(bundledVersion: number, cached: T | null | undefined): T | null {
  return cached && Number.isFinite(cached.version) && cached.version > bundledVersion ? cached : null
}

/** The version the app uses now: the cache when usable, else the bundle. */
export function localVersion(bundledVersion: number, cached: Versioned | null | undefined): number {
  return usableCache(bundledVersion, cached)?.version ?? bundledVersion
}

/** Whether the version file announces something newer than what the app uses. */
export function shouldDownload(serverVersion: number | undefined, local: number): boolean {
  return typeof serverVersion === 'number' && Number.isFinite(serverVersion) && serverVersion > local
}

/** Which layouts to fetch (catalogue spreads with neither a bundled nor a cached one) and which cached ones to drop (the bundle has them). */
export function layoutPlan(catalogueIds: readonly string[], bundledIds: readonly string[], cachedIds: readonly string[]): { fetch: string[]; drop: string[] } {
  const bundled = new Set(bundledIds)
  const cached = new Set(cachedIds)
  return {
    fetch: [...new Set(catalogueIds)].filter((id) => !bundled.has(id) && !cached.has(id)),
    drop: cachedIds.filter((id) => bundled.has(id)),
  }
}

/** Spec §4: the version check runs about one second after launch. */
export const VERSION_CHECK_DELAY_MS = 1000
