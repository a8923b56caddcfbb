import { Button, Text, View } from '@tarojs/components'
import { ApiError } from '@/lib/http/client'
import { ResultCode } from '@tarot/contracts/codes'
import { useTranslation } from 'react-i18next'
import { Section } from '@/components/section/section'
import { disabledWhen } from '@/lib/ui/disabled'
import { formatTime } from '@/lib/i18n/format-time'
import { currentLanguage } from '@/lib/i18n/i18n'
import { navigateTo } from '@/lib/navigation/navigate'
import { useCanBuy } from '@/lib/pay/can-buy'
import { yuanFromFen } from '@/lib/pay/money'
import { getReader } from '../api/readers'
import { useServerData } from '@/lib/data/use-server-data'
import { ReaderAvatar } from './reader-avatar'
import { ReaderFacts, ReaderLanguages, SpecialtyChips } from './reader-facts'
import { StatusView } from '@/components/status-view/status-view'
import '../../../components/callout/callout.css'
import '../../../components/panel/panel.css'
import './reader-profile.css'
import '@/features/readers/translations'

const stars = (rating: number) => '★★★★★'.slice(0, Math.round(rating)) + '☆☆☆☆☆'.slice(0, 5 - Math.round(rating))

/** /pages/reader/reader?id=: who the reader is, what others said, and "Consult". */
export function ReaderProfileScreen({ id, readingId }: { id: string; readingId?: string }) {
  const { t } = useTranslation('readers')
  const language = currentLanguage()
  // Where nothing can be bought (iOS without iosCharge), the promise names no way to pay that is not offered, and
  // the price is in energy only; elsewhere in energy and in money (issue 34).
  const canBuy = useCanBuy()
  // Without an id there is nobody to ask the server about.
  const { state, retry } = useServerData(id ? ['reader', id] : null, () => getReader(id))
  const toReaders = { label: t('profile.seeAll'), onClick: () => void navigateTo('/pages/reader/readers') }

  if (!id) return <StatusView kind="empty" message={t('profile.noneChosen')} action={toReaders} />
  if (state.status === 'loading') return <StatusView kind="loading" message={t('loading')} />
  if (state.status === 'failed') {
    const missing = state.error instanceof ApiError && state.error.code === ResultCode.notFound
    return missing ? <StatusView kind="empty" message={t('profile.missing')} action={toReaders} /> : <StatusView kind="failed" onRetry={retry} />
  }
  const reader = state.value
  const consult = () => void navigateTo(`/pages/reader/order?readerId=${encodeURIComponent(reader.id)}${readingId ? `&readingId=${encodeURIComponent(readingId)}` : ''}`)

  return (
    <View className="reader-profile">
      <View className="reader-profile__head">
        <ReaderAvatar name={reader.name} photo={reader.photo} size="large" />
        <Text className="reader-profile__name">{reader.name}</Text>
        <Text className="reader-profile__tagline">{reader.tagline}</Text>
        <SpecialtyChips reader={reader} />
        <ReaderLanguages reader={reader} />
        <ReaderFacts reader={reader} />
        <Text className="reader-profile__completed">{t('profile.completed', { count: reader.completedOrders })}</Text>
      </View>
      <Section title={t('profile.about')}>
        <Text className="reader-profile__bio" userSelect>
          {reader.bio}
        </Text>
      </Section>
      <View className="callout reader-promise">
        <Text className="reader-promise__text">{t(canBuy ? 'promise' : 'promiseNoBuy')}</Text>
      </View>
      <Button className="primary-button reader-profile__consult" {...disabledWhen(!reader.available)} onClick={consult}>
        {reader.available ? (canBuy ? t('profile.consultMoney', { price: reader.priceEnergy, money: yuanFromFen(reader.priceFen) }) : t('profile.consult', { price: reader.priceEnergy })) : t('away')}
      </Button>
      <Section title={t('profile.reviews')}>
        {reader.reviews.length === 0 ? <Text className="section__hint">{t('profile.noReviews')}</Text> : null}
        {reader.reviews.map((review, index) => (
          <View key={`${review.createdAt}-${index}`} className="reader-review">
            <View className="panel__head reader-review__head">
              <Text className="reader-review__stars">{stars(review.rating)}</Text>
              <Text className="reader-review__author">{`${review.author} · ${formatTime(review.createdAt, language)}`}</Text>
            </View>
            {review.text ? <Text className="reader-review__text">{review.text}</Text> : null}
          </View>
        ))}
      </Section>
    </View>
  )
}
