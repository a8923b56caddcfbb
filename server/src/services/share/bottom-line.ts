/**
 * The reading's bottom line for a share: the first sentence or two of the stored interpretation. The text is
 * paragraphs split by blank lines and may carry Markdown from the model (headings, emphasis, lists), which a
 * poster or a stranger's page shows as plain text, so the marks go and headings are skipped.
 */
const MAX_CHARS = { zh: 90, en: 220 }

function plain(paragraph: string): string {
  return paragraph
    .replace(/^\s*(?:[-*+>]|\d+[.)])\s+/gm, '')
    .replace(/[*_`#]+/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim()
}

/** Sentences with their closing mark (Chinese or Latin), keeping closing quotes with their sentence. */
function sentences(text: string): string[] {
  return text.match(/[^。！？!?.]+(?:[。！？!?]+|\.(?=\s|$))+[”」』"']?|[^。！？!?.]+$/g)?.map((s) => s.trim()).filter(Boolean) ?? [text]
}

export function bottomLine(interpretation: string | null, language: string): string | null {
  if (!interpretation) return null
  const paragraph = interpretation
    .split(/\n\s*\n/)
    .filter((p) => !/^\s*#/.test(p))
    .map(plain)
    .find((p) => p.length > 0)
  if (!paragraph) return null
  const limit = language === 'en' ? MAX_CHARS.en : MAX_CHARS.zh
  const parts = sentences(paragraph)
  let line = parts[0] ?? paragraph
  if (parts[1] && line.length + parts[1].length <= limit) line = `${line}${language === 'en' ? ' ' : ''}${parts[1]}`
  // One overlong sentence is cut at a word (English) or a character, with an ellipsis.
  if (line.length > limit) line = `${(language === 'en' ? line.slice(0, limit).replace(/\s+\S*$/, '') : line.slice(0, limit)).trim()}…`
  return line
}
