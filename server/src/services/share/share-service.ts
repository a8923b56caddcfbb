import { randomBytes } from 'node:crypto'
import type { PosterSize, ShareView, SharedReading } from '@tarot/contracts/shares'
import type { ReadingRepository } from '../../db/readings'
import type { ShareRepository, ShareRow } from '../../db/shares'
import { quotaDay } from '../charging'
import { bottomLine } from './bottom-line'

/** A new share id: 128 random bits as 22 base64url characters, so links cannot be guessed or walked. */
export function newShareId(): string {
  return randomBytes(16).toString('base64url')
}

export type SharedLookup = { ok: true; view: SharedReading } | { ok: false; reason: 'unknown' | 'revoked' }

/**
 * Sharing a reading: the owner makes, lists and revokes links; anyone with a link reads what it shows. What a
 * stranger sees is decided here only: the cards, the spread, the bottom line, the date and the sharer's friend
 * code — the question only when the sharer turned it on, never notes or follow-ups.
 */
export class ShareService {
  constructor(
    private readonly deps: {
      shares: ShareRepository
      readings: ReadingRepository
      now: () => number
      /** Where the H5 app lives, e.g. `https://tarot.example.com` (PUBLIC_ORIGIN). */
      publicOrigin: string
    },
  ) {}

  /** The H5 page of a share; the friend code rides on it, and the app binds it when the visitor signs in. */
  link(id: string, friendCode: string): string {
    return `${this.deps.publicOrigin}/tarot/h5app/#/pagesApp/share/reading?id=${encodeURIComponent(id)}&friend=${encodeURIComponent(friendCode)}`
  }

  private view(row: ShareRow, spreadId: string): ShareView {
    return {
      id: row.id,
      readingId: row.readingId,
      spreadId,
      includeQuestion: row.includeQuestion,
      size: row.size,
      createdAt: row.createdAt.toISOString(),
      revokedAt: row.revokedAt ? row.revokedAt.toISOString() : null,
      link: this.link(row.id, row.userId),
      posterPath: `/tarot/rest/shared/${row.id}/poster.png?size=${row.size}`,
    }
  }

  /** Shares one of the caller's readings once its cards are known; null when it is not theirs or not drawn yet. */
  async create(userId: string, options: { readingId: string; includeQuestion?: boolean | undefined; size?: PosterSize | undefined }): Promise<ShareView | null> {
    const reading = await this.deps.readings.get(userId, options.readingId)
    if (!reading?.cards || reading.status === 'drawing') return null
    const row = await this.deps.shares.create({
      id: newShareId(),
      userId,
      readingId: reading.id,
      includeQuestion: options.includeQuestion ?? false,
      size: options.size ?? 'story',
      createdAt: new Date(this.deps.now()),
    })
    return this.view(row, reading.spreadId)
  }

  async list(userId: string): Promise<ShareView[]> {
    return (await this.deps.shares.listOwn(userId)).map((row) => this.view(row, row.spreadId))
  }

  async revoke(userId: string, id: string): Promise<ShareView | null> {
    const row = await this.deps.shares.revoke(userId, id, new Date(this.deps.now()))
    if (!row) return null
    const found = await this.deps.shares.getWithReading(row.id)
    return this.view(row, found?.reading.spreadId ?? '')
  }

  /** What anyone with the link sees; a revoked link says so, an unknown one is simply unknown. */
  async read(id: string): Promise<SharedLookup> {
    const found = await this.deps.shares.getWithReading(id)
    if (!found?.reading.cards) return { ok: false, reason: 'unknown' }
    if (found.share.revokedAt) return { ok: false, reason: 'revoked' }
    const { share, reading } = found
    return {
      ok: true,
      view: {
        id: share.id,
        spreadId: reading.spreadId,
        language: reading.language,
        cards: reading.cards!,
        bottomLine: bottomLine(reading.interpretation, reading.language),
        question: share.includeQuestion ? reading.question : null,
        date: quotaDay((reading.savedAt ?? reading.createdAt).getTime()),
        friendCode: share.userId,
        posterPath: `/tarot/rest/shared/${share.id}/poster.png?size=${share.size}`,
      },
    }
  }
}
