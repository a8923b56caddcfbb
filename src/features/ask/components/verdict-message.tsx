import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { PhoneLink } from '@/components/phone-link/phone-link'
import { showToast } from '@/lib/ui/toast'
import { phoneRuns } from '../model/phone-numbers'
import '@/features/ask/translations'

const ITEM = '• '

/** A line's words, with each phone number in it one tap from a call. */
function Line({ line }: { line: string }) {
  const { t } = useTranslation('ask')
  return (
    <>
      {phoneRuns(line).map((run, i) =>
        run.kind === 'phone' ? (
          <PhoneLink key={i} number={run.text} label={t('verdict.callNumber', { number: run.text })} onCopied={() => showToast(t('verdict.numberCopied', { number: run.text }))} />
        ) : (
          run.text
        ),
      )}
    </>
  )
}

/**
 * A verdict's message as the server wrote it, one line each: a line starting with "• " (the crisis answer's hotlines)
 * is a list item whose wrapped lines hang under its text, not under the bullet — a row, since React Native has no
 * text indent. The phone numbers in it (the hotlines, the emergency numbers) call when tapped.
 */
export function VerdictMessage({ text }: { text: string }) {
  return (
    <View className='ask__verdict-message ask__verdict-lines'>
      {text.split('\n').map((line, i) =>
        line.startsWith(ITEM) ? (
          <View key={i} className='ask__verdict-item'>
            <Text className='ask__verdict-bullet'>•</Text>
            <Text className='ask__verdict-item-text'>
              <Line line={line.slice(ITEM.length)} />
            </Text>
          </View>
        ) : (
          <Text key={i} className='ask__verdict-line'>
            <Line line={line} />
          </Text>
        ),
      )}
    </View>
  )
}
