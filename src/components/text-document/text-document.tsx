import { Text, View } from '@tarojs/components'
import { parseTextDocument } from './parse'
import './text-document.css'

/** Plain text with "## " headings and "- " items, as readable blocks. Always rendered as text, never as HTML. */
export function TextDocument({ text, className = '' }: { text: string; className?: string }) {
  return (
    <View className={`text-document ${className}`}>
      {parseTextDocument(text).map((block, i) => (
        <View key={i} className={`text-document__${block.kind}`}>
          {block.kind === 'item' ? <Text className='text-document__bullet'>•</Text> : null}
          <Text className={`text-document__${block.kind}-text`} userSelect>
            {block.text}
          </Text>
        </View>
      ))}
    </View>
  )
}
