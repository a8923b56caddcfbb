import Chip from '@mui/material/Chip'
import type { ConsoleOrder } from '@tarot/contracts/console'
import { useRecordContext, useTranslate } from 'react-admin'
import { useWhen, yuan } from '../../format'

/** An order's status as a chip: paid stands out, the rest are quiet. */
export function StatusChip({ order }: { order?: ConsoleOrder; source?: 'status'; label?: string; sortable?: boolean }) {
  const translate = useTranslate()
  const record = useRecordContext<ConsoleOrder>() ?? order
  if (!record) return null
  const refunded = record.refundedFen > 0
  // A paid order that was refunded says how much of it: the order's own status stays `paid`.
  const label =
    record.status === 'paid' && refunded
      ? translate(record.refundedFen >= record.amountFen ? 'orders.refundedAll' : 'orders.refundedPart')
      : translate(`orders.status.${record.status}`, { _: record.status })
  return (
    <Chip
      sx={{ alignSelf: 'flex-start' }}
      size="small"
      color={record.status === 'paid' ? (refunded ? 'warning' : 'success') : 'default'}
      variant={record.status === 'paid' ? 'filled' : 'outlined'}
      label={label}
    />
  )
}

export function Money({ source }: { source: 'amountFen' | 'refundedFen'; label?: string; sortable?: boolean }) {
  const record = useRecordContext<ConsoleOrder>()
  if (!record) return null
  const fen = record[source]
  return <span style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{source === 'refundedFen' && fen === 0 ? '—' : yuan(fen)}</span>
}

export function Channel(_: { source?: 'channel'; label?: string; sortable?: boolean }) {
  const translate = useTranslate()
  const record = useRecordContext<ConsoleOrder>()
  if (!record) return null
  return <span style={{ whiteSpace: 'nowrap' }}>{translate(`orders.channel.${record.channel}`, { _: record.channel })}</span>
}

export function When({ source }: { source: 'paidAt' | 'createdAt'; label?: string; sortable?: boolean }) {
  const when = useWhen()
  const record = useRecordContext<ConsoleOrder>()
  if (!record) return null
  return <span style={{ whiteSpace: 'nowrap' }}>{when(record[source])}</span>
}
