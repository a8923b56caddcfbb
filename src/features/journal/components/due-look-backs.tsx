import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { useServerData } from '@/lib/data/use-server-data'
import { currentLanguage } from '@/lib/i18n/i18n'
import { formatTime } from '@/lib/i18n/format-time'
import { navigateTo } from '@/lib/navigation/navigate'
import { INSIGHTS_PAGE } from '@/lib/navigation/routes'
import { dueLookBacks } from '../api/journal'
import './due-look-backs.css'
import '@/lib/i18n/namespaces/journal'

/**
 * On history, above the readings: the in-app reminders as a badge and a list — readers' answers not opened yet, then
 * the look backs that are due (the only reminders on H5 and RN; in the mini-program besides its subscription messages)
 * — and the way to the insights page. Opening an answer takes it off (the server marks it seen).
 */
export function DueLookBacks() {
  const { t } = useTranslation('journal')
  const { state } = useServerData(['journal-due'], dueLookBacks, { refreshOnShow: true })
  // Only a well-formed answer is shown (an older server without the journal answers something else).
  const due = state.status === 'ready' && typeof state.value?.count === 'number' && Array.isArray(state.value.list) ? state.value : null
  // Readers' answers not opened yet (a server before them sends none).
  const answers = due && Array.isArray(due.answers?.list) ? due.answers : { count: 0, list: [] }
  const badge = (due?.count ?? 0) + answers.count
  return (
    <View className="due">
      <View className="due__head">
        <View className="due__title-row">
          <Text className="due__title">{answers.count > 0 ? t('remindersTitle') : badge > 0 ? t('dueTitle') : t('nothingDue')}</Text>
          {badge > 0 ? (
            <View className="due__badge" ariaLabel={t('badgeCount', { count: badge })}>
              <Text className="due__badge-text">{badge > 99 ? '99+' : badge}</Text>
            </View>
          ) : null}
        </View>
        <Text className="due__insights" onClick={() => void navigateTo(INSIGHTS_PAGE)}>
          {t('insights')} ›
        </Text>
      </View>
      {answers.list.map((item) => (
        <View key={item.consultationId} className="due__row due__row--answer" onClick={() => void navigateTo(`/pages/reader/order?id=${encodeURIComponent(item.consultationId)}`)}>
          <View className="due__row-text">
            <Text className="due__question" numberOfLines={1}>
              {t('answerFrom', { reader: item.readerName })}
            </Text>
            <Text className="due__date" numberOfLines={1}>
              {item.question}
            </Text>
          </View>
          <Text className="due__open">{t('answerOpen')}</Text>
        </View>
      ))}
      {due?.list.map((item) => (
        <View key={item.readingId} className="due__row" onClick={() => void navigateTo(`/pages/tarot/tarot_read?id=${encodeURIComponent(item.readingId)}`)}>
          <View className="due__row-text">
            <Text className="due__question" numberOfLines={1}>
              {item.question}
            </Text>
            <Text className="due__date">{t('dueSince', { date: formatTime(item.savedAt ?? item.dueAt, currentLanguage()) })}</Text>
          </View>
          <Text className="due__open">{t('dueOpen')}</Text>
        </View>
      ))}
    </View>
  )
}
