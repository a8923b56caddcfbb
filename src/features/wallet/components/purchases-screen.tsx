import { Button, Text, View } from '@tarojs/components'
import type { OrderView } from '@tarot/contracts/pay'
import { isSignedIn } from '@tarot/core/session'
import { useReachBottom } from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import { Section } from '@/components/section/section'
import { StatusView } from '@/components/status-view/status-view'
import { currentLanguage } from '@/lib/i18n/i18n'
import { formatDateTime } from '@/lib/i18n/format-time'
import { loginUrl, navigateTo } from '@/lib/navigation/navigate'
import { PURCHASES_PAGE } from '@/lib/navigation/routes'
import { yuanFromFen } from '@/lib/pay/money'
import { disabledWhen } from '@/lib/ui/disabled'
import { useSession } from '@/stores/session'
import { useOrders } from '../hooks/use-orders'
import { describeItem } from '../model/describe'
import { orderState } from '../model/order-state'
import './purchases.css'
import '@/features/wallet/translations'
import '@/features/wallet/purchases-translations'

/** One purchase: what it bought and its price, when, and where it stands (a refund says how much, and where the money goes). */
function OrderRow({ order }: { order: OrderView }) {
  const { t } = useTranslation('purchases')
  const { t: tw } = useTranslation('wallet')
  const item = describeItem(order)
  const state = orderState(order)
  const refunded = 'refundedFen' in state
  const tone = refunded ? 'refunded' : state.key === 'state.paid' ? 'paid' : state.key === 'state.paying' ? 'paying' : 'off'
  return (
    <View className="purchases__order" data-order={order.id}>
      <View className="purchases__head">
        <Text className="purchases__item">{tw(item.key, item.params)}</Text>
        <Text className="purchases__price">{yuanFromFen(order.amountFen)}</Text>
      </View>
      <View className="purchases__foot">
        <Text className="purchases__date">{formatDateTime(order.createdAt, currentLanguage())}</Text>
        <Text className={`purchases__state purchases__state--${tone}`}>{refunded ? t(state.key, { amount: yuanFromFen(state.refundedFen) }) : t(state.key)}</Text>
      </View>
      {refunded ? <Text className="purchases__refund-way">{t('refundWay')}</Text> : null}
    </View>
  )
}

function SignedInPurchases() {
  const { t } = useTranslation('purchases')
  const orders = useOrders()
  useReachBottom(() => {
    if (!orders.moreFailed) orders.loadMore()
  })
  if (orders.state.status === 'loading') return <StatusView kind="loading" message={t('loading')} />
  if (orders.state.status === 'failed') return <StatusView kind="failed" message={t('failed')} onRetry={orders.retry} />
  if (orders.state.value.length === 0) return <StatusView kind="empty" message={t('empty')} />
  return (
    <View className="purchases">
      {orders.state.value.map((order) => (
        <OrderRow key={order.id} order={order} />
      ))}
      {orders.moreFailed ? (
        <View className="purchases__more-failed">
          <Text className="purchases__status">{t('moreFailed')}</Text>
          <Button className="secondary-button purchases__more" onClick={orders.retry}>
            {t('retry')}
          </Button>
        </View>
      ) : orders.hasMore ? (
        <Button className="secondary-button purchases__more" {...disabledWhen(orders.loadingMore)} onClick={orders.loadMore}>
          {orders.loadingMore ? t('loadingMore') : t('loadMore')}
        </Button>
      ) : (
        <Text className="purchases__status">{t('end')}</Text>
      )}
    </View>
  )
}

/** The person's purchases, newest first, with their refunds; visitors are asked to sign in first. */
export function PurchasesScreen() {
  const { t } = useTranslation('purchases')
  const signedIn = useSession((s) => isSignedIn(s))
  if (!signedIn)
    return (
      <Section title={t('signIn.title')} hint={t('signIn.hint')}>
        <Button className="primary-button purchases__sign-in" onClick={() => void navigateTo(loginUrl(PURCHASES_PAGE))}>
          {t('signIn.button')}
        </Button>
      </Section>
    )
  return <SignedInPurchases />
}
