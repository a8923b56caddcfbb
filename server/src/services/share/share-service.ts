import { createHash, randomBytes } from 'node:crypto'
import type { PosterSize, ShareView, SharedReading } from '@tarot/contracts/shares'
import { cardName } from '@tarot/content/card-names'
import { type Language, isLanguage } from '@tarot/core/language'
import type { Catalogue } from '@tarot/core/spreads'
import type { ReadingRepository } from '../../db/readings'
import type { ShareRepository, ShareRow } from '../../db/shares'
import { DomainError } from '../../lib/domain-error'
import { quotaDay } from '../charging'
import type { ContentCheck } from '../content-check/content-check'
import { bottomLine, questionFreeBottomLine, questionWords, withoutQuestionWords } from './bottom-line'
import { type FriendCodes, USER_ID } from './friend-codes'

/** A new share id: 128 random bits as 22 base64url characters, so links cannot be guessed or walked. */
export function newShareId(): string {
  return randomBytes(16).toString('base64url')
}

export type SharedLookup = { ok: true; view: SharedReading } | { ok: false; reason: 'unknown' | 'revoked' }

/** A share made, or why not: the reading is not the caller's or not drawn yet, or it has all the shares it may have. */
export type ShareCreation = { ok: true; share: ShareView } | { ok: false; reason: 'notFound' | 'full' | 'contentRisky' }

/** Whether a share shows its question: included by the sharer, and not held by content review (docs/content-security.md). */
export const questionShown = (row: Pick<ShareRow, 'includeQuestion' | 'questionModeration'>) => row.includeQuestion && row.questionModeration === null

/**
 * Sharing a reading: the owner makes, lists and revokes links; anyone with a link reads what it shows. What a
 * stranger sees is decided here only: the cards, the spread, the bottom line, the date and the sharer's friend
 * code — the question only when the sharer turned it on, never notes or follow-ups. With the question off, the
 * bottom line repeats none of its words (see questionFreeBottomLine), and the friend code names no one (FriendCodes).
 */
export class ShareService {
  constructor(
    private readonly deps: {
      shares: ShareRepository
      readings: ReadingRepository
      now: () => number
      /** Where the H5 app lives, e.g. `https://tarot.example.com` (PUBLIC_ORIGIN): every link starts with it, whatever host a request named. */
      publicOrigin: string
      friendCodes: FriendCodes
      /** Whether a user id names an account (an old link's raw id is honoured only then). */
      userExists: (userId: string) => Promise<boolean>
      /** The spread catalogue in force, for a bottom line said again without the question. */
      catalogue: () => Catalogue
      /** Most shares one reading may have, revoked ones included (SHARES_PER_READING). */
      sharesPerReading: number
      /** Content security on a question the sharer includes (scene 4, a social log) before anyone sees it. */
      contentCheck: ContentCheck
    },
  ) {}

  /**
   * Someone reports a shared page: kept once per page and address (as a digest, no address stored) for the moderation
   * queue; the page stays up until an operator decides. Not found for an unknown or revoked link.
   */
  async report(id: string, input: { reason: 'upsetting' | 'personal' | 'spam' | 'other'; note?: string | undefined }, address: string): Promise<void> {
    const reporterKey = createHash('sha256').update(`share-report\0${id}\0${address}`).digest('hex')
    if (!(await this.deps.shares.report(id, { reason: input.reason, note: input.note || null, reporterKey }, new Date(this.deps.now())))) throw DomainError.notFound()
  }

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
      questionModeration: row.includeQuestion ? row.questionModeration : null,
      size: row.size,
      createdAt: row.createdAt.toISOString(),
      revokedAt: row.revokedAt ? row.revokedAt.toISOString() : null,
      link: this.link(row.id, this.deps.friendCodes.forShare(row.userId, row.id)),
      posterPath: `/tarot/rest/shared/${row.id}/poster.png?size=${row.size}`,
    }
  }

  /** Shares one of the caller's readings once its cards are known, while the reading has shares to spare. */
  async create(userId: string, options: { readingId: string; includeQuestion?: boolean | undefined; size?: PosterSize | undefined }): Promise<ShareCreation> {
    const reading = await this.deps.readings.get(userId, options.readingId)
    if (!reading?.cards || reading.status === 'drawing') return { ok: false, reason: 'notFound' }
    const includeQuestion = options.includeQuestion ?? false
    // Only a question the sharer makes public is checked; a question left off is seen by no one but its asker.
    let held: Pick<ShareRow, 'questionModeration' | 'moderationNote'> = { questionModeration: null, moderationNote: null }
    if (includeQuestion && reading.question.trim()) {
      const checked = await this.deps.contentCheck.check({ userId, text: reading.question, scene: 'social' })
      if (checked.verdict === 'risky') return { ok: false, reason: 'contentRisky' }
      if (checked.verdict === 'review') held = { questionModeration: 'under_review', moderationNote: checked.note.slice(0, 300) }
    }
    const row = await this.deps.shares.createWithin(
      {
        id: newShareId(),
        userId,
        readingId: reading.id,
        includeQuestion,
        ...held,
        size: options.size ?? 'story',
        createdAt: new Date(this.deps.now()),
      },
      this.deps.sharesPerReading,
    )
    return row === 'full' ? { ok: false, reason: 'full' } : { ok: true, share: this.view(row, reading.spreadId) }
  }

  /**
   * The user a friend code refers to, for binding the referral when a visitor signs in: a sealed code, or — from a
   * link made before codes were sealed — the raw id of an existing account (those links are already out; refusing
   * them would only lose their referrals). Null for anything else.
   */
  async referrer(code: string): Promise<string | null> {
    const sealed = this.deps.friendCodes.open(code)
    if (sealed) return sealed
    return USER_ID.test(code) && (await this.deps.userExists(code)) ? code : null
  }

  /** A friend code for a user, as a referral's answer shows the one in force (never the id itself). */
  friendCodeOf(userId: string): string {
    return this.deps.friendCodes.fresh(userId)
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
    const cards = reading.cards!
    // With the question off, the line is one that never said it, and whatever of its words might remain is taken out.
    // The cards as the reading names them, so a first sentence that only says which way it leans brings the next along.
    const cardNames = isLanguage(reading.language) ? cards.map((c) => cardName(c.id, reading.language as Language)) : []
    // A question held by content review is left off as if the sharer had not included it.
    const withQuestion = questionShown(share)
    const line = withQuestion
      ? bottomLine(reading.interpretation, reading.language, cardNames)
      : questionFreeBottomLine({
          interpretation: reading.interpretation,
          question: reading.question,
          language: reading.language,
          spreadId: reading.spreadId,
          cards,
          catalogue: this.deps.catalogue(),
          cardNames,
        })
    return {
      ok: true,
      view: {
        id: share.id,
        spreadId: reading.spreadId,
        language: reading.language,
        cards,
        bottomLine: line && !withQuestion ? withoutQuestionWords(line, questionWords(reading.question)) || null : line,
        question: withQuestion ? reading.question : null,
        date: quotaDay((reading.savedAt ?? reading.createdAt).getTime()),
        friendCode: this.deps.friendCodes.forShare(share.userId, share.id),
        posterPath: `/tarot/rest/shared/${share.id}/poster.png?size=${share.size}`,
        engine: reading.interpretation ? reading.interpretationEngine : null,
      },
    }
  }
}
