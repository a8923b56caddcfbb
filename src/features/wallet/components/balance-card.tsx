import { Button, Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { Section } from '@/components/section/section'
import type { WalletState } from '../hooks/use-wallet'
import { activeVipUntil, formatDate } from '../model/describe'
import './wallet.css'
import '@/features/wallet/translations'

/** Energy, VIP time and the VIP rule; "Query Failed" with a retry when the balance could not be read. */
export function BalanceCard({ state, onRetry }: { state: WalletState; onRetry: () => void }) {
  const { t } = useTranslation('wallet')
  if (state.status === 'loading') {
    return (
      <Section title={t('balance.title')}>
        <Text className='wallet__muted'>{t('balance.loading')}</Text>
      </Section>
    )
  }
  if (state.status === 'failed') {
    return (
      <Section title={t('balance.title')}>
        <Text className='wallet__error wallet__query-failed'>{t('balance.queryFailed')}</Text>
        <Button className='secondary-button wallet__retry' onClick={onRetry}>
          {t('balance.retry')}
        </Button>
      </Section>
    )
  }
  const vipUntil = activeVipUntil(state.wallet.vipTime, Date.now())
  return (
    <Section title={t('balance.title')}>
      <View className='wallet__balance'>
        <View className='wallet__balance-item'>
          <Text className='wallet__energy-value'>{state.wallet.total}</Text>
          <Text className='wallet__muted'>{t('balance.energy')}</Text>
        </View>
        <View className='wallet__balance-item wallet__balance-item--vip'>
          <Text className={`wallet__vip ${vipUntil ? 'wallet__vip--on' : ''}`}>{vipUntil ? t('balance.vipUntil', { date: formatDate(vipUntil) }) : t('balance.notVip')}</Text>
        </View>
      </View>
      <Text className='wallet__rule'>{t('balance.vipRule')}</Text>
    </Section>
  )
}
