import type { PosterSize, SharedReading } from '@tarot/contracts/shares'
import { cardName } from '@tarot/content/card-names'
import { cardText } from '@tarot/content/cards'
import { type Language, isLanguage } from '@tarot/core/language'
import { type Catalogue, localizeSpread, spreadLayout } from '@tarot/core/spreads'
import type { Poster } from './poster/compose'
import type { CodeTarget, MiniProgramCode } from './poster/poster-code'
import { type ReadingPosterData, type TodayPosterData, composeJob } from './poster/poster-job'
import { CONTENT_PRODUCER, type PosterLabel } from './poster/implicit-label'
import { refusedWords } from './poster/poster-texts'
import type { PosterRenderer } from './poster/renderer'
import { CERTAINTY } from '../../lib/certainty-words'

/** The first sentence of a card meaning, as the home page shows it. */
function firstSentence(text: string): string {
  return text.match(/^[^。！？.!?]+[。！？.!?]/)?.[0] ?? text
}

/**
 * Posters of a shared reading and of today's card, one renderer for every target: the app asks for a PNG and shares
 * it however its platform shares pictures. The code on a poster opens the same page the link does.
 */
export class PosterService {
  constructor(
    private readonly deps: {
      renderer: PosterRenderer
      catalogue: () => Catalogue
      /** The H5 home page, which today's card poster opens. */
      homeLink: string
      /** The mini-program code when the mini-program is configured (services/wechat); else posters carry a QR code. */
      miniProgramCode?: MiniProgramCode
    },
  ) {}

  /**
   * The mini-program code for a target, or null for the QR code (no mini-program, or WeChat failed). Codes are cached
   * (see MiniProgramCodes), so asking for the cache key and again for the picture costs one call to WeChat at most.
   */
  private async miniCode(target: CodeTarget): Promise<Uint8Array | null> {
    return this.deps.miniProgramCode ? this.deps.miniProgramCode(target).catch(() => null) : null
  }

  /** The poster of a shared reading as SVG with its words (what `readingPng` renders). */
  async readingSvg(shared: SharedReading, link: string, size: PosterSize, language: Language): Promise<Poster> {
    const input = this.composeReading(shared, link, size, language, await this.miniCode({ shareId: shared.id }))
    return composeJob({ kind: 'reading', input }, this.deps.renderer.glyphs)
  }

  /** What the reading's poster prints, as data a poster worker lays out and renders (poster/poster-job.ts). */
  private composeReading(shared: SharedReading, link: string, size: PosterSize, language: Language, miniCode: Uint8Array | null): ReadingPosterData {
    const catalogue = this.deps.catalogue()
    const spread = localizeSpread(catalogue, shared.spreadId, language)
    const layout = spreadLayout(catalogue, shared.spreadId)
    // A spread since withdrawn from the catalogue still shows its cards in a row.
    const fallback = { margin: 20, positions: shared.cards.map((_, i) => ({ x: 60 + i * 120, y: 95, angle: 0 as const })) }
    return {
      language,
      size,
      spreadName: spread?.name ?? '',
      layout: layout && layout.positions.length >= shared.cards.length ? layout : fallback,
      cards: shared.cards.map((c) => ({ ...c, name: cardName(c.id, language) })),
      // A model's text that slipped into certainty stays off the picture (the page still shows the reading).
      bottomLine: shared.bottomLine && refusedWords(shared.bottomLine, CERTAINTY).length === 0 ? shared.bottomLine : null,
      // The bottom line is in the reading's language, which may not be the poster's.
      bottomLineCards: shared.cards.map((c) => cardName(c.id, isLanguage(shared.language) ? shared.language : language)),
      question: shared.question,
      author: shared.engine ? (shared.engine === 'offline' ? 'offline' : 'llm') : null,
      day: shared.date,
      code: { link, miniCode },
    }
  }

  /**
   * The reading's poster as PNG, drawn in the renderer's worker pool. `budget` runs only when the poster has to be
   * drawn (not when it is kept) and refuses by throwing (poster/renderer.ts `PosterRefused`), as does a full pool.
   */
  async readingPng(shared: SharedReading, link: string, size: PosterSize, language: Language, budget?: () => Promise<void>): Promise<Buffer> {
    const miniCode = await this.miniCode({ shareId: shared.id })
    // The code's kind is in the key: a poster drawn with the QR code while WeChat failed is not kept once it answers again.
    const key = `reading|${shared.id}|${size}|${language}|${shared.question === null ? 'q0' : 'q1'}|${miniCode ? 'mp' : 'qr'}|${catalogueStamp(this.deps.catalogue())}`
    return this.deps.renderer.cached(
      `${key}|${shared.engine ?? 'none'}`,
      () => ({ kind: 'reading', input: this.composeReading(shared, link, size, language, miniCode), ...readingLabel(shared) }),
      budget,
    )
  }

  /** Today's card poster as SVG with its words; null for an id that is not a card. */
  async todaySvg(card: { id: string; orientation: 'upright' | 'reversed' }, day: string, size: PosterSize, language: Language): Promise<Poster | null> {
    const input = this.composeToday(card, day, size, language, await this.miniCode('home'))
    return input ? composeJob({ kind: 'today', input }, this.deps.renderer.glyphs) : null
  }

  private composeToday(card: { id: string; orientation: 'upright' | 'reversed' }, day: string, size: PosterSize, language: Language, miniCode: Uint8Array | null): TodayPosterData | null {
    const text = cardText(card.id, language)
    if (!text) return null
    return {
      language,
      size,
      card: { ...card, name: cardName(card.id, language) },
      keywords: text.keywords[card.orientation],
      meaning: firstSentence(text[card.orientation]),
      day,
      code: { link: this.deps.homeLink, miniCode },
    }
  }

  /** Today's card poster as PNG, drawn and budgeted as `readingPng`; null for an id that is not a card. */
  async todayPng(card: { id: string; orientation: 'upright' | 'reversed' }, day: string, size: PosterSize, language: Language, budget?: () => Promise<void>): Promise<Buffer | null> {
    if (!cardText(card.id, language)) return null
    const miniCode = await this.miniCode('home')
    const key = `today|${card.id}|${card.orientation}|${day}|${size}|${language}|${miniCode ? 'mp' : 'qr'}`
    return this.deps.renderer.cached(key, () => ({ kind: 'today', input: this.composeToday(card, day, size, language, miniCode)! }), budget)
  }
}

/** A published catalogue may rename a spread: its version is part of the cache key. */
function catalogueStamp(catalogue: Catalogue): string {
  return String(catalogue.source.version)
}

/** The implicit label of a shared reading's poster (poster/implicit-label.ts): none when it prints no interpretation. */
function readingLabel(shared: SharedReading): { label?: PosterLabel } {
  if (!shared.engine) return {}
  return {
    label: {
      author: shared.engine === 'offline' ? 'offline' : 'llm',
      producer: CONTENT_PRODUCER,
      produceId: shared.id,
      propagator: CONTENT_PRODUCER,
      propagateId: shared.id,
    },
  }
}
