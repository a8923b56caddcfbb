import { Button, Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { Section } from '@/components/section/section'
import type { WalletState } from '../hooks/use-wallet'
import { formatDate } from '../model/describe'
import './wallet.css'
import '@/features/wallet/translations'

/** Energy, VIP time and the VIP rule; "Query Failed" with a retry when the balance could not be read. */
export function BalanceCard({ state, onRetry }: { state: WalletState; onRetry: () => void }) {
  const { t } = useTranslation('wallet')
  if (state.status === 'loading') {
    return (
      <Section title={t('balance.title')}>
        <Text className="wallet__muted">{t('balance.loading')}</Text>
      </Section>
    )
  }
  if (state.status === 'failed') {
    return (
      <Section title={t('balance.title')}>
        <Text className="wallet__error wallet__query-failed">{t('balance.queryFailed')}</Text>
        <Button className="secondary-button wallet__retry" onClick={onRetry}>
          {t('balance.retry')}
        </Button>
      </Section>
    )
  }
  // The server's word on VIP (energy above 0 or a VIP time) and which of the two holds: the same answer home shows.
  const { vip, vipBy, vipTime } = state.wallet
  const byEnergy = vipBy.includes('energy')
  const byTime = vipBy.includes('vipTime') && vipTime !== null
  const date = vipTime ? formatDate(vipTime) : ''
  const reason = byEnergy && byTime ? t('balance.vipByBoth', { date }) : byTime ? t('balance.vipByTime', { date }) : byEnergy ? t('balance.vipByEnergy') : ''
  return (
    <Section title={t('balance.title')}>
      <View className="wallet__balance">
        <View className="wallet__balance-item">
          <Text className="wallet__energy-value">{state.wallet.total}</Text>
          <Text className="wallet__muted">{t('balance.energy')}</Text>
        </View>
        <View className="wallet__balance-item wallet__balance-item--vip">
          <Text className={`wallet__vip ${vip ? 'wallet__vip--on' : ''}`}>{vip ? (byTime ? t('balance.vipUntil', { date }) : t('balance.vip')) : t('balance.notVip')}</Text>
        </View>
      </View>
      {vip && reason ? <Text className="wallet__vip-reason">{reason}</Text> : null}
      <Text className="wallet__rule">{t('balance.vipRule')}</Text>
    </Section>
  )
}
