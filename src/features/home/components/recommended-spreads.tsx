import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { tierOf, useCatalogue } from '@/lib/content/spreads'
import { navigateTo } from '@/lib/navigation/navigate'
import './home.css'

/** The catalogue's recommended spreads (spec `tj`), as a row to scroll. */
export function RecommendedSpreads() {
  const { t } = useTranslation('spreads')
  const catalogue = useCatalogue()
  const recommended = catalogue.list.flatMap((c) => c.spreads).filter((s) => s.tj && !s.hide)
    // A handful; the spreads tab has them all.
    .slice(0, 6)
  return (
    <View className='recommended'>
      {recommended.map((spread) => (
        <View key={spread.id} className='recommended__item' data-spread={spread.id} onClick={() => void navigateTo(`/pages/tarot/spread?id=${spread.id}`)}>
          <Text className='recommended__name'>{spread.name}</Text>
          <Text className='recommended__meta'>{`${(spread.positions.length === 1 ? t('oneCard') : t('cards', { count: spread.positions.length }))} · ${tierOf(spread) === 'free' ? t('free') : t('pro')}`}</Text>
        </View>
      ))}
    </View>
  )
}
