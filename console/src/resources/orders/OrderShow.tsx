import { Box, Card, CardContent, Chip, Divider, Stack, Step, StepLabel, Stepper, Typography } from '@mui/material'
import type { ConsoleOrder, OrderStory, RefundView } from '@tarot/contracts/console'
import { Labeled, ListButton, Show, TextField, TopToolbar, useRecordContext, useTranslate } from 'react-admin'
import { useDuration, useWhen, yuan } from '../../format'
import { Channel, Money, StatusChip, When } from './fields'
import { RefundButton } from './RefundDialog'

/** The record of the show page: the order with its story beside it (data.ts). */
export type OrderRecord = ConsoleOrder & Pick<OrderStory, 'events' | 'refunds' | 'preview'>

function Actions() {
  return (
    <TopToolbar>
      <ListButton />
      <RefundButton />
    </TopToolbar>
  )
}

function Summary() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 2 }}>
      <Labeled source="id">
        <TextField source="id" sx={{ wordBreak: 'break-all' }} />
      </Labeled>
      <Labeled source="userId">
        <TextField source="userId" sx={{ wordBreak: 'break-all' }} />
      </Labeled>
      <Labeled source="productId">
        <TextField source="productId" />
      </Labeled>
      <Labeled source="status">
        <StatusChip />
      </Labeled>
      <Labeled source="amountFen">
        <Money source="amountFen" />
      </Labeled>
      <Labeled source="refundedFen">
        <Money source="refundedFen" />
      </Labeled>
      <Labeled source="channel">
        <Channel />
      </Labeled>
      <Labeled source="transactionId">
        <TextField source="transactionId" emptyText="—" sx={{ wordBreak: 'break-all' }} />
      </Labeled>
      <Labeled source="createdAt">
        <When source="createdAt" />
      </Labeled>
      <Labeled source="paidAt">
        <When source="paidAt" />
      </Labeled>
    </Box>
  )
}

function Story() {
  const record = useRecordContext<OrderRecord>()
  const translate = useTranslate()
  const when = useWhen()
  // The list's row stands in while the story loads; it has no events yet.
  if (!record?.events) return null
  return (
    <Box>
      <Typography variant="h6" gutterBottom>
        {translate('orders.story')}
      </Typography>
      {record.events.length === 0 ? (
        <Typography color="text.secondary">{translate('orders.noEvents')}</Typography>
      ) : (
        <Stepper orientation="vertical" activeStep={record.events.length} aria-label={translate('orders.story')}>
          {record.events.map((event, index) => (
            <Step key={`${event.at}-${index}`} completed>
              <StepLabel optional={<Typography variant="caption">{when(event.at, true)}</Typography>}>
                <Box component="span" sx={{ fontWeight: 500 }}>
                  {translate(`orders.event.${event.kind}`, { _: event.kind })}
                </Box>
                {event.detail ? (
                  <Box component="span" sx={{ color: 'text.secondary', ml: 1, wordBreak: 'break-word' }}>
                    {event.detail}
                  </Box>
                ) : null}
              </StepLabel>
            </Step>
          ))}
        </Stepper>
      )}
    </Box>
  )
}

function RefundItem({ refund }: { refund: RefundView }) {
  const translate = useTranslate()
  const when = useWhen()
  const duration = useDuration()
  const color = refund.status === 'success' ? 'success' : refund.status === 'failed' || refund.status === 'abnormal' ? 'error' : refund.status === 'closed' ? 'default' : 'info'
  return (
    <Box data-testid="refund" sx={{ py: 1 }}>
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
        <Typography sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>{yuan(refund.amountFen)}</Typography>
        <Chip size="small" color={color} label={translate(`orders.refundStatus.${refund.status}`, { _: refund.status })} />
        <Typography variant="body2" color="text.secondary">
          {when(refund.createdAt)}
          {refund.operatorName ? ` · ${translate('orders.refund.by', { name: refund.operatorName })}` : ''}
        </Typography>
      </Stack>
      <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
        {refund.reason}
      </Typography>
      {refund.energyBack > 0 || refund.vipSecondsBack > 0 ? (
        <Typography variant="body2" color="text.secondary">
          {[
            refund.energyBack > 0 ? `${translate('orders.kind.energy')} −${refund.energyBack}` : '',
            refund.vipSecondsBack > 0 ? `${translate('orders.kind.vip')} −${duration(refund.vipSecondsBack)}` : '',
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      ) : null}
    </Box>
  )
}

function Refunds() {
  const record = useRecordContext<OrderRecord>()
  const translate = useTranslate()
  if (!record?.refunds) return null
  return (
    <Box>
      <Typography variant="h6" gutterBottom>
        {translate('orders.refunds')}
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {translate('orders.refundable', { amount: yuan(record.preview.refundableFen) })}
      </Typography>
      {record.refunds.length === 0 ? (
        <Typography color="text.secondary">{translate('orders.noRefunds')}</Typography>
      ) : (
        <Stack divider={<Divider flexItem />}>
          {record.refunds.map((refund) => (
            <RefundItem key={refund.id} refund={refund} />
          ))}
        </Stack>
      )}
    </Box>
  )
}

/** One order's story: what it is, what happened to it (its events, oldest first) and its refunds; the Refund button for who may refund. */
export function OrderShow() {
  return (
    <Show actions={<Actions />} component="div">
      <Stack spacing={2}>
        <Card>
          <CardContent>
            <Summary />
          </CardContent>
        </Card>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
          <Card>
            <CardContent>
              <Story />
            </CardContent>
          </Card>
          <Card>
            <CardContent>
              <Refunds />
            </CardContent>
          </Card>
        </Box>
      </Stack>
    </Show>
  )
}
