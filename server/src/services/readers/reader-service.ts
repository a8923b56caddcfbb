import { createHash } from 'node:crypto'
import { type ReaderCard, type ReaderProfile, ReaderTopic } from '@tarot/contracts/readers'
import type { Language } from '@tarot/core/language'
import type { ReaderRepository, ReaderReviewRow, ReaderRow, ReaderStats } from '../../db/readers'
import { found } from '../../lib/domain-error'
import { readersMessage } from '../../lib/readers-messages'

const REVIEWS_SHOWN = 20
const MASK_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
/** The topics a card may show: a stored specialty the contracts no longer know is left out. */
const TOPICS: ReadonlySet<string> = new Set(ReaderTopic.options)

/** A reader as the marketplace shows them; `energyFen` prices them in money too (WeChat Pay). */
function readerCard(row: ReaderRow, stats: ReaderStats, energyFen: number): ReaderCard {
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

/** The readers' marketplace as it is shown: the cards of those taking orders, a profile with its latest reviews, a reader's own profile. */
export class ReaderService {
  constructor(
    private readonly deps: {
      readers: ReaderRepository
      /** The money price of one energy, in fen (the orders service's). */
      energyFen: () => number
    },
  ) {}

  /** The readers available now (of one specialty when given), in the operator's order and then by rating. */
  async available(topic: ReaderTopic | undefined): Promise<ReaderCard[]> {
    const { readers } = this.deps
    const rows = await readers.listAvailable(topic)
    const stats = await readers.stats(rows.map((row) => row.id))
    const cards = rows.map((row) => readerCard(row, stats.get(row.id)!, this.deps.energyFen()))
    // The operator's order first; among equals, the better rated (unrated last).
    const order = new Map(rows.map((row, index) => [row.id, { sort: row.sort, index }]))
    cards.sort((a, b) => order.get(a.id)!.sort - order.get(b.id)!.sort || (b.rating ?? -1) - (a.rating ?? -1) || order.get(a.id)!.index - order.get(b.id)!.index)
    return cards
  }

  /** A reader's profile with the latest 20 reviews, reviewers masked; not found for an unknown reader. */
  async profile(readerId: string, language: Language): Promise<ReaderProfile> {
    const { readers } = this.deps
    const row = found(await readers.get(readerId))
    const stats = (await readers.stats([row.id])).get(row.id)!
    const reviews = await readers.latestReviews(row.id, REVIEWS_SHOWN)
    return {
      ...readerCard(row, stats, this.deps.energyFen()),
      bio: row.bio,
      reviews: reviews.map((review) => ({ rating: review.rating, text: review.text, author: maskedAuthor(review, row.id, language), createdAt: review.reviewedAt.toISOString() })),
      completedOrders: stats.completedOrders,
    }
  }

  /** The caller's own reader profile with the energy earned and pending, or null for anyone who is not a reader. */
  async self(userId: string): Promise<(ReaderCard & { bio: string; earnedEnergy: number; pendingEnergy: number }) | null> {
    const { readers } = this.deps
    const reader = await readers.byUserId(userId)
    if (!reader) return null
    const stats = (await readers.stats([reader.id])).get(reader.id)!
    return { ...readerCard(reader, stats, this.deps.energyFen()), bio: reader.bio, earnedEnergy: stats.earnedEnergy, pendingEnergy: stats.pendingEnergy }
  }
}
