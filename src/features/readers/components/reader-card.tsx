import { Text, View } from '@tarojs/components'
import type { ReaderCard } from '@tarot/contracts/readers'
import { useTranslation } from 'react-i18next'
import { ReaderAvatar } from './reader-avatar'
import { ReaderFacts, ReaderLanguages, SpecialtyChips } from './reader-facts'
import './reader-card.css'
import '@/features/readers/translations'

/** One reader on the list; the whole card opens the profile. */
export function ReaderCardView({ reader, onOpen }: { reader: ReaderCard; onOpen: () => void }) {
  const { t } = useTranslation('readers')
  return (
    <View className="reader-card" role="button" data-reader={reader.id} onClick={onOpen}>
      <View className="reader-card__head">
        <ReaderAvatar name={reader.name} photo={reader.photo} />
        <View className="reader-card__who">
          <Text className="reader-card__name">{reader.name}</Text>
          <Text className="reader-card__tagline">{reader.tagline}</Text>
        </View>
      </View>
      <SpecialtyChips reader={reader} />
      <ReaderLanguages reader={reader} />
      <ReaderFacts reader={reader} />
      {reader.available ? null : <Text className="reader-card__away">{t('away')}</Text>}
    </View>
  )
}
