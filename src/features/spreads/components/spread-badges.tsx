import { Text, View } from '@tarojs/components'
import type { Spread } from '@tarot/core/spreads'
import { useTranslation } from 'react-i18next'
import { tierOf } from '@/lib/content/spreads'

/** Card count, recommended mark, and free / advanced / no-AI badge. */
export function SpreadBadges({ spread }: { spread: Spread }) {
  const { t } = useTranslation('spreads')
  const tier = tierOf(spread)
  return (
    <View className="spreads__badges">
      <Text className="spreads__badge">{spread.positions.length === 1 ? t('oneCard') : t('cards', { count: spread.positions.length })}</Text>
      {tier ? <Text className={`spreads__badge spreads__badge--${tier}`}>{tier === 'free' ? t('free') : t('pro')}</Text> : <Text className="spreads__badge">{t('noAi')}</Text>}
      {spread.tj ? <Text className="spreads__badge spreads__badge--recommended">★ {t('recommended')}</Text> : null}
    </View>
  )
}
