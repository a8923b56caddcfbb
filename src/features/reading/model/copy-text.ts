import type { Engine } from '@/lib/stream/ai-stream'

/**
 * What "复制解读" puts on the clipboard: the interpretation as the page shows it, then a blank line and the same
 * author line the page prints under it (内容由 AI 生成… for a model, the built-in reader's line for `offline`), so a
 * pasted reading keeps its label (《人工智能生成合成内容标识办法》 Art. 4; docs/ai-labels.md). With no engine known
 * the text goes as it is (nothing has been written yet, the button is not shown).
 */
export function copiedReading(text: string, engine: Engine | null, authorLine: (engine: Engine) => string): string {
  const body = text.trim()
  return engine ? `${body}\n\n${authorLine(engine)}` : body
}
