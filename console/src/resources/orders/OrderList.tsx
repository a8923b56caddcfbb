import { type Theme, useMediaQuery } from '@mui/material'
import type { ConsoleOrder } from '@tarot/contracts/console'
import { Datagrid, DateInput, List, SelectInput, SimpleList, TextField, TextInput, useTranslate } from 'react-admin'
import { PagePagination } from '../../components/PagePagination'
import { useWhen, yuan } from '../../format'
import { Channel, Money, StatusChip, When } from './fields'

const STATUSES = ['paid', 'created', 'paying', 'failed', 'closed', 'expired', 'invalid'] as const

function OrderFilters() {
  const translate = useTranslate()
  return [
    <TextInput key="q" source="q" alwaysOn resettable sx={{ minWidth: { xs: '100%', sm: 320 } }} />,
    <DateInput key="from" source="from" alwaysOn />,
    <DateInput key="to" source="to" alwaysOn />,
    <SelectInput key="status" source="status" choices={STATUSES.map((id) => ({ id, name: translate(`orders.status.${id}`) }))} />,
  ]
}

/** Orders, newest first, 25 a page: a table on a laptop, a list of cards on a phone. */
export function OrderList() {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'))
  const translate = useTranslate()
  const when = useWhen()
  return (
    <List filters={OrderFilters()} perPage={25} pagination={<PagePagination />} exporter={false}>
      {small ? (
        <SimpleList<ConsoleOrder>
          linkType="show"
          primaryText={(order) => order.id}
          secondaryText={(order) =>
            `${translate(`orders.status.${order.status}`, { _: order.status })} · ${translate(`orders.channel.${order.channel}`, { _: order.channel })} · ${when(order.paidAt ?? order.createdAt)}`
          }
          tertiaryText={(order) => (order.refundedFen > 0 ? `${yuan(order.amountFen)} (−${yuan(order.refundedFen)})` : yuan(order.amountFen))}
        />
      ) : (
        <Datagrid
          rowClick="show"
          bulkActionButtons={false}
          size="small"
          // Eight columns beside the menu on a laptop: tighter cells, the long ids in a smaller type and allowed to break.
          sx={{
            '& th, & td': { px: 1 },
            '& .RaDatagrid-headerCell': { whiteSpace: 'nowrap' },
            '& td.column-id, & td.column-userId': { fontSize: '0.8rem', wordBreak: 'break-all' },
            '& td.column-userId': { minWidth: 140 },
          }}
        >
          <TextField source="id" sortable={false} />
          <TextField source="userId" sortable={false} />
          <TextField source="productId" sortable={false} />
          <Money source="amountFen" sortable={false} />
          <Money source="refundedFen" sortable={false} />
          <StatusChip source="status" sortable={false} />
          <Channel source="channel" sortable={false} />
          <When source="paidAt" sortable={false} />
        </Datagrid>
      )}
    </List>
  )
}
