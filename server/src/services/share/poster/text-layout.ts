import type { GlyphCache } from './glyphs'

/**
 * Text on a poster: resvg draws SVG text without wrapping, so lines are broken here. Widths are estimated in ems
 * (a CJK character one em, Latin about half), which is close enough for Noto Sans CJK to keep text inside its box.
 */

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

const WIDE = /[\u2E80-\u9FFF\uF900-\uFAFF\uFF00-\uFFEF\u3000-\u303F…—“”‘’]/

export function emWidth(text: string): number {
  let width = 0
  for (const ch of text) width += WIDE.test(ch) ? 1 : /[A-Z@mw]/.test(ch) ? 0.68 : ch === ' ' ? 0.28 : 0.54
  return width
}

// Chinese punctuation a line should not start with: it stays with the character before it.
const NO_LINE_START = /[，。、；：！？）」』”’》〉】〕,.;:!?)]/
// An opening bracket or quote a line should not end with: it goes down with the character it opens.
const NO_LINE_END = /[（「『“‘《〈【〔(]$/u

/**
 * A last line of one Chinese character (with its closing mark) reads as a stray: it takes the character before it
 * from the line above, which stays well within the width.
 */
function keepCompany(lines: string[]): void {
  const last = lines.at(-1)
  const above = lines.at(-2)
  if (!last || !above || /\s/.test(above) || /[A-Za-z0-9]/.test(last)) return
  if ([...last].filter((ch) => !NO_LINE_START.test(ch)).length > 1) return
  const chars = [...above]
  let take = 1
  while (take < chars.length - 1 && (NO_LINE_START.test(chars[chars.length - take]!) || NO_LINE_END.test(chars[chars.length - take - 1]!))) take += 1
  if (chars.length - take < 2) return
  lines[lines.length - 2] = chars.slice(0, -take).join('')
  lines[lines.length - 1] = `${chars.slice(-take).join('')}${last}`
}

/** Lines of at most `maxEm` ems; words stay whole in English; more than `maxLines` ends the last line with an ellipsis. */
export function wrap(text: string, maxEm: number, maxLines: number, measure: (text: string) => number = emWidth): string[] {
  const tokens = text.match(/[A-Za-z0-9'’\-.,;:!?()"]+\s*|\s+|./gu) ?? []
  const lines: string[] = []
  let line = ''
  for (const token of tokens) {
    if (line && measure(line + token.trimEnd()) > maxEm && !NO_LINE_START.test(token[0]!)) {
      // Opening marks at the end of the line go down with what they open (a line never ends with "（" or "“").
      let carried = ''
      while (NO_LINE_END.test(line.trimEnd()) && [...line.trimEnd()].length > 1) {
        const chars = [...line.trimEnd()]
        carried = `${chars.pop()}${carried}`
        line = chars.join('')
      }
      lines.push(line.trimEnd())
      line = `${carried}${token.trimStart()}`
    } else line += token
  }
  if (line.trim()) lines.push(line.trimEnd())
  keepCompany(lines)
  if (lines.length <= maxLines) return lines
  const kept = lines.slice(0, maxLines)
  let last = kept[maxLines - 1]!
  while (last && (measure(`${last}…`) > maxEm || NO_LINE_END.test(last))) last = [...last].slice(0, -1).join('')
  kept[maxLines - 1] = `${last.trimEnd()}…`
  return kept
}

/** Lines of text as outlines (glyphs.ts), each one line-height below the last. */
export function textLines(
  glyphs: GlyphCache,
  lines: string[],
  x: number,
  y: number,
  options: { size: number; lineHeight: number; fill: string; weight?: number; anchor?: 'start' | 'middle' | 'end'; family: string },
): string {
  const face = { family: options.family, weight: options.weight ?? 400 }
  glyphs.prepare(face, lines)
  return lines.map((line, i) => glyphs.line(face, line, x, y + i * options.lineHeight, options.size, options.fill, options.anchor)).join('')
}
