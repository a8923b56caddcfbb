import { useTranslation } from 'react-i18next'
import { Block, Inline } from '@/components/primitives/box'
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
    <Block className='account-summary'>
      {quota === 'failed' ? (
        <Block className='account-summary__row'>
          <Inline className='account-summary__text'>{t('quotaFailed')}</Inline>
          <Inline className='link account-summary__retry' onClick={retry}>
            {t('retry')}
          </Inline>
        </Block>
      ) : quota ? (
        <>
          <Inline className='account-summary__text account-summary__free'>{t('freeLeft', { left: quota.freeLeft, limit: quota.freeLimit })}</Inline>
          <Block className='account-summary__row account-summary__wallet' role='link' onClick={() => void navigateTo('/pages/pay/energy')}>
            <Inline className='account-summary__text'>{t('energy', { energy: quota.energy })}</Inline>
            <Inline className={`account-summary__badge ${quota.vip ? 'account-summary__badge--vip' : ''}`}>{quota.vip ? t('vip') : t('notVip')}</Inline>
            {canBuy ? <Inline className='home__link account-summary__top-up'>{t('topUp')} ›</Inline> : null}
          </Block>
        </>
      ) : null}
      <Block className='account-summary__links'>
        <Inline className='home__link account-summary__link' onClick={() => void switchTab('/pages/index/history')}>
          {t('history')} ›
        </Inline>
        <Inline className='home__link account-summary__link' onClick={() => void navigateTo('/pages/reader/readers')}>
          {t('readers')} ›
        </Inline>
      </Block>
    </Block>
  )
}
