import * as z from 'zod/mini'
import catalogueData from '../data/spreads.json'
import layoutData from '../data/layouts.json'
import { type Language } from './language'
import { ALLOWED_ANGLES, type SpreadLayout } from './layout'
import type { PositionSubject } from './reading/roles'

/**
 * The spread catalogue (spec §3): 7 categories, 37 spreads, every position named
 * and explained in three languages. The data lives in packages/core/data and is
 * validated by the schemas below when this module loads. Every function takes the
 * catalogue it reads: the bundled one, or one an operator published, held by the
 * server and the app at their edge.
 */

export const SPREADS_VERSION = 39

const Texts = z.object({ 'zh-Hans': z.string().check(z.minLength(1)), 'zh-Hant': z.string().check(z.minLength(1)), en: z.string().check(z.minLength(1)) })
const Ai = z.union([z.object({ free: z.literal(true) }), z.object({ pro: z.literal(true) })])

const SpreadSource = z.object({
  category: z.string(),
  ai: z.optional(Ai),
  tj: z.optional(z.literal(1)),
  hide: z.optional(z.literal(true)),
  name: Texts,
  abstract: z.optional(Texts),
  desc: Texts,
  // about: whose place the position is when it is not the asker's (one other person's, or the people around).
  positions: z.array(z.object({ name: Texts, meaning: Texts, about: z.optional(z.enum(['other', 'others'])) })).check(z.minLength(1)),
})

export const CatalogueSource = z.object({
  version: z.number(),
  categories: z.array(z.object({ id: z.string(), name: Texts, spreads: z.array(z.string()) })),
  spreads: z.record(z.string().check(z.regex(/^[a-z0-9_]{2,12}$/)), SpreadSource),
})

export const LayoutSchema = z.object({
  margin: z.number().check(z.nonnegative()),
  num: z.optional(z.number().check(z.int(), z.positive())),
  self: z.optional(z.number().check(z.int(), z.nonnegative())),
  overlaps: z.optional(z.array(z.tuple([z.number(), z.number()]))),
  positions: z.array(z.object({ x: z.number(), y: z.number(), angle: z.union(ALLOWED_ANGLES.map((a) => z.literal(a))) })).check(z.minLength(1)),
})

export type CatalogueSource = z.infer<typeof CatalogueSource>
export type SpreadSource = z.infer<typeof SpreadSource>
export type AiTier = 'free' | 'pro' | null

/** A spread catalogue in force: its source (spec §3 format) and a layout per spread. A value: whoever holds one decides when it changes. */
export interface Catalogue {
  source: CatalogueSource
  layouts: Readonly<Record<string, SpreadLayout>>
}

const bundledSource = CatalogueSource.parse(catalogueData)
const bundledLayouts = z.record(z.string(), LayoutSchema).parse(layoutData) as Record<string, SpreadLayout>

/** The catalogue the app and the server ship with. */
export const BUNDLED_CATALOGUE: Catalogue = Object.freeze({ source: bundledSource, layouts: bundledLayouts })

export interface SpreadPosition {
  name: string
  meaning: string
}

/** A spread as one language sees it: the spec §3 fields plus its positions. */
export interface Spread {
  id: string
  name: string
  desc: string
  abstract?: string
  tj?: 1
  hide?: true
  ai?: { free: true } | { pro: true }
  positions: SpreadPosition[]
}

export interface SpreadCategory {
  id: string
  name: string
  spreads: Spread[]
}

export interface SpreadCatalogue {
  version: number
  list: SpreadCategory[]
}

/** Every spread id of a catalogue, in catalogue order. */
export function spreadIds(catalogue: Catalogue): string[] {
  return catalogue.source.categories.flatMap((c) => c.spreads)
}

export function catalogueVersion(catalogue: Catalogue): number {
  return catalogue.source.version
}

export type CheckResult = { ok: true; catalogue: Catalogue } | { ok: false; error: string }

/**
 * Checks a published catalogue (spec §3 source format) and its extra layouts against
 * the one it would replace: newer, keeping every spread it had, every listed spread defined, every spread with a
 * layout of as many positions. The result is the catalogue to put in force.
 */
