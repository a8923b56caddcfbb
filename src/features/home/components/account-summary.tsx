import { hasAccess } from '@tarot/core/session'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Block, Inline } from '@/components/primitives/box'
import { fetchQuota } from '@/lib/api/quota'
import { useServerData } from '@/lib/data/use-server-data'
import { ApiError } from '@/lib/http/client'
import { loginUrl, navigateTo, switchTab } from '@/lib/navigation/navigate'
import { HOME } from '@/lib/navigation/routes'
import { useCanBuy } from '@/lib/pay/can-buy'
import { ensureAccess } from '@/lib/session/access'
import { useSession } from '@/stores/session'
import './home.css'

/** The user's free readings left today, energy and VIP status, fresh each time home is shown. */
export function AccountSummary() {
  const { t } = useTranslation('home')
  const canBuy = useCanBuy()
  // Loaded on mount, and again whenever home is shown later (after a reading or a purchase).
  const { state, refresh } = useServerData(['quota'], fetchQuota, { refreshOnShow: true })
  const access = useSession((s) => hasAccess(s))
  // A retry is seen to happen: "checking again", then the quota or a failure that says it was tried again.
  const [retrying, setRetrying] = useState<'idle' | 'busy' | 'again'>('idle')
  const quota = state.status === 'ready' ? state.value : state.status === 'failed' ? 'failed' : null
  // No token and none to be had here (inside WeChat with WeChat sign-in offered): signing in is the way, not a retry.
  const signInFirst = quota === 'failed' && !access && !(state.status === 'failed' && state.error instanceof ApiError && state.error.kind === 'network')
  const retry = async () => {
    if (retrying === 'busy') return
    setRetrying('busy')
    // A guest token that could not be had at launch is asked for again before the quota is.
    await ensureAccess()
    await refresh().then(
      () => setRetrying('idle'),
      () => setRetrying('again'),
    )
  }
  return (
    <Block className="account-summary">
      {signInFirst ? (
        <Block className="account-summary__row account-summary__sign-in">
          <Inline className="account-summary__text">{t('quotaSignIn')}</Inline>
          <Inline className="link account-summary__retry" onClick={() => void navigateTo(loginUrl(HOME))}>
            {t('signIn')}
          </Inline>
        </Block>
      ) : quota === 'failed' ? (
        <Block className="account-summary__row account-summary__failed">
          <Inline className="account-summary__text">{t(retrying === 'busy' ? 'quotaRetrying' : retrying === 'again' ? 'quotaFailedAgain' : 'quotaFailed')}</Inline>
          {retrying === 'busy' ? null : (
            <Inline className="link account-summary__retry" onClick={() => void retry()}>
              {t('retry')}
            </Inline>
          )}
        </Block>
      ) : quota ? (
        <>
          <Inline className="account-summary__text account-summary__free">{t('freeLeft', { left: quota.freeLeft, limit: quota.freeLimit })}</Inline>
          <Block className="account-summary__row account-summary__wallet" role="link" onClick={() => void navigateTo('/pages/pay/energy')}>
            <Inline className="account-summary__text">{t('energy', { energy: quota.energy })}</Inline>
            <Inline className={`account-summary__badge ${quota.vip ? 'account-summary__badge--vip' : ''}`}>{quota.vip ? t('vip') : t('notVip')}</Inline>
            {canBuy ? <Inline className="home__link account-summary__top-up">{t('topUp')} ›</Inline> : null}
          </Block>
        </>
      ) : null}
      <Block className="account-summary__links">
        <Inline className="home__link account-summary__link" onClick={() => void switchTab('/pages/index/history')}>
          {t('history')} ›
        </Inline>
        <Inline className="home__link account-summary__link" onClick={() => void navigateTo('/pages/reader/readers')}>
          {t('readers')} ›
        </Inline>
      </Block>
    </Block>
  )
}
