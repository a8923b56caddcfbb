import { Text } from '@tarojs/components'
import { Block } from '@/components/primitives/box'

/**
 * What is missing before going on ("请阅读并同意《用户协议》和《隐私政策》"), said in the page just below the tick box
 * instead of in a toast over it. A document's title in 《》 never breaks across two lines.
 */
export function AgreementHint({ text, className = '' }: { text: string; className?: string }) {
  const parts = text.split(/(《[^》]*》)/).filter(Boolean)
  return (
    <Block className={`agreement__hint ${className}`} ariaRole="alert">
      <Text className="agreement__hint-text">
        {parts.map((part, i) => (
          <Text key={i} className={part.startsWith('《') ? 'agreement__hint-title' : undefined}>
            {part}
          </Text>
        ))}
      </Text>
    </Block>
  )
}
