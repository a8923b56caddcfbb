import type { PosterSize } from '@tarot/contracts/shares'
import type { Language } from '@tarot/core/language'
import { CARD_HEIGHT, CARD_WIDTH, type SpreadLayout, corners } from '@tarot/core/layout'
import { cardSvg } from '@tarot/content/art/card-art.mjs'
import { namesACard, sentences, wholeSentences } from '../bottom-line'
import type { GlyphCache } from './glyphs'
import type { PosterCode } from './poster-code'
import { POSTER_TEXTS, fontFamily, posterDate } from './poster-texts'
import { emWidth, textLines, wrap } from './text-layout'

/**
 * Posters as SVG, drawn for resvg: the card art nested as SVG (reversed cards turned 180°), the words wrapped here.
 * Each builder also returns every text it prints, so a test can read what WeChat will read.
 */

export const POSTER_PIXELS: Record<PosterSize, { width: number; height: number }> = {
  story: { width: 1080, height: 1920 },
  chat: { width: 1000, height: 800 },
}

export interface PosterCard {
  id: string
  orientation: 'upright' | 'reversed'
  name: string
}

export interface ReadingPosterInput {
  language: Language
  size: PosterSize
  spreadName: string
  layout: SpreadLayout
  cards: PosterCard[]
  bottomLine: string | null
  /** The cards' names as the bottom line writes them (its language); the cards' own names when not given. */
  bottomLineCards?: string[]
  question: string | null
  /** Who wrote the reading's text, printed as its label: a model (`llm`, 内容由 AI 生成) or the built-in reader; null when it has none. */
  author?: 'llm' | 'offline' | null
  /** YYYY-MM-DD */
  day: string
  code: PosterCode
  glyphs: GlyphCache
}

export interface TodayPosterInput {
  language: Language
  size: PosterSize
  card: PosterCard
  keywords: string[]
  meaning: string
  day: string
  code: PosterCode
  glyphs: GlyphCache
}

export interface Poster {
  svg: string
  texts: string[]
}

interface Box {
  x: number
  y: number
  width: number
  height: number
}

const INK = { gold: '#f3dfa2', lilac: '#c9b8f5', soft: '#e8e2fa', dim: '#a497c8' }

// A few fixed stars: the same sky on every poster, cheap to draw.
const STARS = [
  [0.08, 0.05, 2.2],
  [0.14, 0.18, 1.4],
  [0.37, 0.03, 1.8],
  [0.72, 0.17, 1.3],
  [0.79, 0.04, 2.4],
  [0.93, 0.12, 1.5],
  [0.05, 0.31, 1.2],
  [0.95, 0.37, 1.7],
  [0.03, 0.62, 1.6],
  [0.97, 0.66, 1.2],
  [0.12, 0.9, 1.4],
  [0.88, 0.94, 1.9],
] as const