export function checkCatalogue(source: unknown, extraLayouts: unknown = {}, base: Catalogue = BUNDLED_CATALOGUE): CheckResult {
  const parsed = CatalogueSource.safeParse(source)
  if (!parsed.success) return { ok: false, error: `catalogue: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}` }
  const extra = z.record(z.string(), LayoutSchema).safeParse(extraLayouts)
  if (!extra.success) return { ok: false, error: `layouts: ${extra.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}` }
  const next = parsed.data
  if (next.version <= base.source.version) return { ok: false, error: `version ${next.version} is not newer than the bundled ${base.source.version}` }
  // Saved readings name their spread: a catalogue may hide a spread (`hide`) but never drop one.
  const dropped = Object.keys(base.source.spreads).filter((id) => !Object.prototype.hasOwnProperty.call(next.spreads, id))
  if (dropped.length > 0) return { ok: false, error: `drops ${dropped.length} spread(s) (${dropped.slice(0, 5).join(', ')}) that saved readings use; hide a spread instead of removing it` }
  if (next.categories.every((category) => category.spreads.length === 0)) return { ok: false, error: 'no category lists a spread' }
  const merged = { ...base.layouts, ...(extra.data as Record<string, SpreadLayout>) }
  for (const category of next.categories) {
    for (const id of category.spreads) {
      const spread = next.spreads[id]
      if (!spread) return { ok: false, error: `category ${category.id} lists ${id}, which is not defined` }
      const layout = merged[id]
      if (!layout) return { ok: false, error: `spread ${id} has no layout` }
      if (layout.positions.length !== spread.positions.length) return { ok: false, error: `spread ${id} has ${spread.positions.length} positions but its layout ${layout.positions.length}` }
    }
  }
  return { ok: true, catalogue: { source: next, layouts: merged } }
}

export function spreadSource(catalogue: Catalogue, id: string): SpreadSource | undefined {
  return Object.prototype.hasOwnProperty.call(catalogue.source.spreads, id) ? catalogue.source.spreads[id] : undefined
}

export function aiTier(catalogue: Catalogue, id: string): AiTier {
  const ai = spreadSource(catalogue, id)?.ai
  if (!ai) return null
  return 'free' in ai ? 'free' : 'pro'
}

export function localizeSpread(catalogue: Catalogue, id: string, language: Language): Spread | undefined {
  const s = spreadSource(catalogue, id)
  if (!s) return undefined
  return {
    id,
    name: s.name[language],
    desc: s.desc[language],
    ...(s.abstract ? { abstract: s.abstract[language] } : {}),
    ...(s.tj ? { tj: s.tj } : {}),
    ...(s.hide ? { hide: s.hide } : {}),
    ...(s.ai ? { ai: s.ai } : {}),
    positions: s.positions.map((p) => ({ name: p.name[language], meaning: p.meaning[language] })),
  }
}

/** The catalogue in one language, as the data host publishes it (`spreadsApp.json`). Hidden spreads stay listed with `hide`. */
export function spreadCatalogue(catalogue: Catalogue, language: Language): SpreadCatalogue {
  return {
    version: catalogue.source.version,
    list: catalogue.source.categories.map((category) => ({
      id: category.id,
      name: category.name[language],
      spreads: category.spreads.map((id) => localizeSpread(catalogue, id, language)!),
    })),
  }
}

export function spreadLayout(catalogue: Catalogue, id: string): SpreadLayout | undefined {
  return Object.prototype.hasOwnProperty.call(catalogue.layouts, id) ? catalogue.layouts[id] : undefined
}

/**
 * Whose place each position of a spread is, in position order, when the spread says so for any of them (the
 * others are the asker's); undefined when it says nothing, and the reader goes by each position's role.
 */
export function positionSubjects(catalogue: Catalogue, id: string): PositionSubject[] | undefined {
  const positions = spreadSource(catalogue, id)?.positions ?? []
  return positions.some((p) => p.about) ? positions.map((p) => p.about ?? 'asker') : undefined
}

export function positionCount(catalogue: Catalogue, id: string): number {
  return spreadSource(catalogue, id)?.positions.length ?? 0
}
