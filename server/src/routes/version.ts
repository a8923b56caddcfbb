import { CARD_IDS } from '@tarot/core/deck'
import { LANGUAGES, type Language, dataPathSegment } from '@tarot/core/language'
import { type Catalogue, catalogueVersion, spreadCatalogue, spreadIds } from '@tarot/core/spreads'
import { activeArticlesVersion, articleIndex } from '@tarot/content/articles'
import { PublishedSpreadCatalogue } from '@tarot/contracts/content'
import { dataHostEndpoints } from '@tarot/contracts/endpoints/data-host'
import type { VersionFile } from '@tarot/core/version'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requestLanguage } from '../lib/language'
import { route } from '../lib/route'
import { isXpayProvider } from '../services/pay/xpay'

/**
 * `GET /versionApp.json?{timestamp}` (spec §7): content versions per language path,
 * the resource lists that warm the app's cache, and the iOS and hiding switches.
 * `/spreadsApp.json` and `/articles/index.json` answer in the caller's language (`tarot-lang`).
 */
/**
 * `/spreadsApp.json` is asked for on every launch and is the largest JSON the API answers. Its text depends only on the
 * catalogue in force (a value: a publish replaces it) and the language, so it is checked against its contract and
 * serialized once per catalogue and language, and sent as text (Fastify sends a JSON string as it is).
 */
const serializedCatalogues = new WeakMap<Catalogue, Map<Language, string>>()
function serializedCatalogue(catalogue: Catalogue, language: Language): string {
  let byLanguage = serializedCatalogues.get(catalogue)
  if (!byLanguage) serializedCatalogues.set(catalogue, (byLanguage = new Map<Language, string>()))
  let text = byLanguage.get(language)
  if (text === undefined) byLanguage.set(language, (text = JSON.stringify(PublishedSpreadCatalogue.parse(spreadCatalogue(catalogue, language)))))
  return text
}

export const versionRoutes: FastifyPluginAsyncZod = async (app) => {
  const perLanguage = (version: number) => Object.fromEntries(LANGUAGES.map((l) => [dataPathSegment(l), version]))
  // Built per request from the content in force, so a publish shows up without a restart.
  const versionFile = (): VersionFile => ({
    statusCode: 200,
    data: {
      spreads: perLanguage(catalogueVersion(app.published.catalogue)),
      articles: perLanguage(activeArticlesVersion()),
      res: [...CARD_IDS.map((id) => `/res/cards/${id}.png`), '/res/cards/back.png'],
      static: spreadIds(app.published.catalogue).map((id) => `/layout/${id}.json`),
      // With xpay the mini-program's iOS follows WECHAT_XPAY_IOS (Apple's in-app purchase behind it), not IOS_CHARGE.
      ios: { iosCharge: app.config.iosCharge, ...(isXpayProvider(app.payProvider) ? { miniProgramCharge: app.payProvider.iosEnabled } : {}) },
      hide: { index: app.config.hideIndex },
    },
  })

  const tags = ['Data host']
  route(
    app,
    dataHostEndpoints.version,
    {
      schema: {
        operationId: 'versionFile',
        tags,
        summary: 'Content versions',
        description:
          'Content versions per data-host language segment (`""`, `zh-Hant`, `en`), the resources to warm the cache with, and the iOS and hiding switches (spec §7). The app adds `?{timestamp}` to bypass caches.',
      },
    },
    async (_request, reply) => {
      // The app adds a timestamp to bypass caches; say the same to any cache in between.
      reply.header('cache-control', 'no-cache')
      await app.published.refresh()
      return versionFile()
    },
  )
  route(
    app,
    dataHostEndpoints.spreads,
    { schema: { operationId: 'spreadCatalogue', tags, summary: 'Spread catalogue', description: 'The spread catalogue in the `tarot-lang` language.' } },
    async (request, reply) => {
      await app.published.refresh()
      return reply.type('application/json; charset=utf-8').send(serializedCatalogue(app.published.catalogue, requestLanguage(request)) as never)
    },
  )
  route(
    app,
    dataHostEndpoints.articles,
    { schema: { operationId: 'articleIndex', tags, summary: 'Article index', description: 'The article index in the `tarot-lang` language.' } },
    async (request) => {
      await app.published.refresh()
      return articleIndex(requestLanguage(request))
    },
  )
}