function frame(width: number, height: number, body: string): string {
  const stars = STARS.map(([x, y, r]) => `<circle cx="${(x * width).toFixed(0)}" cy="${(y * height).toFixed(0)}" r="${r * (width / 1000)}" fill="#fff" opacity="0.55"/>`).join('')
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    '<defs><linearGradient id="sky" x1="0" y1="0" x2="0.35" y2="1"><stop offset="0" stop-color="#171129"/><stop offset="0.55" stop-color="#2a1f4d"/><stop offset="1" stop-color="#3b2a5e"/></linearGradient></defs>' +
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>${stars}` +
    `<rect x="${width * 0.025}" y="${width * 0.025}" width="${width * 0.95}" height="${height - width * 0.05}" rx="${width * 0.03}" fill="none" stroke="${INK.gold}" stroke-opacity="0.35" stroke-width="2"/>` +
    `${body}</svg>`
  )
}

/** One card centred at (cx, cy), `width` wide, turned by the layout's angle and, when reversed, by 180° more. */
function card(id: string, reversed: boolean, cx: number, cy: number, width: number, angle: number): string {
  const height = width * (CARD_HEIGHT / CARD_WIDTH)
  const art = cardSvg(id)
    .replace(/^<svg /, `<svg x="${-width / 2}" y="${-height / 2}" `)
    .replace('width="300" height="500"', `width="${width}" height="${height}"`)
  // The shadow falls the same way whichever way up the card lies.
  const shadow = `<rect x="${-width / 2 + width * 0.04}" y="${-height / 2 + width * 0.05}" width="${width}" height="${height}" rx="${width * 0.06}" fill="#000" opacity="0.35"/>`
  return `<g transform="translate(${cx.toFixed(1)} ${cy.toFixed(1)}) rotate(${angle})">${shadow}<g transform="rotate(${reversed ? 180 : 0})">${art}</g></g>`
}

const LABEL_SPACE = 46

/** The bounds of the first `count` cards of a layout, in layout units. */
function extent(layout: SpreadLayout, count: number) {
  const points = layout.positions.slice(0, count).flatMap((p) => corners(p))
  const minX = Math.min(...points.map(([x]) => x))
  const maxX = Math.max(...points.map(([x]) => x))
  const minY = Math.min(...points.map(([, y]) => y))
  const maxY = Math.max(...points.map(([, y]) => y))
  return { minX, maxX, minY, maxY }
}

/** How tall the board drawn by `board` is when fitted into `box`: a row of cards is held by the width and needs less than the box. */
function boardHeight(layout: SpreadLayout, count: number, box: { width: number; height: number }, labelled: boolean): number {
  const { minX, maxX, minY, maxY } = extent(layout, count)
  const labelSpace = labelled ? LABEL_SPACE : 0
  const scale = Math.min(box.width / (maxX - minX), (box.height - labelSpace) / (maxY - minY))
  return (maxY - minY) * scale + labelSpace
}

/** The spread's layout fitted into `box`, with each card's name under it when the cards stand upright side by side. */
function board(glyphs: GlyphCache, layout: SpreadLayout, cards: PosterCard[], box: Box, language: Language, labelled: boolean): { svg: string; labels: string[] } {
  const { minX, maxX, minY, maxY } = extent(layout, cards.length)
  const labelSpace = labelled ? LABEL_SPACE : 0
  const scale = Math.min(box.width / (maxX - minX), (box.height - labelSpace) / (maxY - minY))
  const offsetX = box.x + (box.width - (maxX - minX) * scale) / 2 - minX * scale
  const offsetY = box.y + (box.height - labelSpace - (maxY - minY) * scale) / 2 - minY * scale
  const family = fontFamily(language)
  const texts = POSTER_TEXTS[language]
  let svg = ''
  const labels = cards.map((c) => `${c.name}${c.orientation === 'reversed' ? ` · ${texts.reversed}` : ''}`)
  // One size for every name, the largest that lets the longest fit under its card.
  const labelSize = Math.min(30, Math.max(18, Math.min(...labels.map((label) => (CARD_WIDTH * scale * 1.1) / Math.max(1, emWidth(label))))))
  cards.forEach((c, i) => {
    const p = layout.positions[i]
    if (!p) return
    const cx = offsetX + p.x * scale
    const cy = offsetY + p.y * scale
    svg += card(c.id, c.orientation === 'reversed', cx, cy, CARD_WIDTH * scale, p.angle)
    if (labelled) svg += textLines(glyphs, [labels[i]!], cx, cy + (CARD_HEIGHT * scale) / 2 + 40, { size: labelSize, lineHeight: labelSize, fill: INK.soft, anchor: 'middle', family })
  })
  return { svg, labels: labelled ? labels : [] }
}

/** Names under the cards only when they cannot collide: a few cards, none turned, none overlapping. */
function canLabel(layout: SpreadLayout, count: number): boolean {
  return count <= 5 && !layout.overlaps?.length && layout.positions.slice(0, count).every((p) => p.angle === 0)
}

/**
 * The bottom line at the largest size where one or two whole sentences fit their box (`width` px, at most `lines`
 * lines), or nothing when not even the first sentence fits at the smallest: never a sentence cut with an ellipsis.
 */
function fitNote(text: string, language: Language, ems: (text: string) => number, width: number, sizes: { size: number; lineHeight: number; lines: number }[], cardNames: readonly string[] = []) {
  const pick = (choose: (fits: (line: string) => boolean) => string | null) => {
    for (const option of sizes) {
      const lay = (line: string) => wrap(line, width / option.size, Number.POSITIVE_INFINITY, ems)
      const line = choose((candidate) => lay(candidate).length <= option.lines)
      if (line) return { ...option, lines: lay(line) }
    }
    return null
  }
  const tells = (line: string) => cardNames.length === 0 || namesACard(line, cardNames)
  // The poster's lead line says something of the reading: the opening sentences when they name a card (at a smaller
  // size if need be); else the first later sentence that does ("the cards lean no more to yes than to no." alone
  // says nothing of these cards); else, when none fits, the opening as it is.
  return (
    pick((fits) => {
      const line = wholeSentences(text, language, fits)
      return line && tells(line) ? line : null
    }) ??
    pick(
      (fits) =>
        sentences(text)
          .slice(1)
          .find((s) => tells(s) && fits(s)) ?? null,
    ) ??
    pick((fits) => wholeSentences(text, language, fits))
  )
}

export function readingPoster(input: ReadingPosterInput): Poster {
  const { language, size, code, glyphs } = input
  const { width, height } = POSTER_PIXELS[size]
  const texts = POSTER_TEXTS[language]
  const family = fontFamily(language)
  const ems =
    (weight = 400) =>
    (text: string) =>
      glyphs.width({ family, weight }, text, 1)
  const date = posterDate(input.day, language)
  const printed: string[] = [texts.appName, texts.tagline, texts.scan, input.spreadName, date]
  const labelled = canLabel(input.layout, input.cards.length)
  const leadCards = input.bottomLineCards ?? input.cards.map((c) => c.name)
  const authorLabel = input.author === 'llm' ? texts.aiLabel : input.author === 'offline' ? texts.builtInLabel : null
  if (authorLabel) printed.push(authorLabel)
  let body = ''

  if (size === 'story') {
    body += textLines(glyphs, [`${texts.appName} · ${texts.tagline}`], width / 2, 150, { size: 34, lineHeight: 34, fill: INK.lilac, anchor: 'middle', family })
    const nameLines = wrap(input.spreadName, 920 / 64, 2, ems(700))
    body += textLines(glyphs, nameLines, width / 2, 250, { size: 64, lineHeight: 76, fill: INK.gold, weight: 700, anchor: 'middle', family })
    let top = 250 + (nameLines.length - 1) * 76 + 70
    body += textLines(glyphs, [date], width / 2, top, { size: 34, lineHeight: 34, fill: INK.dim, anchor: 'middle', family })
    top += 40
    if (input.question) {
      const lines = wrap(`${texts.question}${language === 'en' ? ': ' : '：'}${input.question}`, 900 / 36, 2, ems())
      body += textLines(glyphs, lines, width / 2, top + 44, { size: 36, lineHeight: 50, fill: INK.soft, anchor: 'middle', family })
      printed.push(...lines)
      top += 44 + lines.length * 50
    }
    // The cards and the bottom line are one group, centred between the heading and the code: a row of cards is held
    // by the width, so a board given all the height would float in the middle of an empty band.
    const area = { top: top + 20, bottom: 1600 }
    const fitted = input.bottomLine
      ? fitNote(
          input.bottomLine,
          language,
          ems(),
          830,
          [
            { size: 42, lineHeight: 64, lines: 4 },
            { size: 36, lineHeight: 54, lines: 5 },
          ],
          leadCards,
        )
      : null
    const lines = fitted?.lines ?? []
    const note = fitted ? lines.length * fitted.lineHeight + 56 : 0
    const gap = note > 0 ? 64 : 0
    const boardSize = { width: width - 160, height: area.bottom - area.top - note - gap }
    const used = boardHeight(input.layout, input.cards.length, boardSize, labelled)
    const boardTop = area.top + (area.bottom - area.top - used - gap - note) / 2
    const cards = board(input.glyphs, input.layout, input.cards, { x: 80, y: boardTop, width: boardSize.width, height: used }, language, labelled)
    body += cards.svg
    printed.push(...cards.labels)
    if (lines.length > 0) {
      const noteTop = boardTop + used + gap
      body += `<rect x="80" y="${noteTop.toFixed(1)}" width="${width - 160}" height="${note}" rx="24" fill="#ffffff" fill-opacity="0.07"/>`
      body += textLines(glyphs, lines, 120, noteTop + 28 + fitted!.size, { size: fitted!.size, lineHeight: fitted!.lineHeight, fill: INK.soft, family })
      printed.push(...lines)
    }
    body += code(width - 90 - 220, 1640, 220)
    body += textLines(glyphs, wrap(texts.scan, 620 / 36, 2, ems()), 100, 1740, { size: 36, lineHeight: 50, fill: INK.gold, family })
    // The label beside the app's name, left of the code (which starts at x 770).
    const signature = authorLabel ? wrap(`${texts.appName} · ${authorLabel}`, 640 / 28, 2, ems()) : [texts.appName]
    body += textLines(glyphs, signature, 100, 1820, { size: 28, lineHeight: 38, fill: INK.lilac, family })
  } else {
    const column = 640
    // A label takes the board's last 36 px, inside the frame.
    const cards = board(input.glyphs, input.layout, input.cards, { x: 50, y: 50, width: 560, height: authorLabel ? 664 : 700 }, language, labelled)
    body += cards.svg
    printed.push(...cards.labels)
    body += textLines(glyphs, [texts.appName], column, 92, { size: 26, lineHeight: 26, fill: INK.lilac, family })
    const nameLines = wrap(input.spreadName, 320 / 38, 2, ems(700))
    body += textLines(glyphs, nameLines, column, 150, { size: 38, lineHeight: 48, fill: INK.gold, weight: 700, family })
    let y = 150 + (nameLines.length - 1) * 48 + 44
    body += textLines(glyphs, [date], column, y, { size: 24, lineHeight: 24, fill: INK.dim, family })
    y += 56
    if (input.question) {
      const lines = wrap(`${texts.question}${language === 'en' ? ': ' : '：'}${input.question}`, 320 / 28, 2, ems())
      body += textLines(glyphs, lines, column, y, { size: 28, lineHeight: 40, fill: INK.dim, family })
      printed.push(...lines)
      y += lines.length * 40 + 16
    }
    // Baselines down to 570, clear of the code below (its top at 590).
    const linesDownTo = (lineHeight: number) => Math.min(8, Math.floor((570 - y) / lineHeight) + 1)
    const fitted = input.bottomLine
      ? fitNote(
          input.bottomLine,
          language,
          ems(),
          320,
          [
            { size: 28, lineHeight: 40, lines: linesDownTo(40) },
            { size: 24, lineHeight: 34, lines: linesDownTo(34) },
          ],
          leadCards,
        )
      : null
    if (fitted) {
      body += textLines(glyphs, fitted.lines, column, y, { size: fitted.size, lineHeight: fitted.lineHeight, fill: INK.soft, family })
      printed.push(...fitted.lines)
    }
    body += code(width - 60 - 150, height - 60 - 150, 150)
    body += textLines(glyphs, wrap(texts.scan, 135 / 20, 4, ems()), column, height - 60 - 112, { size: 20, lineHeight: 28, fill: INK.gold, family })
    // The label under the cards, in the band the board left for it (the board ends at 714).
    if (authorLabel) body += textLines(glyphs, [authorLabel], 60, 742, { size: 20, lineHeight: 20, fill: INK.lilac, family })
  }
  return { svg: frame(width, height, body), texts: printed }
}

export function todayPoster(input: TodayPosterInput): Poster {
  const { language, size, code, card: c, glyphs } = input
  const { width, height } = POSTER_PIXELS[size]
  const texts = POSTER_TEXTS[language]
  const family = fontFamily(language)
  const ems =
    (weight = 400) =>
    (text: string) =>
      glyphs.width({ family, weight }, text, 1)
  const date = posterDate(input.day, language)
  const title = `${c.name} · ${c.orientation === 'reversed' ? texts.reversed : texts.upright}`
  const keywords = input.keywords.slice(0, 4).join(language === 'en' ? ' · ' : '・')
  const printed = [texts.appName, texts.tagline, texts.scan, texts.todayTitle, date, title, keywords]
  let body = ''
  if (size === 'story') {
    body += textLines(glyphs, [`${texts.appName} · ${texts.tagline}`], width / 2, 150, { size: 34, lineHeight: 34, fill: INK.lilac, anchor: 'middle', family })
    body += textLines(glyphs, [texts.todayTitle], width / 2, 250, { size: 64, lineHeight: 64, fill: INK.gold, weight: 700, anchor: 'middle', family })
    body += textLines(glyphs, [date], width / 2, 320, { size: 34, lineHeight: 34, fill: INK.dim, anchor: 'middle', family })
    body += card(c.id, c.orientation === 'reversed', width / 2, 400 + 442, 520, 0)
    body += textLines(glyphs, [title], width / 2, 1370, { size: 52, lineHeight: 52, fill: INK.gold, weight: 700, anchor: 'middle', family })
    body += textLines(glyphs, [keywords], width / 2, 1440, { size: 34, lineHeight: 34, fill: INK.lilac, anchor: 'middle', family })
    const meaning = fitNote(input.meaning, language, ems(), 880, [
      { size: 38, lineHeight: 56, lines: 2 },
      { size: 32, lineHeight: 44, lines: 3 },
    ])
    if (meaning) {
      body += textLines(glyphs, meaning.lines, width / 2, 1520, { size: meaning.size, lineHeight: meaning.lineHeight, fill: INK.soft, anchor: 'middle', family })
      printed.push(...meaning.lines)
    }
    body += code(width - 90 - 220, 1640, 220)
    body += textLines(glyphs, wrap(texts.scan, 620 / 36, 2, ems()), 100, 1740, { size: 36, lineHeight: 50, fill: INK.gold, family })
    body += textLines(glyphs, [texts.appName], 100, 1820, { size: 30, lineHeight: 30, fill: INK.dim, family })
  } else {
    const column = 520
    body += card(c.id, c.orientation === 'reversed', 280, height / 2, 380, 0)
    body += textLines(glyphs, [`${texts.appName} · ${texts.todayTitle}`], column, 96, { size: 26, lineHeight: 26, fill: INK.lilac, family })
    body += textLines(glyphs, [date], column, 136, { size: 24, lineHeight: 24, fill: INK.dim, family })
    const titleLines = wrap(title, 420 / 40, 2, ems(700))
    body += textLines(glyphs, titleLines, column, 206, { size: 40, lineHeight: 50, fill: INK.gold, weight: 700, family })
    let y = 206 + titleLines.length * 50
    const keywordLines = wrap(keywords, 420 / 26, 2, ems())
    body += textLines(glyphs, keywordLines, column, y, { size: 26, lineHeight: 36, fill: INK.lilac, family })
    y += keywordLines.length * 36 + 30
    const meaning = fitNote(input.meaning, language, ems(), 420, [
      { size: 28, lineHeight: 40, lines: 5 },
      { size: 24, lineHeight: 34, lines: 6 },
    ])
    if (meaning) {
      body += textLines(glyphs, meaning.lines, column, y, { size: meaning.size, lineHeight: meaning.lineHeight, fill: INK.soft, family })
      printed.push(...meaning.lines)
    }
    body += code(width - 60 - 150, height - 60 - 150, 150)
    body += textLines(glyphs, wrap(texts.scan, 240 / 22, 3, ems()), column, height - 60 - 112, { size: 22, lineHeight: 32, fill: INK.gold, family })
  }
  return { svg: frame(width, height, body), texts: printed }
}
