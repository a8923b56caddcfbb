import { Text, View } from '@tarojs/components'
import type { ReaderCard } from '@tarot/contracts/readers'
import { useTranslation } from 'react-i18next'
import './reader-facts.css'
import '@/features/readers/translations'

/** Rating (or "New"), price and usual response time: what a user weighs when choosing a reader. */
export function ReaderFacts({ reader }: { reader: ReaderCard }) {
  const { t } = useTranslation('readers')
  return (
    <View className="reader-facts">
      {reader.rating === null ? (
        <Text className="reader-facts__new">{t('new')}</Text>
      ) : (
        <Text className="reader-facts__rating">{`★ ${reader.rating.toFixed(1)} · ${t('reviewCount', { count: reader.reviewCount })}`}</Text>
      )}
      <Text className="reader-facts__price">{t('price', { price: reader.priceEnergy })}</Text>
      <Text className="reader-facts__response">{t('responseHours', { hours: reader.responseHours })}</Text>
    </View>
  )
}

export function SpecialtyChips({ reader }: { reader: Pick<ReaderCard, 'specialties'> }) {
  const { t } = useTranslation('readers')
  return (
    <View className="reader-chips">
      {reader.specialties.map((topic) => (
        <Text key={topic} className="reader-chips__chip">
          {t(`topics.${topic}`)}
        </Text>
      ))}
    </View>
  )
}

export function ReaderLanguages({ reader }: { reader: Pick<ReaderCard, 'languages'> }) {
  const { t } = useTranslation('readers')
  if (reader.languages.length === 0) return null
  return <Text className="reader-languages">{t('speaks', { languages: reader.languages.map((l) => t(`languages.${l}`)).join(' · ') })}</Text>
}
