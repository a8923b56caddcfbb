import { createHash } from 'node:crypto'
import { ResultCode } from '@tarot/contracts/codes'
import { readerEndpoints } from '@tarot/contracts/endpoints/readers'
import { type ReaderCard, ReaderTopic } from '@tarot/contracts/readers'
import type { Language } from '@tarot/core/language'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { ReaderReviewRow, ReaderRow, ReaderStats } from '../db/readers'
import { fail, ok } from '../lib/envelope'
import { requestLanguage } from '../lib/language'
import { message } from '../lib/messages'
import { readersMessage } from '../lib/readers-messages'
import { route } from '../lib/route'

const REVIEWS_SHOWN = 20
const MASK_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
/** Reader and consultation ids as the server makes them; anything else cannot name one. */
export const RECORD_ID = /^[A-Za-z0-9_-]{1,64}$/
/** The topics a card may show: a stored specialty the contracts no longer know is left out. */
const TOPICS: ReadonlySet<string> = new Set(ReaderTopic.options)

/** A reader as the marketplace shows them; `energyFen` prices them in money too (WeChat Pay). */
export function readerCard(row: ReaderRow, stats: ReaderStats, energyFen: number): ReaderCard {
  return {
    id: row.id,
    name: row.name,
    photo: row.photo,
    tagline: row.tagline,
    specialties: row.specialties.filter((topic): topic is ReaderTopic => TOPICS.has(topic)),
    languages: row.languages.filter((language): language is ReaderCard['languages'][number] => language === 'zh-Hans' || language === 'zh-Hant' || language === 'en'),
    rating: stats.rating,
    reviewCount: stats.reviewCount,
    priceEnergy: row.priceEnergy,
    priceFen: row.priceEnergy * energyFen,
    responseHours: row.responseHours,
    available: row.available,
  }
}

/**
 * A reviewer as others see them: one character and two stars, derived from the user and the reader
 * together, so a reviewer cannot be followed from one reader's page to another's, and no id shows.
 */
function maskedAuthor(review: ReaderReviewRow, readerId: string, language: Language): string {
  const digest = createHash('sha256').update(`${readerId}:${review.userId}`).digest()
  return readersMessage('reviewAuthor', language, { mask: `${MASK_ALPHABET[digest[0]! % MASK_ALPHABET.length]}**` })
}

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
      },
    },
    async (request) => {
      const topic = request.query.topic || undefined
      const rows = await app.readers.listAvailable(topic)
      const stats = await app.readers.stats(rows.map((row) => row.id))
      const cards = rows.map((row) => readerCard(row, stats.get(row.id)!, app.orders.energyFen))
      // The operator's order first; among equals, the better rated (unrated last).
      const order = new Map(rows.map((row, index) => [row.id, { sort: row.sort, index }]))
      cards.sort((a, b) => order.get(a.id)!.sort - order.get(b.id)!.sort || (b.rating ?? -1) - (a.rating ?? -1) || order.get(a.id)!.index - order.get(b.id)!.index)
      return ok({ list: cards })
    },
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
    async (request, reply) => {
      const language = requestLanguage(request)
      const { readerId } = request.params
      const row = RECORD_ID.test(readerId) ? await app.readers.get(readerId) : null
      if (!row) return reply.status(404).send(fail(ResultCode.notFound, message('notFound', language)))
      const stats = (await app.readers.stats([row.id])).get(row.id)!
      const reviews = await app.readers.latestReviews(row.id, REVIEWS_SHOWN)
      return ok({
        ...readerCard(row, stats, app.orders.energyFen),
        bio: row.bio,
        reviews: reviews.map((review) => ({ rating: review.rating, text: review.text, author: maskedAuthor(review, row.id, language), createdAt: review.reviewedAt.toISOString() })),
        completedOrders: stats.completedOrders,
      })
    },
  )
}
