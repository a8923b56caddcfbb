import * as z from 'zod/mini'
import { ReadingCard } from './readings'

/** The two poster shapes: `story` 1080×1920 (Moments, saving to the album), `chat` 1000×800 (a 5:4 chat card). */
export const PosterSize = z.enum(['story', 'chat'])
export type PosterSize = z.infer<typeof PosterSize>

/** `POST /tarot/rest/shares`: share one of my readings. The question stays off unless asked for. */
export const CreateShareRequest = z.object({
  readingId: z.string().check(z.regex(/^[0-9a-fA-F-]{36}$/)),
  includeQuestion: z.optional(z.boolean()),
  size: z.optional(PosterSize),
})

/** A share as its owner sees it: what it shows and where it lives. No token is in the link. */
export const ShareView = z.object({
  id: z.string(),
  readingId: z.string(),
  spreadId: z.string(),
  includeQuestion: z.boolean(),
  /** An included question held by content review (`under_review`) or refused (`rejected`): the link shows no question meanwhile. */
  questionModeration: z.optional(z.nullable(z.enum(['under_review', 'rejected']))),
  size: PosterSize,
  createdAt: z.string(),
  revokedAt: z.nullable(z.string()),
  /** The H5 page anyone can open, on PUBLIC_ORIGIN: `…/pagesApp/share/reading?id=…&friend=<sealed friend code>`. */
  link: z.string(),
  /** The poster image, relative to the REST host. */
  posterPath: z.string(),
})
export type ShareView = z.infer<typeof ShareView>

export const ShareList = z.object({ list: z.array(ShareView) })

/** `GET /tarot/rest/shared/{id}`: what a stranger sees. Never notes, never the question unless the sharer turned it on. */
export const SharedReading = z.object({
  id: z.string(),
  spreadId: z.string(),
  language: z.string(),
  cards: z.array(ReadingCard),
  /** The interpretation's first sentence or two (with the question left off, a line that repeats none of its words); null when there is none. */
  bottomLine: z.nullable(z.string()),
  question: z.nullable(z.string()),
  /** The day of the reading, YYYY-MM-DD (Asia/Shanghai). */
  date: z.string(),
  /** The sharer's friend code, sealed by the server (it names no user): a visitor who signs in from this page is bound to it (spec friend referral). */
  friendCode: z.string(),
  posterPath: z.string(),
  /** Who wrote the interpretation: 'offline' for the app's built-in reader, a model's engine name otherwise, null with no interpretation (docs/ai-labels.md). */
  engine: z.optional(z.nullable(z.string())),
})
export type SharedReading = z.infer<typeof SharedReading>

/** A share id: 22 characters of base64url (128 random bits). */
export const ShareIdParams = z.object({ id: z.string().check(z.regex(/^[A-Za-z0-9_-]{22}$/)) })

/** `POST /tarot/rest/shared/{id}/report`: anyone who sees a shared page may report it; an operator then keeps it up or takes it down. */
export const ReportShareRequest = z.object({
  reason: z.enum(['upsetting', 'personal', 'spam', 'other']),
  note: z.optional(z.string().check(z.trim(), z.maxLength(200))),
})
export type ReportShareRequest = z.infer<typeof ReportShareRequest>

/** `GET …/poster.png`: the poster's shape and language. */
export const PosterQuery = z.object({ size: z.optional(PosterSize), lang: z.optional(z.enum(['zh-Hans', 'zh-Hant', 'en'])) })

/** `GET /tarot/rest/shares/today/poster.png`: today's card as a poster (the card is derived on the device). */
export const TodayPosterQuery = z.object({
  card: z.string().check(z.regex(/^[A-Za-z]{4,6}\d{2}$/)),
  orientation: z.enum(['upright', 'reversed']),
  day: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  size: z.optional(PosterSize),
  lang: z.optional(z.enum(['zh-Hans', 'zh-Hant', 'en'])),
})
