import { ResultCode } from '@tarot/contracts/codes'
import { shareEndpoints } from '@tarot/contracts/endpoints/shares'
import { isCardId } from '@tarot/core/deck'
import { type Language, isLanguage } from '@tarot/core/language'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../lib/envelope'
import { requestLanguage } from '../lib/language'
import { message } from '../lib/messages'
import { posterMessage } from '../lib/poster-messages'
import { route } from '../lib/route'
import { DomainError, found } from '../lib/domain-error'
import { shareMessage } from '../lib/share-messages'
import { callerOf } from '../plugins/identity'
import { quotaDay } from '../services/charging'
import { PosterRefused } from '../services/share/poster/renderer'

const DAY_MS = 24 * 3600 * 1000

/**
 * Sharing a reading (docs/api.md): the owner creates, lists and revokes links; anyone with a link reads the
 * shared reading and its poster, with no token. Today's card has a poster too. Posters are PNG (image/png).
 */
export const shareRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['Sharing']
  // Rendering costs CPU, so the public posters are limited per address (a cached poster costs nothing, but a caller could ask for many).
  const postersPerMinute = app.rateLimit({ max: 60, timeWindow: '1 minute', keyGenerator: (request) => `posters:${request.ip}` })
  // Posters not already kept are drawn in the worker pool: so many a minute per address and so many for everyone
  // (POSTER_RENDERS_PER_MINUTE, POSTER_RENDERS_PER_MINUTE_TOTAL); a kept poster is not counted.
  const { rendersPerAddressPerMinute, rendersPerMinute } = app.config.posters
  const rendersByAddress = app.createRateLimit({ max: rendersPerAddressPerMinute, timeWindow: '1 minute', keyGenerator: (request) => `poster-renders:${request.ip}` })
  const rendersByEveryone = app.createRateLimit({ max: rendersPerMinute, timeWindow: '1 minute', keyGenerator: () => 'poster-renders:all' })
  const renderBudget = (request: FastifyRequest) => async () => {
    const byAddress = await rendersByAddress(request)
    if (!byAddress.isAllowed && byAddress.isExceeded) throw new PosterRefused('address', byAddress.ttlInSeconds)
    const byEveryone = await rendersByEveryone(request)
    if (!byEveryone.isAllowed && byEveryone.isExceeded) throw new PosterRefused('everyone', byEveryone.ttlInSeconds)
  }
  /** A poster not drawn now: 429 past a budget, 503 (`503000`) when the pool is full, each with when to ask again. */
  function posterRefused(reply: FastifyReply, error: unknown): never {
    if (!(error instanceof PosterRefused)) throw error
    reply.header('retry-after', error.retryAfterSeconds)
    if (error.reason === 'busy') throw new DomainError(ResultCode.busy, (language) => posterMessage('postersBusy', language), { status: 503 })
    throw new DomainError(ResultCode.rateLimited, (language) => posterMessage(error.reason === 'address' ? 'postersTooOften' : 'postersBusy', language), { status: 429 })
  }
  // A shared page is public: one address may read so many a minute (a person opens a few; a scraper walks thousands).
  const sharedReadsPerMinute = app.rateLimit({ max: app.config.limits.sharedReadsPerMinute, timeWindow: '1 minute', keyGenerator: (request) => `shared:${request.ip}` })

  /** The shared reading, or the kind answer for a revoked or unknown link. */
  async function lookup(id: string) {
    const found = await app.shares.read(id)
    if (found.ok) return found.view
    if (found.reason === 'revoked') throw new DomainError(ResultCode.shareRevoked, (language) => shareMessage('shareRevoked', language), { status: 410 })
    throw new DomainError(ResultCode.notFound, (language) => shareMessage('shareUnknown', language))
  }

  function sendPng(reply: FastifyReply, png: Buffer, maxAgeSeconds: number) {
    return reply.header('content-type', 'image/png').header('cache-control', `public, max-age=${maxAgeSeconds}`).header('content-length', png.length).send(png)
  }

  route(
    app,
    shareEndpoints.create,
    {
      preValidation: app.authenticate,
      schema: {
        operationId: 'createShare',
        tags,
        summary: 'Share one of my readings',
        description:
          "A public link to one of the caller's drawn readings. The question is left off unless `includeQuestion` is true (then the bottom line repeats none of its words either); notes and follow-ups never appear. `size` is the poster shape the link shows first (`story` 1080×1920 by default, or `chat` 1000×800). The link starts with `PUBLIC_ORIGIN` and its `friend` code is sealed: it names no user. A reading has at most `SHARES_PER_READING` links (default 20, revoked ones included); past it `403006` (HTTP 200) and nothing is made.",
      },
    },
    async (request) => {
      const made = await app.shares.create(callerOf(request).userId, request.body)
      if (made.ok) return ok(made.share)
      if (made.reason === 'contentRisky') throw new DomainError(ResultCode.contentRefused, (language) => message('contentRefused', language))
      if (made.reason === 'full') throw new DomainError(ResultCode.shareLimit, (language) => shareMessage('sharesFull', language, { max: app.config.limits.sharesPerReading }))
      throw DomainError.notFound()
    },
  )

  route(
    app,
    shareEndpoints.list,
    {
      preValidation: app.authenticate,
      schema: { operationId: 'listShares', tags, summary: 'My shared links', description: 'Every link the caller shared, newest first, revoked ones with `revokedAt`.' },
    },
    async (request) => ok({ list: await app.shares.list(callerOf(request).userId) }),
  )

  route(
    app,
    shareEndpoints.revoke,
    {
      preValidation: app.authenticate,
      schema: {
        operationId: 'revokeShare',
        tags,
        summary: 'Revoke a shared link',
        description: 'The link stops working at once (its poster within the five minutes a poster may be cached). Revoking again answers the same.',
      },
    },
    async (request) => {
      const share = await app.shares.revoke(callerOf(request).userId, request.params.id)
      return ok(found(share))
    },
  )

  route(
    app,
    shareEndpoints.shared,
    {
      onRequest: sharedReadsPerMinute,
      config: { rateLimitNote: `Rate limit: ${app.config.limits.sharedReadsPerMinute} a minute, counted per address.` },
      schema: {
        operationId: 'getSharedReading',
        tags,
        summary: 'A shared reading (public)',
        description:
          "No token needed: the cards, the spread, the bottom line, the date and the sharer's friend code (sealed: it names no user); the question only when the sharer included it, and otherwise nothing of it, not even in the bottom line. A revoked link answers `410000` (HTTP 410), an unknown one `404000`, each with a kind message.",
      },
    },
    async (request) => {
      return ok(await lookup(request.params.id))
    },
  )

  route(
    app,
    shareEndpoints.report,
    {
      config: { rateLimit: { max: 20, timeWindow: '1 hour' } },
      schema: {
        operationId: 'reportSharedReading',
        tags,
        summary: 'Report a shared reading (public)',
        description: 'No token needed: once per page and address; the page stays up until an operator keeps it or takes it down (docs/back-office.md).',
      },
    },
    async (request) => {
      await app.shares.report(request.params.id, request.body, request.ip)
      return ok(null)
    },
  )

  route(
    app,
    shareEndpoints.sharedPoster,
    {
      onRequest: postersPerMinute,
      schema: {
        operationId: 'getSharedReadingPoster',
        tags,
        summary: "A shared reading's poster (public, image/png)",
        description:
          "The poster as `image/png`: `size` `story` (1080×1920, default) or `chat` (1000×800); `lang` defaults to the reading's language. Cached for five minutes. Revoked or unknown: as `GET /shared/{id}`.",
      },
    },
    async (request, reply) => {
      const view = await lookup(request.params.id)
      const language: Language = request.query.lang ?? (isLanguage(view.language) ? view.language : 'zh-Hans')
      const png = await app.posters
        .readingPng(view, app.shares.link(view.id, view.friendCode), request.query.size ?? 'story', language, renderBudget(request))
        .catch((error: unknown) => posterRefused(reply, error))
      return Buffer.isBuffer(png) ? sendPng(reply, png, 300) : reply
    },
  )

  route(
    app,
    shareEndpoints.todayPoster,
    {
      onRequest: postersPerMinute,
      schema: {
        operationId: 'getTodayPoster',
        tags,
        summary: "Today's card as a poster (public, image/png)",
        description:
          "The card the device derived for today (`@tarot/core/daily`), its orientation and the day (yesterday, today or tomorrow in China, so any time zone's today works). Cached for a day.",
      },
    },
    async (request, reply) => {
      const { card, orientation, day, size = 'story' } = request.query
      const now = app.now()
      const allowedDays = [quotaDay(now - DAY_MS), quotaDay(now), quotaDay(now + DAY_MS)]
      if (!isCardId(card) || !allowedDays.includes(day)) throw DomainError.badRequest()
      const png = await app.posters
        .todayPng({ id: card, orientation }, day, size, request.query.lang ?? requestLanguage(request), renderBudget(request))
        .catch((error: unknown) => posterRefused(reply, error))
      if (png === null) throw DomainError.notFound()
      if (!Buffer.isBuffer(png)) return reply
      return sendPng(reply, png, 86_400)
    },
  )
}
