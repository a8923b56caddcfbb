import { Button, Text, View } from '@tarojs/components'
import type { OrderView } from '@tarot/contracts/pay'
import { useTranslation } from 'react-i18next'
import { yuanFromFen } from '@/lib/pay/money'
import type { PurchaseStage } from '../hooks/use-purchase'
import { activeVipUntil, describeItem, formatDate } from '../model/describe'
import './wallet.css'
import '@/features/wallet/translations'
import { UnderAgeNotice } from '@/components/under-age-notice/under-age-notice'

type ShownStage = Exclude<PurchaseStage, { kind: 'idle' } | { kind: 'birthYear' }>

function OrderLine({ order }: { order: OrderView }) {
  const { t } = useTranslation('wallet')
  const item = describeItem(order)
  return <Text className="wallet__muted wallet__order-line">{`${t(item.key, item.params)} · ${yuanFromFen(order.amountFen)}`}</Text>
}

/** Where a purchase stands, in the spec's words, with the way on from each state. */
export function PurchaseStatus({ stage, onClose, onCheckAgain }: { stage: ShownStage; onClose: () => void; onCheckAgain: (order: OrderView) => void }) {
  const { t } = useTranslation('wallet')
  const close = (
    <Button className="secondary-button wallet__status-close" onClick={onClose}>
      {t('status.close')}
    </Button>
  )
  switch (stage.kind) {
    case 'creating':
      return <Text className="wallet__status wallet__status--busy">{t('status.creating')}</Text>
    case 'paying':
    case 'completed':
      return (
        <View className="wallet__status-panel">
          <Text className="wallet__status wallet__status--busy">{t(stage.kind === 'paying' ? 'status.paying' : 'status.completed')}</Text>
          <OrderLine order={stage.order} />
        </View>
      )
    case 'success': {
      const { order, wallet } = stage.data
      const vipUntil = activeVipUntil(wallet.vipTime, Date.now())
      return (
        <View className="wallet__status-panel wallet__status-panel--success">
          <Text className="wallet__status wallet__status--success">{t('status.success')}</Text>
          <OrderLine order={order} />
          <Text className="wallet__status-detail">
            {order.kind === 'vip' && vipUntil ? t('status.successVip', { date: formatDate(vipUntil) }) : t('status.successEnergy', { energy: wallet.total })}
          </Text>
          {close}
        </View>
      )
    }
    case 'failed':
      return (
        <View className="wallet__status-panel">
          <Text className="wallet__status wallet__status--failed">{t('status.failed')}</Text>
          <OrderLine order={stage.order} />
          {close}
        </View>
      )
    case 'invalid':
      return (
        <View className="wallet__status-panel">
          <Text className="wallet__status wallet__status--failed">{t('status.invalid')}</Text>
          <Text className="wallet__muted">{t('status.invalidHint', { id: stage.order.id })}</Text>
          {close}
        </View>
      )
    case 'pending':
      return (
        <View className="wallet__status-panel">
          <Text className="wallet__status">{t('status.pending')}</Text>
          <OrderLine order={stage.order} />
          <Button className="primary-button wallet__check-again" onClick={() => onCheckAgain(stage.order)}>
            {t('status.checkAgain')}
          </Button>
          {close}
        </View>
      )
    case 'cancelled':
    case 'unavailable':
      return (
        <View className="wallet__status-panel">
          <Text className="wallet__status">{t(stage.kind === 'cancelled' ? 'status.cancelled' : 'status.unavailable')}</Text>
          {close}
        </View>
      )
    case 'refused': {
      if (stage.reason === 'underAge')
        return (
          <View className="wallet__status-panel">
            <UnderAgeNotice />
            {close}
          </View>
        )
      const message = stage.reason === 'sufficient' ? t('sufficient') : stage.reason === 'notAvailable' ? stage.message || t('notOnDevice') : stage.message || t('status.failed')
      return (
        <View className="wallet__status-panel">
          <Text className={`wallet__status wallet__status--refused wallet__refusal--${stage.reason}`}>{message}</Text>
          {close}
        </View>
      )
    }
  }
}
