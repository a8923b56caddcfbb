import { Text, View } from '@tarojs/components'
import { questionLimit } from '@tarot/core/language'
import { visibleLength } from '@tarot/core/validation'
import { useTranslation } from 'react-i18next'
import { currentLanguage } from '@/lib/i18n/i18n'
import './question-counter.css'

/** How many characters before the limit the counter warns: ten of 50 in Chinese, twenty of 150 in English. */
export function warningMargin(limit: number): number {
  return Math.min(20, Math.round(limit / 5))
}

export type QuestionLength = 'ok' | 'near' | 'over'

/** Where a question stands against its language's limit (spec §5: 50 characters in Chinese, 150 in English), counted as a person sees characters. */
export function questionLength(text: string, limit: number): { count: number; state: QuestionLength } {
  const count = visibleLength(text.trim())
  return { count, state: count > limit ? 'over' : count > limit - warningMargin(limit) ? 'near' : 'ok' }
}

/**
 * The question's live count against the limit ("38/50"): grey while there is room, amber with what is
 * left near the limit, red with how much to cut past it. The box never cuts the text itself; `note`
 * (the hint) shows while there is room.
 */
export function QuestionCounter({ text, note }: { text: string; note?: string }) {
  const { t } = useTranslation()
  const limit = questionLimit(currentLanguage())
  const { count, state } = questionLength(text, limit)
  const line = state === 'over' ? t('frames.questionOver', { count: count - limit, limit }) : state === 'near' ? t('frames.questionLeft', { count: limit - count }) : (note ?? '')
  return (
    <View className="question-counter">
      <Text className={`question-counter__note question-counter__note--${state}`} aria-live="polite">
        {line}
      </Text>
      <Text className={`question-counter__count question-counter__count--${state}`}>{`${count}/${limit}`}</Text>
    </View>
  )
}
