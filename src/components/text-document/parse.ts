/** A block of the plain-text format our articles, legal pages and AI readings use. */
export type TextBlock = { kind: 'heading'; text: string } | { kind: 'paragraph'; text: string } | { kind: 'item'; text: string }

/**
 * Splits plain text into blocks: "## " starts a heading, "- " a list item, other
 * lines are paragraphs (lines of one paragraph joined). Nothing is interpreted as
 * markup: the text is shown as text, whatever it contains.
 */
export function parseTextDocument(text: string): TextBlock[] {
  const blocks: TextBlock[] = []
  let paragraph: string[] = []
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join('\n') })
    paragraph = []
  }
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trimEnd()
    if (line.trim() === '') {
      flush()
    } else if (/^#{1,3}\s+/.test(line)) {
      flush()
      blocks.push({ kind: 'heading', text: line.replace(/^#{1,3}\s+/, '') })
    } else if (/^\s*[-•]\s+/.test(line)) {
      flush()
      blocks.push({ kind: 'item', text: line.replace(/^\s*[-•]\s+/, '') })
    } else {
      paragraph.push(line)
    }
  }
  flush()
  return blocks
}
