import { Text, View } from '@tarojs/components'
import { PhoneText } from '@/components/phone-link/phone-text'
import '@/features/ask/translations'

const ITEM = '• '

/**
 * A verdict's message as the server wrote it, one line each: a line starting with "• " (the crisis answer's hotlines)
 * is a list item whose wrapped lines hang under its text, not under the bullet — a row, since React Native has no
 * text indent. The phone numbers in it (the hotlines, the emergency numbers) call when tapped.
 */
export function VerdictMessage({ text }: { text: string }) {
  return (
    <View className="ask__verdict-message ask__verdict-lines">
      {text.split('\n').map((line, i) =>
        line.startsWith(ITEM) ? (
          <View key={i} className="ask__verdict-item">
            <Text className="ask__verdict-bullet">•</Text>
            <Text className="ask__verdict-item-text">
              <PhoneText text={line.slice(ITEM.length)} />
            </Text>
          </View>
        ) : (
          <Text key={i} className="ask__verdict-line">
            <PhoneText text={line} />
          </Text>
        ),
      )}
    </View>
  )
}
