import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { navigateTo } from '@/lib/navigation/navigate'
import { useCanBuy } from '@/lib/pay/can-buy'
import type { QuotaState } from '../hooks/use-quota'
import type { AskTier } from '../model/ask-spread'
import './quota-note.css'
import '@/features/ask/translations'

export interface QuotaNoteProps {
  tier: AskTier
  state: QuotaState
  onRetry: () => void
  /** ad_ask with no free readings left: the advanced spreads, which use energy. */
  onTryPro: () => void
}

/** What this reading costs and what the user has, before anything is spent. */
export function QuotaNote({ tier, state, onRetry, onTryPro }: QuotaNoteProps) {
  const { t } = useTranslation('ask')
  const canBuy = useCanBuy()
  if (state.status === 'loading') {
    return (
      <View className="ask__quota ask__quota--loading">
        <Text className="ask__quota-text">{t('quota.loading')}</Text>
      </View>
    )
  }
  if (state.status === 'failed') {
    return (
      <View className="ask__quota">
        <Text className="ask__quota-text">{t('quota.failed')}</Text>
        <View className="ask__quota-link ask__quota-retry" role="button" onClick={onRetry}>
          <Text className="ask__link-text">{t('quota.retry')}</Text>
        </View>
      </View>
    )
  }
  const { quota } = state
  if (tier === 'free') {
    if (quota.freeLeft > 0) {
      return (
        <View className="ask__quota">
          {/* The noun follows the limit ("1 of 1 … reading", "1 of 3 … readings"), so the limit is the plural count. */}
          <Text className="ask__quota-text">{t('quota.freeLeft', { left: quota.freeLeft, limit: quota.freeLimit, count: quota.freeLimit })}</Text>
        </View>
      )
    }
    return (
      <View className="ask__quota ask__quota--short">
        <Text className="ask__quota-text">{t('quota.freeUsedUp')}</Text>
        <Text className="ask__quota-text">{t('quota.proUsesEnergy')}</Text>
        <View className="ask__quota-link ask__try-pro" role="button" onClick={onTryPro}>
          <Text className="ask__link-text">{t('actions.tryPro')} ›</Text>
        </View>
      </View>
    )
  }
  const short = quota.energy < quota.proReadingCost
  return (
    <View className={`ask__quota ${short ? 'ask__quota--short' : ''}`}>
      <Text className="ask__quota-text">{t('quota.proCost', { cost: quota.proReadingCost, energy: quota.energy })}</Text>
      {quota.writer ? <Text className="ask__quota-text ask__quota-writer">{t(`quota.writer.${quota.writer}`)}</Text> : null}
      {short ? <Text className="ask__quota-text ask__quota-warning">{t('quota.notEnough')}</Text> : null}
      {short && canBuy ? (
        <View className="ask__quota-link ask__get-energy" role="button" onClick={() => void navigateTo(`/pages/pay/energy?need=${quota.proReadingCost}`)}>
          <Text className="ask__link-text">{t('quota.getEnergy')} ›</Text>
        </View>
      ) : null}
      {short && quota.freeLeft > 0 ? <Text className="ask__quota-text">{t('quota.freeStillLeft', { left: quota.freeLeft })}</Text> : null}
    </View>
  )
}
