import { Text } from '@tarojs/components'
import type { ConsultationStatus } from '@tarot/contracts/readers'
import './order-status.css'

/** A consultation's status as a coloured badge, worded by the screen that shows it. */
export function OrderStatus({ status, label }: { status: ConsultationStatus; label: string }) {
  return <Text className={`order-status order-status--${status}`}>{label}</Text>
}
