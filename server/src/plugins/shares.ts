import fp from 'fastify-plugin'
import { ShareRepository } from '../db/shares'
import { PosterService } from '../services/share/poster-service'
import { PosterRenderer } from '../services/share/poster/renderer'
import { ShareService } from '../services/share/share-service'

declare module 'fastify' {
  interface FastifyInstance {
    shares: ShareService
    posters: PosterService
  }
}

/**
 * Sharing: the links (ShareService over its own repository) and the posters (one resvg renderer for every
 * target, its glyphs and PNGs cached in this process). The mini-program code plugs into PosterService's
 * `miniProgramCode` once the WeChat API client (services/wechat) is there; until then posters carry a QR code.
 */
export const sharesPlugin = fp(
  async (app) => {
    app.decorate('shares', new ShareService({ shares: new ShareRepository(app.database.db), readings: app.readings, now: app.now, publicOrigin: app.config.publicOrigin }))
    const renderer = new PosterRenderer(app.config.posterFonts)
    if (!renderer.hasCjkFont) app.log.warn('no Noto Sans CJK font found for posters (POSTER_FONTS); Chinese text on posters will be missing')
    app.decorate('posters', new PosterService({ renderer, catalogue: () => app.published.catalogue, homeLink: `${app.config.publicOrigin}/tarot/h5app/` }))
  },
  { name: 'shares', dependencies: ['repositories', 'content'] },
)
