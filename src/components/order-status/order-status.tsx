import { Text } from '@tarojs/components'
import type { ConsultationStatus } from '@tarot/contracts/readers'
import './order-status.css'

/** A consultation's status as a coloured badge, worded by the screen that shows it; `held`: under content review instead. */
export function OrderStatus({ status, label, held = false }: { status: ConsultationStatus; label: string; held?: boolean }) {
  return <Text className={`order-status order-status--${held ? 'held' : status}`}>{label}</Text>
}
