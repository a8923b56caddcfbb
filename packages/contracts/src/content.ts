import * as z from 'zod/mini'

/** `spreadsApp.json` on the data host (spec §3): categories, each with name and spreads. */
export const PublishedSpread = z.object({
  id: z.string().check(z.regex(/^[a-z0-9_]{2,12}$/)),
  name: z.string().check(z.minLength(1)),
  desc: z.string().check(z.minLength(1)),
  abstract: z.optional(z.string()),
  tj: z.optional(z.literal(1)),
  hide: z.optional(z.literal(true)),
  ai: z.optional(z.union([z.object({ free: z.literal(true) }), z.object({ pro: z.literal(true) })])),
  positions: z.array(z.object({ name: z.string().check(z.minLength(1)), meaning: z.string().check(z.minLength(1)) })).check(z.minLength(1)),
})

export const PublishedSpreadCatalogue = z.object({
  version: z.number().check(z.int(), z.positive()),
  list: z.array(z.object({ id: z.string(), name: z.string().check(z.minLength(1)), spreads: z.array(PublishedSpread) })),
})
export type PublishedSpreadCatalogue = z.infer<typeof PublishedSpreadCatalogue>

/** `articles/index.json`: the versioned list of id and title. */
export const PublishedArticleIndex = z.object({
  version: z.number().check(z.int(), z.positive()),
  list: z.array(z.object({ id: z.string(), title: z.string().check(z.minLength(1)) })),
})

/** `/layout/{spreadId}.json`: the layout under `data`. */
export const PublishedLayout = z.object({
  data: z.object({
    margin: z.number(),
    num: z.optional(z.number()),
    self: z.optional(z.number()),
    overlaps: z.optional(z.array(z.tuple([z.number(), z.number()]))),
    positions: z.array(z.object({ x: z.number(), y: z.number(), angle: z.union([0, 30, 45, 90, 270, 330].map((a) => z.literal(a))) })),
  }),
})

/** Upright and reversed readings of one life area in a card's file. */
const AspectText = z.object({ upright: z.string(), reversed: z.string() })

/** `cards/{id}.json`: one card's meanings in one language (a file per card, so the app loads them on demand). */
export const PublishedCard = z.object({
  id: z.string(),
  name: z.string().check(z.minLength(1)),
  keywords: z.object({ upright: z.array(z.string()), reversed: z.array(z.string()) }),
  upright: z.string().check(z.minLength(1)),
  reversed: z.string().check(z.minLength(1)),
  love: z.optional(AspectText),
  career: z.optional(AspectText),
  wealth: z.optional(AspectText),
  advice: z.optional(AspectText),
})
export type PublishedCard = z.infer<typeof PublishedCard>

/** `articles/{id}.json`: one article in one language. */
export const PublishedArticle = z.object({ id: z.string(), title: z.string().check(z.minLength(1)), summary: z.string(), body: z.string().check(z.minLength(1)) })
export type PublishedArticle = z.infer<typeof PublishedArticle>

/** `pages/{id}.json`: the user agreement, the privacy policy or the deletion agreement, with its version and the day it took effect. */
export const PublishedContentPage = z.object({
  id: z.string(),
  version: z.number().check(z.int(), z.positive()),
  effective: z.string(),
  title: z.string().check(z.minLength(1)),
  body: z.string().check(z.minLength(1)),
})
export type PublishedContentPage = z.infer<typeof PublishedContentPage>
