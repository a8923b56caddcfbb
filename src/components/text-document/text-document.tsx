import { Text, View } from '@tarojs/components'
import { parseTextDocument } from './parse'
import './text-document.css'

/**
 * Plain text with "## " headings and "- " items, as readable blocks. Always rendered as text, never as HTML.
 * `cursor` shows a blinking caret after the last block, for text that is still being written.
 */
export function TextDocument({ text, className = '', cursor = false }: { text: string; className?: string; cursor?: boolean }) {
  const blocks = parseTextDocument(text)
  const caret = <Text className="text-document__cursor">▍</Text>
  return (
    <View className={`text-document ${className}`}>
      {blocks.map((block, i) => (
        <View key={i} className={`text-document__${block.kind}`}>
          {block.kind === 'item' ? <Text className="text-document__bullet">•</Text> : null}
          <Text className={`text-document__${block.kind}-text`} userSelect>
            {block.text}
            {cursor && i === blocks.length - 1 ? caret : null}
          </Text>
        </View>
      ))}
      {cursor && blocks.length === 0 ? <View className="text-document__paragraph">{caret}</View> : null}
    </View>
  )
}
