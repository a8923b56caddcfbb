import { Text, View } from '@tarojs/components'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { StatusView } from '@/components/status-view/status-view'
import { formatDay } from '@/lib/i18n/format-time'
import { currentLanguage } from '@/lib/i18n/i18n'
import { markRepliesSeen } from '../api/feedback'
import { useMyFeedback } from '../model/my-feedback'
import './feedback-replies.css'
import '@/features/feedback/translations'

/**
 * "Replies to your feedback": each message the person sent, with its date, and our reply under it when there is
 * one. Opening it with replies not seen yet marks them seen (once), which takes the badges away.
 */
export function FeedbackReplies() {
  const { t } = useTranslation('feedback')
  const { state, retry, update } = useMyFeedback({ refreshOnShow: true })
  const unread = state.status === 'ready' ? state.value.unread : 0
  const marking = useRef(false)
  useEffect(() => {
    if (unread <= 0 || marking.current) return
    marking.current = true
    // The answer is the list with every reply seen: it goes into the one cache key, so the badges go too.
    markRepliesSeen()
      .then((value) => update(() => value))
      .catch(() => undefined)
      .finally(() => {
        marking.current = false
      })
  }, [unread, update])

  if (state.status === 'loading') return <StatusView kind="loading" />
  if (state.status === 'failed') return <StatusView kind="failed" message={t('replies.failed')} onRetry={retry} />
  if (state.value.list.length === 0) return <StatusView kind="empty" message={t('replies.empty')} />
  const language = currentLanguage()
  return (
    <View className="replies">
      {state.value.list.map((item) => (
        <View key={item.id} className="replies__item" role="article" aria-label={t('replies.sentOn', { date: formatDay(item.createdAt, language) })}>
          <Text className="replies__date">{t('replies.sentOn', { date: formatDay(item.createdAt, language) })}</Text>
          {/* Written by the person, shown as text. */}
          <Text className="replies__content">{item.content}</Text>
          {item.reply ? (
            <View className="replies__reply">
              <Text className="replies__reply-label">{item.repliedAt ? t('replies.ourReplyOn', { date: formatDay(item.repliedAt, language) }) : t('replies.ourReply')}</Text>
              <Text className="replies__reply-text">{item.reply}</Text>
            </View>
          ) : (
            <Text className="replies__waiting">{t('replies.notYet')}</Text>
          )}
        </View>
      ))}
    </View>
  )
}
