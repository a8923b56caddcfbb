import { FailureEnvelope } from '@tarot/contracts/envelope'
import { ReaderList, ReaderProfile, ReaderTopic } from '@tarot/contracts/readers'
import { ReaderIdParams } from '@tarot/contracts/ids'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as z from 'zod/mini'
import { DomainError } from '../lib/domain-error'
import { ok } from '../lib/envelope'
import { requestLanguage } from '../lib/language'
import { envelopeOf } from '../openapi/components'

/** Reader and consultation ids as the server makes them; anything else cannot name one. */
export const RECORD_ID = /^[A-Za-z0-9_-]{1,64}$/

/** The marketplace: readers taking orders (`?topic=` filters by specialty), and one reader's profile with the latest reviews. Open to everyone. */
export const readerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        operationId: 'listReaders',
        tags: ['Readers'],
        summary: 'Readers taking orders',
        description: "The readers available now, in the operator's order and then by rating (the mean of their reviews, one decimal; null before the first).",
        // An empty `topic` means no filter.
        querystring: z.object({ topic: z.optional(z.union([ReaderTopic, z.literal('')])) }),
        response: { 200: envelopeOf(ReaderList) },
      },
    },
    async (request) => ok({ list: await app.readerService.available(request.query.topic || undefined) }),
  )

  app.get(
    '/:readerId',
    {
      schema: {
        operationId: 'getReader',
        tags: ['Readers'],
        summary: "A reader's profile",
        description: 'The card, the bio, the latest 20 reviews (reviewers masked) and how many consultations were completed.',
        params: ReaderIdParams,
        response: { 200: envelopeOf(ReaderProfile), 404: FailureEnvelope },
      },
    },
    async (request) => {
      const { readerId } = request.params
      if (!RECORD_ID.test(readerId)) throw DomainError.notFound()
      return ok(await app.readerService.profile(readerId, requestLanguage(request)))
    },
  )
}
