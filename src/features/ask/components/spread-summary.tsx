import { Text, View } from '@tarojs/components'
import { findSpread } from '@/lib/content/spreads'
import { useTranslation } from 'react-i18next'
import { currentLanguage } from '@/lib/i18n/i18n'
import type { AskTier } from '../model/ask-spread'
import '../../../components/panel/panel.css'
import './spread-summary.css'
import '@/features/ask/translations'

/** The chosen spread: its name, how many cards, and what it is for. */
export function SpreadSummary({ spreadId, tier }: { spreadId: string; tier: AskTier }) {
  const { t } = useTranslation('ask')
  const spread = findSpread(spreadId, currentLanguage())
  if (!spread) return null
  const count = spread.positions.length
  return (
    <View className="ask__spread">
      <View className="panel__head ask__spread-head">
        <Text className="ask__spread-name">{spread.name}</Text>
        <Text className="ask__spread-count">{count === 1 ? t('spread.cardCountOne', { count }) : t('spread.cardCount', { count })}</Text>
      </View>
      <Text className={`ask__tier ask__tier--${tier}`}>{tier === 'free' ? t('spread.tierFree') : t('spread.tierPro')}</Text>
      <Text className="ask__spread-desc">{spread.desc}</Text>
    </View>
  )
}
