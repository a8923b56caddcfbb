import type { SpreadLayout } from '@tarot/core/layout'
import type { SpreadCatalogue } from '@tarot/core/spreads'
import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import { storage } from '@/lib/storage/storage'

export interface ArticleIndex {
  version: number
  list: { id: string; title: string }[]
}

/**
 * Content downloaded after a release (spec §4 "Content freshness"), persisted as
 * `tarot-content`: spread catalogues and article indexes per data-path segment
 * ('' Simplified, 'zh-Hant', 'en'), and layouts of spreads the bundle lacks.
 */
export interface ContentCacheState {
  spreads: Record<string, SpreadCatalogue>
  articles: Record<string, ArticleIndex>
  layouts: Record<string, SpreadLayout>
  setSpreads(segment: string, catalogue: SpreadCatalogue): void
  setArticles(segment: string, index: ArticleIndex): void
  setLayout(id: string, layout: SpreadLayout): void
  /** Forgets stale entries: catalogues not newer than the bundle, layouts the bundle has. */
  prune(keepSpreads: (segment: string, version: number) => boolean, keepArticles: (segment: string, version: number) => boolean, dropLayouts: readonly string[]): void
}

export const CONTENT_CACHE_VERSION = 1

export const useContentCache = create<ContentCacheState>()(
  persist(
    (set) => ({
      spreads: {},
      articles: {},
      layouts: {},
      setSpreads: (segment, catalogue) => set((s) => ({ spreads: { ...s.spreads, [segment]: catalogue } })),
      setArticles: (segment, index) => set((s) => ({ articles: { ...s.articles, [segment]: index } })),
      setLayout: (id, layout) => set((s) => ({ layouts: { ...s.layouts, [id]: layout } })),
      prune: (keepSpreads, keepArticles, dropLayouts) =>
        set((s) => ({
          spreads: Object.fromEntries(Object.entries(s.spreads).filter(([segment, c]) => keepSpreads(segment, c.version))),
          articles: Object.fromEntries(Object.entries(s.articles).filter(([segment, a]) => keepArticles(segment, a.version))),
          layouts: Object.fromEntries(Object.entries(s.layouts).filter(([id]) => !dropLayouts.includes(id))),
        })),
    }),
    {
      name: 'tarot-content',
      version: CONTENT_CACHE_VERSION,
      storage: createJSONStorage(() => storage),
      partialize: ({ spreads, articles, layouts }) => ({ spreads, articles, layouts }),
    },
  ),
)
