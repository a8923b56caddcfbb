import fp from 'fastify-plugin'
import { ShareRepository } from '../db/shares'
import { FriendCodes } from '../services/share/friend-codes'
import { MiniProgramCodes } from '../services/share/mini-program-codes'
import { PosterService } from '../services/share/poster-service'
import { PosterRenderer } from '../services/share/poster/renderer'
import { ShareService } from '../services/share/share-service'
import { resolveTokenSecret } from '../services/tokens'

declare module 'fastify' {
  interface FastifyInstance {
    shares: ShareService
    posters: PosterService
  }
}

/**
 * Sharing: the links (ShareService over its own repository) and the posters (one renderer for every target, drawing
 * in a pool of worker threads, its PNGs cached in this process). When the mini-program is configured (WECHAT_APP_ID/SECRET),
 * posters carry its code (`wxacode.getUnlimited`, through the app's WeChat API and its token cache); otherwise, or
 * when WeChat fails, a QR code of the H5 link.
 */
export const sharesPlugin = fp(
  async (app) => {
    // Friend codes are sealed under a key derived from the token secret (the same secret every instance resolves).
    const friendCodes = new FriendCodes(await resolveTokenSecret(app.config.tokenSecret, app.config.dataDir, app.serverSettings))
    app.decorate(
      'shares',
      new ShareService({
        shares: new ShareRepository(app.database.db),
        readings: app.readings,
        now: app.now,
        publicOrigin: app.config.publicOrigin,
        friendCodes,
        userExists: (userId) => app.accounts.userExists(userId),
        catalogue: () => app.published.catalogue,
        sharesPerReading: app.config.limits.sharesPerReading,
        contentCheck: app.contentCheck,
      }),
    )
    // Posters are drawn in worker threads (POSTER_WORKERS, POSTER_QUEUE), ended with the app.
    const renderer = new PosterRenderer(app.config.posterFonts, { workers: app.config.posters.workers, queue: app.config.posters.queue })
    app.addHook('onClose', () => renderer.close())
    if (!renderer.hasCjkFont) app.log.warn('no Noto Sans CJK font found for posters (POSTER_FONTS); Chinese text on posters will be missing')
    // The dev stand-in and `none` answer no code; asking them would only cost a call per poster.
    const codes = app.wechat.name === 'wechat' ? new MiniProgramCodes({ wechat: app.wechat, now: app.now, log: app.log }) : undefined
    app.decorate('posters', new PosterService({ renderer, catalogue: () => app.published.catalogue, homeLink: `${app.config.publicOrigin}/tarot/h5app/`, miniProgramCode: codes?.code }))
  },
  { name: 'shares', dependencies: ['repositories', 'content', 'wechat', 'tokens', 'content-check'] },
)
