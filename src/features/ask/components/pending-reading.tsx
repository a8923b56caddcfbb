import { Button, Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { navigateTo } from '@/lib/navigation/navigate'
import { useAskFlow } from '@/stores/ask-flow'
import { ACTION_ROUTES } from '../hooks/use-ask'
import './pending-reading.css'
import '@/lib/i18n/namespaces/draw'
import '@/features/ask/translations'

/**
 * A draw begun and not read yet (the page left, the app closed): the way back to
 * the same cards, which the draw page resumes from the server's record. Shown on
 * the ask pages, where a person comes back to after reopening the app, once the
 * draw holds a picked card: a sealed fan with none picked has nothing waiting
 * (asking the same question again opens that same draw).
 */
export function PendingReading() {
  const { t } = useTranslation('ask')
  // `picked` unknown (kept from before it was counted): offered as before.
  const pending = useAskFlow((s) => (s.readingId && s.mode === 'draw' && !s.opened && (s.picked ?? 1) > 0 ? s.question : null))
  if (!pending) return null
  return (
    <View className="ask__pending">
      <Text className="ask__pending-title">{t('pending.title')}</Text>
      <Text className="ask__pending-question">{pending}</Text>
      <Button className="ask__pending-continue" onClick={() => void navigateTo(ACTION_ROUTES.draw)}>
        {t('pending.continue')}
      </Button>
    </View>
  )
}
