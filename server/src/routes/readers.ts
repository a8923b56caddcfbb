import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { DomainError } from '../lib/domain-error'
import { ok } from '../lib/envelope'
import { requestLanguage } from '../lib/language'
import { readerEndpoints } from '@tarot/contracts/endpoints/readers'
import { route } from '../lib/route'

/** Reader and consultation ids as the server makes them; anything else cannot name one. */
export const RECORD_ID = /^[A-Za-z0-9_-]{1,64}$/

/** The marketplace: readers taking orders (`?topic=` filters by specialty), and one reader's profile with the latest reviews. Open to everyone. */
export const readerRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    readerEndpoints.list,
    {
      schema: {
        operationId: 'listReaders',
        tags: ['Readers'],
        summary: 'Readers taking orders',
        description: "The readers available now, in the operator's order and then by rating (the mean of their reviews, one decimal; null before the first).",
        // An empty `topic` means no filter.
      },
    },
    async (request) => ok({ list: await app.readerService.available(request.query.topic || undefined) }),
  )

  route(
    app,
    readerEndpoints.get,
    {
      schema: {
        operationId: 'getReader',
        tags: ['Readers'],
        summary: "A reader's profile",
        description: 'The card, the bio, the latest 20 reviews (reviewers masked) and how many consultations were completed.',
      },
    },
    async (request) => {
      const { readerId } = request.params
      if (!RECORD_ID.test(readerId)) throw DomainError.notFound()
      return ok(await app.readerService.profile(readerId, requestLanguage(request)))
    },
  )
}
