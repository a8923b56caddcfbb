/**
 * The reading's bottom line for a share: the first sentence or two of the stored interpretation. The text is
 * paragraphs split by blank lines and may carry Markdown from the model (headings, emphasis, lists), which a
 * poster or a stranger's page shows as plain text, so the marks go and headings are skipped. Sentences are kept
 * whole: a line cut in the middle reads as if the reading itself broke off.
 */
const MAX_CHARS = { zh: 90, en: 220 }
/** A first sentence longer than this is no bottom line at all (the page and the poster show none). */
const MAX_FIRST = { zh: 160, en: 380 }

function plain(paragraph: string): string {
  return paragraph
    .replace(/^\s*(?:[-*+>]|\d+[.)])\s+/gm, '')
    .replace(/[*_`#]+/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim()
}

// A sentence ends at a Chinese mark anywhere, or at a Latin one followed by a space or the end ("3.5" and "e.g.x"
// go on); closing quotes and brackets stay with the sentence they close.
const SENTENCE_END = /(?:[。！？]+|[!?.]+(?=["'”’」』)]*(?:\s|$)))["'”’」』)]*/g

/** The sentences of a plain paragraph, each with its closing mark; a last one without a mark is kept too. */
export function sentences(text: string): string[] {
  const found: string[] = []
  let start = 0
  for (const end of text.matchAll(SENTENCE_END)) {
    const stop = end.index + end[0].length
    found.push(text.slice(start, stop).trim())
    start = stop
  }
  found.push(text.slice(start).trim())
  return found.filter(Boolean)
}

const join = (parts: string[], language: string) => parts.join(language === 'en' ? ' ' : '')

/**
 * The first sentence of `text`, with the second when both still `fit` — never part of one. Null when the first
 * sentence alone does not fit: the caller leaves the line off rather than show it broken.
 */
export function wholeSentences(text: string, language: string, fits: (line: string) => boolean): string | null {
  const parts = sentences(text)
  if (parts.length === 0 || !fits(parts[0]!)) return null
  const two = parts.length > 1 ? join(parts.slice(0, 2), language) : null
  return two && fits(two) ? two : parts[0]!
}

export function bottomLine(interpretation: string | null, language: string): string | null {
  if (!interpretation) return null
  const paragraph = interpretation
    .split(/\n\s*\n/)
    .filter((p) => !/^\s*#/.test(p))
    .map(plain)
    .find((p) => p.length > 0)
  if (!paragraph) return null
  const en = language === 'en'
  const limit = en ? MAX_CHARS.en : MAX_CHARS.zh
  const first = sentences(paragraph)[0] ?? paragraph
  // A long first sentence stays whole (the page has room; the poster fits it or leaves it off); a second one joins only within the limit.
  if (first.length > limit) return first.length <= (en ? MAX_FIRST.en : MAX_FIRST.zh) ? first : null
  return wholeSentences(paragraph, language, (line) => line.length <= limit)
}
