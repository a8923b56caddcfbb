import { PublishedArticleIndex, PublishedLayout, PublishedSpreadCatalogue } from '@tarot/contracts/content'
import { ARTICLES_VERSION as ARTICLES_VERSION_BUNDLED } from '@tarot/content/article-version'
import { layoutPlan, localVersion, shouldDownload } from '@tarot/core/freshness'
import type { Language } from '@tarot/core/language'
import { dataPathSegment } from '@tarot/core/language'
import type { SpreadLayout } from '@tarot/core/layout'
import { BUNDLED_SPREADS_VERSION as SPREADS_VERSION, BUNDLED_SPREAD_IDS } from '@tarot/core/spread-summary'
import type { SpreadCatalogue } from '@tarot/core/spreads'
import { parseVersionFile } from '@tarot/core/version'
import { request } from '@/lib/http/client'
import { API_BASE } from '@/lib/http/hosts'
import { currentLanguage } from '@/lib/i18n/i18n'
import { iosChargeHere } from '@/lib/pay/ios-charge'
import { storage } from '@/lib/storage/storage'
import { useContentCache } from '@/stores/content-cache'
import { useSession } from '@/stores/session'
import { warm } from './warm'
import { afterFirstScreen, connectionHint, whenQuiet } from './warm-conditions'
import { warmAll, warmingAllowed } from './warm-queue'

const WARMED_KEY = 'tarot-warmed'

async function getRaw(url: string): Promise<unknown> {
  return request<unknown>({ url, auth: 'none', silent: true, raw: true })
}

/** Downloads what the version file says is newer for the current language (spec §7: `/spreadsApp.json`, `/articles/index.json` in the `tarot-lang` language). */
async function refreshLanguage(language: Language, versions: { spreads: Record<string, number>; articles: Record<string, number> }): Promise<void> {
  const segment = dataPathSegment(language)
  const cache = useContentCache.getState()
  if (shouldDownload(versions.spreads[segment], localVersion(SPREADS_VERSION, cache.spreads[segment]))) {
    const parsed = PublishedSpreadCatalogue.safeParse(await getRaw('/spreadsApp.json'))
    if (parsed.success) useContentCache.getState().setSpreads(segment, parsed.data as SpreadCatalogue)
  }
  if (shouldDownload(versions.articles[segment], localVersion(ARTICLES_VERSION_BUNDLED, cache.articles[segment]))) {
    const parsed = PublishedArticleIndex.safeParse(await getRaw('/articles/index.json'))
    if (parsed.success) useContentCache.getState().setArticles(segment, parsed.data)
  }
}

/** Layouts for catalogue spreads that have none; cached layouts the bundle now has are dropped. */
async function refreshLayouts(): Promise<void> {
  const state = useContentCache.getState()
  const ids = Object.values(state.spreads).flatMap((c) => c.list.flatMap((category) => category.spreads.map((s) => s.id)))
  const plan = layoutPlan(ids, BUNDLED_SPREAD_IDS, Object.keys(state.layouts))
  for (const id of plan.fetch) {
    const parsed = PublishedLayout.safeParse(await getRaw(`/layout/${encodeURIComponent(id)}.json`).catch(() => null))
    if (parsed.success) useContentCache.getState().setLayout(id, parsed.data.data as SpreadLayout)
  }
  if (plan.drop.length > 0) {
    useContentCache.getState().prune(
      () => true,
      () => true,
      plan.drop,
    )
  }
}

/**
 * Warms the caches with the version file's res and static lists, once per list:
 * only after the first screen is idle, two at a time, each request held while the person
 * is touching the screen or something moves on it (`whenQuiet`), and not at all on a
 * connection that asks to save data or is 2G (it is tried again at the next launch).
 */
export async function warmResources(urls: string[]): Promise<void> {
  if (urls.length === 0) return
  const signature = `${urls.length}:${urls[0] ?? ''}:${urls[urls.length - 1] ?? ''}`
  if ((await storage.getItem(WARMED_KEY)) === signature) return
  await afterFirstScreen()
  if (!warmingAllowed(await connectionHint())) return
  await warmAll(
    urls.map((url) => (/^https?:/.test(url) ? url : `${API_BASE}${url}`)),
    warm,
    2,
    whenQuiet,
  )
  await storage.setItem(WARMED_KEY, signature)
}

/**
 * The launch-time version check (spec §4): about a second after launch the
 * version file is read; newer spreads or articles for the current language are
 * downloaded and cached; missing layouts fetched; the res/static lists warm the
 * cache once the first screen is idle; `hide` and `ios` set the home-index and iOS-charge flags. Every failure
 * is silent and leaves the local data as it was.
 */
export async function checkContentVersions(now = Date.now()): Promise<void> {
  try {
    // Stale downloads (not newer than the bundle, e.g. after an app update) are forgotten first.
    useContentCache.getState().prune(
      (_, version) => version > SPREADS_VERSION,
      (_, version) => version > ARTICLES_VERSION_BUNDLED,
      BUNDLED_SPREAD_IDS,
    )
    const parsed = parseVersionFile(await getRaw(`/versionApp.json?${now}`))
    if (!parsed.ok) return
    const { data } = parsed.value
    useSession.getState().setFlags({ hideIndex: data.hide.index, iosCharge: iosChargeHere(data.ios) })
    await refreshLanguage(currentLanguage(), data)
    await refreshLayouts()
    // In the background: the check is done; warming waits for the first screen to be idle.
    void warmResources([...data.res, ...data.static]).catch(() => undefined)
  } catch {
    // Spec §8: version check and download failures are ignored; local data stays.
  }
}
