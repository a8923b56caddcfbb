import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { fetchQuota } from '@/lib/api/quota'
import { useServerData } from '@/lib/data/use-server-data'
import { navigateTo, switchTab } from '@/lib/navigation/navigate'
import { useCanBuy } from '@/lib/pay/can-buy'
import './home.css'

/** The user's free readings left today, energy and VIP status, fresh each time home is shown. */
export function AccountSummary() {
  const { t } = useTranslation('home')
  const canBuy = useCanBuy()
  // Loaded on mount, and again whenever home is shown later (after a reading or a purchase).
  const { state, retry } = useServerData(['quota'], fetchQuota, { refreshOnShow: true })
  const quota = state.status === 'ready' ? state.value : state.status === 'failed' ? 'failed' : null
  return (
    <View className='account-summary'>
      {quota === 'failed' ? (
        <View className='account-summary__row'>
          <Text className='account-summary__text'>{t('quotaFailed')}</Text>
          <Text className='link account-summary__retry' onClick={retry}>
            {t('retry')}
          </Text>
        </View>
      ) : quota ? (
        <>
          <Text className='account-summary__text account-summary__free'>{t('freeLeft', { left: quota.freeLeft, limit: quota.freeLimit })}</Text>
          <View className='account-summary__row account-summary__wallet' role='link' onClick={() => void navigateTo('/pages/pay/energy')}>
            <Text className='account-summary__text'>{t('energy', { energy: quota.energy })}</Text>
            <Text className={`account-summary__badge ${quota.vip ? 'account-summary__badge--vip' : ''}`}>{quota.vip ? t('vip') : t('notVip')}</Text>
            {canBuy ? <Text className='home__link account-summary__top-up'>{t('topUp')} ›</Text> : null}
          </View>
        </>
      ) : null}
      <View className='account-summary__links'>
        <Text className='home__link account-summary__link' onClick={() => void switchTab('/pages/index/history')}>
          {t('history')} ›
        </Text>
        <Text className='home__link account-summary__link' onClick={() => void navigateTo('/pages/reader/readers')}>
          {t('readers')} ›
        </Text>
      </View>
    </View>
  )
}
