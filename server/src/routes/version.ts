import { CARD_IDS } from '@tarot/core/deck'
import { LANGUAGES, dataPathSegment } from '@tarot/core/language'
import { SPREAD_IDS, activeCatalogueVersion, spreadCatalogue } from '@tarot/core/spreads'
import { activeArticlesVersion, articleIndex } from '@tarot/content/articles'
import type { VersionFile } from '@tarot/core/version'
import type { FastifyPluginAsync } from 'fastify'
import { requestLanguage } from '../lib/language'

/**
 * `GET /versionApp.json?{timestamp}` (spec §7): content versions per language path,
 * the resource lists that warm the app's cache, and the iOS and hiding switches.
 * `/spreadsApp.json` and `/articles/index.json` answer in the caller's language (`tarot-lang`).
 */
export const versionRoutes: FastifyPluginAsync = async (app) => {
  const perLanguage = (version: number) => Object.fromEntries(LANGUAGES.map((l) => [dataPathSegment(l), version]))
  // Built per request from the content in force, so a publish shows up without a restart.
  const versionFile = (): VersionFile => ({
    statusCode: 200,
    data: {
      spreads: perLanguage(activeCatalogueVersion()),
      articles: perLanguage(activeArticlesVersion()),
      res: [...CARD_IDS.map((id) => `/res/cards/${id}.png`), '/res/cards/back.png'],
      static: SPREAD_IDS.map((id) => `/layout/${id}.json`),
      ios: { iosCharge: app.config.iosCharge },
      hide: { index: app.config.hideIndex },
    },
  })

  app.get('/versionApp.json', async (_request, reply) => {
    // The app adds a timestamp to bypass caches; say the same to any cache in between.
    reply.header('cache-control', 'no-cache')
    app.published.refresh()
    return versionFile()
  })
  app.get('/spreadsApp.json', async (request) => {
    app.published.refresh()
    return spreadCatalogue(requestLanguage(request))
  })
  app.get('/articles/index.json', async (request) => {
    app.published.refresh()
    return articleIndex(requestLanguage(request))
  })
}
