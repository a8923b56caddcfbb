import { Text, Textarea, View } from '@tarojs/components'
import { questionLimit } from '@tarot/core/language'
import { useTranslation } from 'react-i18next'
import { QuestionCounter } from '@/components/question-counter/question-counter'
import { currentLanguage } from '@/lib/i18n/i18n'
import { disabledWhen } from '@/lib/ui/disabled'
import { focusProp } from './focus-prop'
import '../../../components/text-box/text-box.css'
import './question-box.css'
import '@/features/ask/translations'

export interface QuestionBoxProps {
  value: string
  error: string | null
  disabled: boolean
  focused: boolean
  onInput: (text: string) => void
  /** Called with false when the box loses focus, so a later request to focus it is a change. */
  onBlur: () => void
}

/**
 * The question, several lines, with the language's limit (spec §5: 50 in Chinese,
 * 150 in English) counted as a person sees characters, live ("38/50"), warned
 * about near the limit. The limit is soft: a longer text (pasted, or passed from
 * the home page) is shown over the limit with how much to cut, and refused with
 * "The question is too long" instead of being cut off.
 */
export function QuestionBox({ value, error, disabled, focused, onInput, onBlur }: QuestionBoxProps) {
  const { t } = useTranslation('ask')
  const { t: tc } = useTranslation()
  const limit = questionLimit(currentLanguage())
  return (
    <View className="ask__question">
      <Text className="ask__label">{t('question.label')}</Text>
      <Textarea
        className={`plain-textarea ask__input ${error ? 'ask__input--error' : ''}`}
        value={value}
        maxlength={limit * 2}
        {...disabledWhen(disabled)}
        placeholder={t('question.placeholder')}
        placeholderClass="ask__placeholder"
        {...focusProp(focused)}
        onInput={(e) => onInput(e.detail.value)}
        onBlur={onBlur}
      />
      <QuestionCounter text={value} note={tc('validation.question.hint', { limit })} />
      {error ? <Text className="ask__error">{error}</Text> : null}
    </View>
  )
}
