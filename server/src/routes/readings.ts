import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../lib/envelope'
import { requestLanguage, requestRegion } from '../lib/language'
import { message } from '../lib/messages'
import { callerOf, signedInOnly } from '../plugins/identity'
import { readingEndpoints } from '@tarot/contracts/endpoints/readings'
import { route } from '../lib/route'

/** What both ways of starting a reading answer for a question the question check refuses. */
const REFUSED_QUESTION = 'A question the question check refuses (crisis, sensitive, unsuitable) is answered `400001` (HTTP 400) with the verdict and its message in `data`: no reading is made.'

/**
 * Readings (paths documented in docs/api.md): a digital draw with commit–reveal,
 * physical cards, save (idempotent), get, list and delete — each only on the
 * caller's own readings; another user's reading is simply not found. The draw
 * service does the work (`services/reading/draw-service.ts`); this file speaks HTTP.
 */
export const readingRoutes: FastifyPluginAsyncZod = async (app) => {
  // Saved readings are kept with an account: a guest is told so in the records' own words.
  const signedIn = signedInOnly((language) => message('recordsNeedSignIn', language))
  const tags = ['Readings']
  // Starting readings (draws and physical cards together) is limited per user, so one caller cannot fill the database.
  const readingsNote = `Rate limit: ${app.config.limits.readingsPerMinute} a minute, draws and physical cards together, counted per user.`
  const readingsPerMinute = app.rateLimit({ max: app.config.limits.readingsPerMinute, timeWindow: '1 minute', keyGenerator: (request) => `readings:${request.identity?.userId ?? request.ip}` })

  route(
    app,
    readingEndpoints.draw,
    {
      onRequest: readingsPerMinute,
      config: { rateLimitNote: readingsNote },
      preValidation: app.authenticate,
      schema: {
        operationId: 'startDraw',
        tags,
        summary: 'Start a digital draw',
        description:
          'A reading with `status: "drawing"` and the `commitment` (sha256 of the server seed), shown before the pick. `clientKey` makes a retry return the same reading. ' + REFUSED_QUESTION,
      },
    },
    async (request) => ok(await app.drawService.startDraw(callerOf(request).userId, request.body, requestLanguage(request), requestRegion(request))),
  )

  route(
    app,
    readingEndpoints.pick,
    {
      preValidation: app.authenticate,
      schema: {
        operationId: 'pickCards',
        tags,
        summary: 'Pick the cards',
        description:
          "The fan positions picked (one per spread position) and optional randomness of the user's own: the reading `drawn`, with `cards` and the revealed `serverSeed`; " +
          '`verifyDraw` in `@tarot/core/draw` re-derives the cards. A repeated pick returns the cards already drawn. The picks must start with those kept so far (`PUT …/picks`).',
      },
    },
    async (request) => ok(await app.drawService.pick(callerOf(request).userId, request.params.id, request.body.picks, request.body.clientSeed ?? '')),
  )

  route(
    app,
    readingEndpoints.keepPicks,
    {
      preValidation: app.authenticate,
      schema: {
        operationId: 'keepPicks',
        tags,
        summary: 'Keep the picks so far',
        description:
          'The fan positions picked so far (fewer than the spread has), kept with the sealed draw so a reload shows them picked where they were. ' +
          'A card once picked stays picked: the picks must go on from those kept (an older, shorter list changes nothing), and the final pick must start with them. ' +
          'A reading already drawn is answered as it is.',
      },
    },
    async (request) => ok(await app.drawService.keepPicks(callerOf(request).userId, request.params.id, request.body.picks)),
  )

  route(
    app,
    readingEndpoints.physical,
    {
      onRequest: readingsPerMinute,
      config: { rateLimitNote: readingsNote },
      preValidation: app.authenticate,
      schema: {
        operationId: 'enterPhysicalCards',
        tags,
        summary: "Enter cards from one's own deck",
        description: 'A reading `drawn` from the user\'s own cards, one per position ("Cannot Select Repeatedly", "Please select a card for all positions"). ' + REFUSED_QUESTION,
      },
    },
    async (request) => ok(await app.drawService.enterPhysical(callerOf(request).userId, request.body, requestLanguage(request), requestRegion(request))),
  )

  route(
    app,
    readingEndpoints.save,
    {
      preValidation: signedIn,
      schema: { operationId: 'saveReading', tags, summary: 'Save a reading', description: 'The reading `saved`; saving again returns the same record.' },
    },
    async (request) => ok(await app.drawService.save(callerOf(request).userId, request.params.id)),
  )

  route(
    app,
    readingEndpoints.get,
    {
      preValidation: app.authenticate,
      schema: { operationId: 'getReading', tags, summary: 'One reading', description: "One of the caller's readings." },
    },
    async (request) => ok(await app.drawService.get(callerOf(request).userId, request.params.id)),
  )

  route(
    app,
    readingEndpoints.list,
    {
      preValidation: signedIn,
      schema: {
        operationId: 'listReadings',
        tags,
        summary: 'Saved readings',
        description: 'Saved readings, newest first, 20 a page.',
        // Lenient: anything that is not a page number from 1 to 10 000 reads as the nearest one (or the first).
      },
    },
    async (request) => {
      const asked: unknown = request.query.page ?? '1'
      const page = Math.max(1, Math.min(10_000, Number.parseInt(String(asked), 10) || 1))
      return ok(await app.drawService.listSaved(callerOf(request).userId, page))
    },
  )

  route(
    app,
    readingEndpoints.remove,
    {
      preValidation: app.authenticate,
      schema: {
        operationId: 'deleteReading',
        tags,
        summary: 'Delete a reading',
        description: "Deletes one of the caller's readings.",
      },
    },
    async (request) => {
      await app.drawService.delete(callerOf(request).userId, request.params.id)
      return ok(null)
    },
  )
}
