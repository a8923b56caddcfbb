import { Text, View } from '@tarojs/components'
import { isSignedIn } from '@tarot/core/session'
import { useTranslation } from 'react-i18next'
import { formatTime } from '@/lib/i18n/format-time'
import { currentLanguage } from '@/lib/i18n/i18n'
import { navigateTo } from '@/lib/navigation/navigate'
import { useSession } from '@/stores/session'
import { listMyConsultations } from '../api/readers'
import { moderationNote } from '../model/readers'
import { useServerData } from '@/lib/data/use-server-data'
import { ReaderAvatar } from './reader-avatar'
import { SignInPrompt } from '@/components/sign-in-prompt/sign-in-prompt'
import { OrderStatus } from '@/components/order-status/order-status'
import { StatusView } from '@/components/status-view/status-view'
import './my-consultations.css'
import '@/features/readers/translations'

function Orders() {
  const { t } = useTranslation('readers')
  const language = currentLanguage()
  const { state, retry } = useServerData(['my-consultations'], listMyConsultations, { refreshOnShow: true })

  if (state.status === 'loading') return <StatusView kind="loading" message={t('loading')} />
  if (state.status === 'failed') return <StatusView kind="failed" onRetry={retry} />
  if (state.value.length === 0) return <StatusView kind="empty" message={t('mine.empty')} />
  return (
    <View className="my-orders">
      {state.value.map((c) => (
        <View
          key={c.id}
          className={`my-orders__item ${c.answerUnread ? 'my-orders__item--unread' : ''}`}
          role="button"
          data-consultation={c.id}
          onClick={() => void navigateTo(`/pages/reader/order?id=${encodeURIComponent(c.id)}`)}
        >
          <ReaderAvatar name={c.reader.name} photo={c.reader.photo} />
          <View className="my-orders__text">
            <View className="my-orders__head">
              <Text className="my-orders__reader">{c.reader.name}</Text>
              <OrderStatus status={c.status} held={moderationNote(c)?.held} label={moderationNote(c)?.held ? t('moderation.badge') : t(`status.${c.status}`)} />
            </View>
            {c.answerUnread ? (
              <View className="my-orders__unread">
                <View className="my-orders__unread-dot" />
                <Text className="my-orders__unread-text">{t('mine.unread')}</Text>
              </View>
            ) : null}
            <Text className="my-orders__question" numberOfLines={2}>
              {c.question}
            </Text>
            <Text className="my-orders__date">{formatTime(c.createdAt, language)}</Text>
          </View>
        </View>
      ))}
    </View>
  )
}

/** The user's consultations, newest first, so an order can always be found again. */
export function MyConsultations() {
  const { t } = useTranslation('readers')
  const signedIn = useSession((s) => isSignedIn(s))
  if (!signedIn) return <SignInPrompt title={t('mine.signIn')} label={t('signIn')} redirect="/pages/reader/readers?tab=mine" />
  return <Orders />
}
