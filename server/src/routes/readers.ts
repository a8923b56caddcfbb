import { createHash } from 'node:crypto'
import { ResultCode } from '@tarot/contracts/codes'
import { type ReaderCard, type ReaderProfile, ReaderTopic } from '@tarot/contracts/readers'
import type { Language } from '@tarot/core/language'
import type { FastifyPluginAsync } from 'fastify'
import type { ReaderReviewRow, ReaderRow, ReaderStats } from '../db/readers'
import { fail, ok } from '../lib/envelope'
import { requestLanguage } from '../lib/language'
import { message } from '../lib/messages'
import { readersMessage } from '../lib/readers-messages'

const REVIEWS_SHOWN = 20
const MASK_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
/** Reader and consultation ids as the server makes them; anything else cannot name one. */
export const RECORD_ID = /^[A-Za-z0-9_-]{1,64}$/

export function readerCard(row: ReaderRow, stats: ReaderStats): ReaderCard {
  return {
    id: row.id,
    name: row.name,
    photo: row.photo,
    tagline: row.tagline,
    specialties: row.specialties.filter((topic): topic is ReaderTopic => ReaderTopic.safeParse(topic).success),
    languages: row.languages.filter((language): language is ReaderCard['languages'][number] => language === 'zh-Hans' || language === 'zh-Hant' || language === 'en'),
    rating: stats.rating,
    reviewCount: stats.reviewCount,
    priceEnergy: row.priceEnergy,
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
export const readerRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { topic?: string } }>('/', async (request, reply) => {
    const topic = request.query.topic || undefined
    if (topic !== undefined && !ReaderTopic.safeParse(topic).success) {
      return reply.status(400).send(fail(ResultCode.badRequest, message('badRequest', requestLanguage(request))))
    }
    const rows = await app.readers.listAvailable(topic)
    const stats = await app.readers.stats(rows.map((row) => row.id))
    const cards = rows.map((row) => readerCard(row, stats.get(row.id)!))
    // The operator's order first; among equals, the better rated (unrated last).
    const order = new Map(rows.map((row, index) => [row.id, { sort: row.sort, index }]))
    cards.sort((a, b) => order.get(a.id)!.sort - order.get(b.id)!.sort || (b.rating ?? -1) - (a.rating ?? -1) || order.get(a.id)!.index - order.get(b.id)!.index)
    return ok({ list: cards })
  })

  app.get<{ Params: { id: string } }>('/:id', async (request, reply) => {
    const language = requestLanguage(request)
    const row = RECORD_ID.test(request.params.id) ? await app.readers.get(request.params.id) : null
    if (!row) return reply.status(404).send(fail(ResultCode.notFound, message('notFound', language)))
    const stats = (await app.readers.stats([row.id])).get(row.id)!
    const reviews = await app.readers.latestReviews(row.id, REVIEWS_SHOWN)
    const profile: ReaderProfile = {
      ...readerCard(row, stats),
      bio: row.bio,
      reviews: reviews.map((review) => ({ rating: review.rating, text: review.text, author: maskedAuthor(review, row.id, language), createdAt: review.reviewedAt.toISOString() })),
      completedOrders: stats.completedOrders,
    }
    return ok(profile)
  })
}
