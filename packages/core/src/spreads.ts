import * as z from 'zod/mini'
import catalogueData from '../data/spreads.json'
import layoutData from '../data/layouts.json'
import { type Language } from './language'
import { ALLOWED_ANGLES, type SpreadLayout } from './layout'

/**
 * The spread catalogue (spec §3): 7 categories, 37 spreads, every position named
 * and explained in three languages. The data lives in packages/core/data and is
 * validated by the schemas below when this module loads.
 */

export const SPREADS_VERSION = 37

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
  positions: z.array(z.object({ name: Texts, meaning: Texts })).check(z.minLength(1)),
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

const bundledCatalogue = CatalogueSource.parse(catalogueData)
const bundledLayouts = z.record(z.string(), LayoutSchema).parse(layoutData) as Record<string, SpreadLayout>

// The catalogue in force: the bundled one, unless a newer published one was installed (see installCatalogue).
let catalogue = bundledCatalogue
let layouts = bundledLayouts

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

/** Every spread id in catalogue order. A live binding: it follows an installed catalogue. */
export let SPREAD_IDS: readonly string[] = catalogue.categories.flatMap((c) => c.spreads)

/** The version of the catalogue in force (the bundled SPREADS_VERSION until a newer one is installed). */
export function activeCatalogueVersion(): number {
  return catalogue.version
}

export type InstallResult = { ok: true; version: number } | { ok: false; error: string }

/**
 * Checks a published catalogue (spec §3 source format) and its extra layouts: newer than the
 * one in force, every listed spread defined, every spread with a layout of as many positions.
 */
export function checkCatalogue(source: unknown, extraLayouts: unknown = {}): { ok: true; catalogue: CatalogueSource; layouts: Record<string, SpreadLayout> } | { ok: false; error: string } {
  const parsed = CatalogueSource.safeParse(source)
  if (!parsed.success) return { ok: false, error: `catalogue: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}` }
  const extra = z.record(z.string(), LayoutSchema).safeParse(extraLayouts)
  if (!extra.success) return { ok: false, error: `layouts: ${extra.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}` }
  const next = parsed.data
  if (next.version <= bundledCatalogue.version) return { ok: false, error: `version ${next.version} is not newer than the bundled ${bundledCatalogue.version}` }
  const merged = { ...bundledLayouts, ...(extra.data as Record<string, SpreadLayout>) }
  for (const category of next.categories) {
    for (const id of category.spreads) {
      const spread = next.spreads[id]
      if (!spread) return { ok: false, error: `category ${category.id} lists ${id}, which is not defined` }
      const layout = merged[id]
      if (!layout) return { ok: false, error: `spread ${id} has no layout` }
      if (layout.positions.length !== spread.positions.length) return { ok: false, error: `spread ${id} has ${spread.positions.length} positions but its layout ${layout.positions.length}` }
    }
  }
  return { ok: true, catalogue: next, layouts: merged }
}

/** Puts a published catalogue in force (the server, when an operator publishes without a release). */
export function installCatalogue(source: unknown, extraLayouts: unknown = {}): InstallResult {
  const checked = checkCatalogue(source, extraLayouts)
  if (!checked.ok) return checked
  catalogue = checked.catalogue
  layouts = checked.layouts
  SPREAD_IDS = catalogue.categories.flatMap((c) => c.spreads)
  return { ok: true, version: catalogue.version }
}

/** Back to the bundled catalogue (a published one withdrawn; tests). */
export function resetCatalogue(): void {
  catalogue = bundledCatalogue
  layouts = bundledLayouts
  SPREAD_IDS = catalogue.categories.flatMap((c) => c.spreads)
}

export function spreadSource(id: string): SpreadSource | undefined {
  return catalogue.spreads[id]
}

export function aiTier(id: string): AiTier {
  const ai = catalogue.spreads[id]?.ai
  if (!ai) return null
  return 'free' in ai ? 'free' : 'pro'
}

export function localizeSpread(id: string, language: Language): Spread | undefined {
  const s = catalogue.spreads[id]
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
export function spreadCatalogue(language: Language): SpreadCatalogue {
  return {
    version: catalogue.version,
    list: catalogue.categories.map((category) => ({
      id: category.id,
      name: category.name[language],
      spreads: category.spreads.map((id) => localizeSpread(id, language)!),
    })),
  }
}

export function spreadLayout(id: string): SpreadLayout | undefined {
  return layouts[id]
}

export function positionCount(id: string): number {
  return catalogue.spreads[id]?.positions.length ?? 0
}

/** The bundled catalogue and layouts (what the app ships with). */
export { bundledCatalogue as CATALOGUE_SOURCE, bundledLayouts as LAYOUTS }
