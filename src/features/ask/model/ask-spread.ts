import { fittingFreeSpread } from '@tarot/core/reading/fitting-spread'
import type { AiTier } from '@tarot/core/spreads'
import { listedSpreadIds, spreadTier } from '@/lib/content/spreads'

/**
 * Which spread an ask page reads with (spec §2, §4): `ad_ask` takes the free
 * basic spreads, `pro_ask` the advanced ones. A spread of the other tier belongs
 * on the other page; anything else falls back to the page's default.
 */
export type AskTier = Exclude<AiTier, null>

export const ASK_ROUTES: Readonly<Record<AskTier, string>> = { free: '/pages/ai/ad_ask', pro: '/pages/ai/pro_ask' }

export const DEFAULT_SPREAD: Readonly<Record<AskTier, string>> = { free: 'cnc', pro: 'celtic' }

/** The free spreads the ad_ask chooser offers, in catalogue order (hidden ones left out; downloaded ones included). */
export function freeSpreads(): string[] {
  return listedSpreadIds().filter((id) => spreadTier(id) === 'free')
}

export type SpreadResolution = { kind: 'here'; spreadId: string } | { kind: 'elsewhere'; tier: AskTier; spreadId: string }

/** Without a spread asked for: on ad_ask the free spread fitted to the time the question names (core fitting-spread), on pro_ask its default. */
export function fittingSpread(tier: AskTier, question: string): string {
  if (tier !== 'free') return DEFAULT_SPREAD[tier]
  const fitted = fittingFreeSpread(question).spreadId
  return spreadTier(fitted) === 'free' ? fitted : DEFAULT_SPREAD.free
}

/**
 * The spread the page follows the question with, while the person has not chosen one: the fitted one, and the
 * time in the question it was fitted to (三个月内, "this week"), to say why; none on pro_ask, or for a question naming no time.
 */
export function spreadFit(tier: AskTier, question: string): { spreadId: string; horizon: string | null } {
  const spreadId = fittingSpread(tier, question)
  const fit = tier === 'free' ? fittingFreeSpread(question) : null
  return { spreadId, horizon: fit?.horizon && fit.spreadId === spreadId ? fit.horizon : null }
}

export function resolveSpread(tier: AskTier, requested: string | undefined, question = ''): SpreadResolution {
  const wanted = requested?.trim() ?? ''
  const wantedTier = wanted ? spreadTier(wanted) : null
  if (wantedTier === tier) return { kind: 'here', spreadId: wanted }
  if (wantedTier) return { kind: 'elsewhere', tier: wantedTier, spreadId: wanted }
  return { kind: 'here', spreadId: fittingSpread(tier, question) }
}

/** The ask page of `tier`, carrying the question (and a spread, when one was chosen). */
export function askUrl(tier: AskTier, question: string, spreadId?: string): string {
  const query = [question.trim() ? `question=${encodeURIComponent(question.trim())}` : '', spreadId ? `spread=${encodeURIComponent(spreadId)}` : ''].filter(Boolean).join('&')
  return query ? `${ASK_ROUTES[tier]}?${query}` : ASK_ROUTES[tier]
}

/**
 * A query value as the page received it. H5 hands route params over decoded,
 * the mini-program as they were written in the URL: decode what still looks encoded.
 */
export function queryValue(raw: string | undefined): string {
  if (!raw) return ''
  if (!/%[0-9a-f]{2}/i.test(raw)) return raw
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}
