import { Button, Text, View } from '@tarojs/components'
import { isSignedIn } from '@tarot/core/session'
import { useTranslation } from 'react-i18next'
import { Section } from '@/components/section/section'
import { loginUrl, navigateTo } from '@/lib/navigation/navigate'
import { yuanFromFen } from '@/lib/pay/money'
import { isWechatBrowser } from '@/lib/platform/environment'
import { useSession } from '@/stores/session'
import { useOrderPayment } from '../hooks/use-order-payment'
import { ENERGY_ROUTE, describeItem } from '../model/describe'
import { PurchaseStatus } from './purchase-status'
import './wallet.css'
import '@/features/wallet/translations'

const PAYABLE = ['created', 'paying']

/** The payment page for a card payment inside WeChat's browser: the order, a Pay button, the outcome, and a way on. */
export function WechatCheckout({ orderId }: { orderId?: string }) {
  const { t } = useTranslation('wallet')
  const signedIn = useSession((s) => isSignedIn(s))
  const { order, stage, pay, checkAgain, reset } = useOrderPayment(orderId, signedIn)

  if (!signedIn) {
    return (
      <Section title={t('signIn.title')} hint={t('signIn.hint')}>
        <Button className="primary-button wallet__sign-in" onClick={() => void navigateTo(loginUrl(`/pagesH5/pay/wechat?orderId=${encodeURIComponent(orderId ?? '')}`))}>
          {t('signIn.button')}
        </Button>
      </Section>
    )
  }
  const back = (
    <Button className="secondary-button wallet__to-wallet" onClick={() => void navigateTo(ENERGY_ROUTE)}>
      {t('wechat.back')}
    </Button>
  )
  if (order.status === 'loading') return <Text className="wallet__muted">{t('wechat.loading')}</Text>
  if (order.status === 'missing') {
    return (
      <Section title={t('wechat.order')} hint={t('wechat.missing')}>
        {back}
      </Section>
    )
  }

  const view = order.data.order
  const item = describeItem(view)
  // The dev provider's orders pay through the local test checkout anywhere, so the page can be tried outside WeChat.
  const canPayHere = view.channel === 'dev' || isWechatBrowser()
  let body
  if (stage.kind !== 'idle' && stage.kind !== 'birthYear') {
    body = <PurchaseStatus stage={stage} onClose={reset} onCheckAgain={(o) => void checkAgain(o)} />
  } else if (view.status === 'paid') {
    body = <Text className="wallet__status wallet__status--success">{t('wechat.paid')}</Text>
  } else if (view.status === 'invalid') {
    body = <Text className="wallet__status wallet__status--failed">{t('status.invalid')}</Text>
  } else if (!PAYABLE.includes(view.status)) {
    body = <Text className="wallet__status wallet__status--failed">{view.status === 'failed' ? t('status.failed') : t('wechat.closed')}</Text>
  } else if (!canPayHere) {
    body = <Text className="wallet__status wallet__outside">{t('wechat.outside')}</Text>
  } else {
    body = (
      <Button className="primary-button wallet__pay" onClick={() => void pay()}>
        {view.channel === 'dev' ? t('wechat.payTest') : t('wechat.pay')}
      </Button>
    )
  }

  return (
    <>
      <Section title={t('wechat.order')}>
        <View className="wallet__order-row">
          <Text className="wallet__muted">{t('wechat.order')}</Text>
          <Text className="wallet__order-value wallet__order-product">{t(item.key, item.params)}</Text>
        </View>
        <View className="wallet__order-row">
          <Text className="wallet__muted">{t('wechat.amount')}</Text>
          <Text className="wallet__order-amount">{yuanFromFen(view.amountFen)}</Text>
        </View>
        {body}
      </Section>
      {back}
    </>
  )
}
