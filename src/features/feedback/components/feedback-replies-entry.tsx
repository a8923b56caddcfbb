import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { navigateTo } from '@/lib/navigation/navigate'
import { FEEDBACK_REPLIES_PAGE } from '@/lib/navigation/routes'
import { useUnreadReplies } from '../model/my-feedback'
import './feedback-replies-entry.css'
import '@/features/feedback/translations'

/** The about page's row to "Replies to your feedback", with a dot while a reply is not seen yet. */
export function FeedbackRepliesEntry() {
  const { t } = useTranslation('feedback')
  const unread = useUnreadReplies({ refreshOnShow: true })
  const title = t('replies.title')
  return (
    <View
      className="about__row replies__entry"
      role="link"
      aria-label={unread > 0 ? `${title}, ${t('replies.unread', { count: unread })}` : title}
      onClick={() => void navigateTo(FEEDBACK_REPLIES_PAGE)}
    >
      <View className="about__row-text">
        <Text className="about__row-title">{title}</Text>
        <Text className="about__row-hint">{unread > 0 ? t('replies.unread', { count: unread }) : t('replies.entryHint')}</Text>
      </View>
      {unread > 0 ? <View className="replies__dot" /> : null}
      <Text className="about__row-arrow">›</Text>
    </View>
  )
}
