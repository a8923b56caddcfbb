import { Button, Text, View } from '@tarojs/components'
import { findSpread } from '@/lib/content/spreads'
import { useTranslation } from 'react-i18next'
import { currentLanguage } from '@/lib/i18n/i18n'
import { clockTime } from '@/lib/i18n/format-time'
import type { Verdict } from '../hooks/use-ask'
import { VerdictMessage } from './verdict-message'
import { disabledWhen } from '@/lib/ui/disabled'
import './verdict-panel.css'
import '@/features/ask/translations'

export interface VerdictPanelProps {
  verdict: Verdict
  /** The spread the user has now, for "Keep …". */
  spreadId: string
  busy: boolean
  onUseSpread: () => void
  onUseQuestion: () => void
  onKeep: () => void
  onArticle: (id: string) => void
  /** The step the connection failed on, once more. */
  onRetry: () => void
}

const REFUSAL_TITLE = {
  not_a_question: 'verdict.notAQuestionTitle',
  sensitive: 'verdict.sensitiveTitle',
  unsuitable: 'verdict.unsuitableTitle',
} as const

/** The check's answer when it is more than "ok": an explanation, support, a suggestion, or a pause. The message comes from the server, already in the user's language. */
export function VerdictPanel({ verdict, spreadId, busy, onUseSpread, onUseQuestion, onKeep, onArticle, onRetry }: VerdictPanelProps) {
  const { t } = useTranslation('ask')
  const language = currentLanguage()
  const spreadName = (id: string) => findSpread(id, language)?.name ?? id

  switch (verdict.kind) {
    case 'refused':
      return (
        <View className={`ask__verdict ask__verdict--${verdict.verdict}`} role="alert">
          <Text className="ask__verdict-title">{t(verdict.health ? 'verdict.healthTitle' : REFUSAL_TITLE[verdict.verdict])}</Text>
          <Text className="ask__verdict-message">{verdict.message}</Text>
          {verdict.health ? (
            <>
              <Text className="ask__suggestion">{verdict.health.suggestion}</Text>
              <View className="ask__verdict-actions">
                <Button className="primary-button ask__health-reframe" {...disabledWhen(busy)} onClick={onUseQuestion}>
                  {t('verdict.askInstead')}
                </Button>
              </View>
            </>
          ) : (
            <Text className="ask__verdict-hint">{t('verdict.editHint')}</Text>
          )}
        </View>
      )
    case 'crisis':
      return (
        <View className="ask__verdict ask__verdict--crisis" role="alert">
          <Text className="ask__verdict-title">{t('verdict.crisisTitle')}</Text>
          <VerdictMessage text={verdict.message} />
          <Text className="ask__verdict-hint">{t('verdict.crisisHint')}</Text>
        </View>
      )
    case 'too_many':
      return (
        <View className="ask__verdict ask__verdict--too-many" role="alert">
          <Text className="ask__verdict-title">{t('verdict.tooManyTitle')}</Text>
          <Text className="ask__verdict-message">{verdict.message}</Text>
          {verdict.retryAt ? <Text className="ask__verdict-hint ask__retry-at">{t('verdict.retryAt', { time: clockTime(verdict.retryAt) })}</Text> : null}
          <View className="ask__verdict-link ask__article" role="link" onClick={() => onArticle(verdict.article)}>
            <Text className="ask__link-text">{t('verdict.readArticle')} ›</Text>
          </View>
        </View>
      )
    case 'unreachable':
      return (
        <View className="ask__verdict ask__verdict--unreachable" role="alert">
          <Text className="ask__verdict-title">{t('verdict.unreachableTitle')}</Text>
          <Text className="ask__verdict-message">{verdict.message}</Text>
          <View className="ask__verdict-actions">
            <Button className="primary-button ask__retry" {...disabledWhen(busy)} onClick={onRetry}>
              {t('verdict.retry')}
            </Button>
          </View>
        </View>
      )
    case 'suggest_spread':
      return (
        <View className="ask__verdict ask__verdict--suggest">
          <Text className="ask__verdict-title">{t('verdict.suggestSpreadTitle')}</Text>
          <Text className="ask__verdict-message">{verdict.message}</Text>
          <View className="ask__verdict-actions">
            <Button className="primary-button ask__suggest-use" {...disabledWhen(busy)} onClick={onUseSpread}>
              {t('verdict.useSpread', { name: spreadName(verdict.spreadId) })}
            </Button>
            <Button className="ask__secondary ask__suggest-keep" {...disabledWhen(busy)} onClick={onKeep}>
              {t('verdict.keepSpread', { name: spreadName(spreadId) })}
            </Button>
          </View>
        </View>
      )
    case 'suggest_question':
      return (
        <View className="ask__verdict ask__verdict--suggest">
          <Text className="ask__verdict-title">{t('verdict.suggestQuestionTitle')}</Text>
          <Text className="ask__verdict-message">{verdict.message}</Text>
          <Text className="ask__suggestion">{verdict.suggestion}</Text>
          <View className="ask__verdict-actions">
            <Button className="primary-button ask__suggest-use" {...disabledWhen(busy)} onClick={onUseQuestion}>
              {t('verdict.useQuestion')}
            </Button>
            <Button className="ask__secondary ask__suggest-keep" {...disabledWhen(busy)} onClick={onKeep}>
              {t('verdict.keepQuestion')}
            </Button>
          </View>
        </View>
      )
  }
}
