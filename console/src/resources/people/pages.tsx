import { Box, Button, Card, CardContent, Chip, Divider, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField as MuiTextField, type Theme, Typography, useMediaQuery } from '@mui/material'
import type { ConsoleOrder } from '@tarot/contracts/console'
import type { CallData } from '@tarot/contracts/endpoint'
import type { consoleDeskEndpoints } from '@tarot/contracts/endpoints/console'
import { useMemo, useState } from 'react'
import {
  Datagrid,
  Labeled,
  Link,
  List,
  ListButton,
  Show,
  SimpleList,
  TextField,
  TextInput,
  TopToolbar,
  useCanAccess,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin'
import { api } from '../../api/client'
import { ReasonDialog } from '../../components/ReasonDialog'
import { useWhen, yuan } from '../../format'

type PersonDetailData = CallData<(typeof consoleDeskEndpoints)['getPerson']>
type Person = PersonDetailData['person']
/** The record of the person's page: the person with their wallet, ledger and orders beside them (data.ts). */
export type PersonRecord = Person & Pick<PersonDetailData, 'wallet' | 'ledger' | 'orders'>

function Names(_: { source?: 'names'; label?: string; sortable?: boolean }) {
  const record = useRecordContext<Person>()
  if (!record) return null
  return <span style={{ wordBreak: 'break-word' }}>{record.names.join(' · ') || '—'}</span>
}

function Kind(_: { source?: 'kind'; label?: string; sortable?: boolean }) {
  const record = useRecordContext<Person>()
  const translate = useTranslate()
  if (!record) return null
  return <span style={{ whiteSpace: 'nowrap' }}>{translate(`people.kind.${record.kind}`)}</span>
}

function Standing(_: { source?: 'blocked'; label?: string; sortable?: boolean }) {
  const record = useRecordContext<Person>()
  const translate = useTranslate()
  if (!record) return null
  return (
    <Stack direction="row" spacing={0.5}>
      <Chip size="small" color={record.blocked ? 'error' : 'default'} variant={record.blocked ? 'filled' : 'outlined'} label={translate(record.blocked ? 'people.blocked' : 'people.allowed')} />
      {record.deleted ? <Chip size="small" label={translate('people.deleted')} /> : null}
    </Stack>
  )
}

function Empty() {
  const translate = useTranslate()
  const { filterValues } = useListContext()
  return (
    <Typography color="text.secondary" sx={{ p: 2 }}>
      {(filterValues as { q?: string }).q ? translate('ra.navigation.no_results', { name: translate('resources.people.name', { smart_count: 2 }) }) : translate('people.searchFirst')}
    </Typography>
  )
}

/** A search box and who it finds: nothing is listed until something is searched for (the server finds by one exact term). */
export function PeopleList() {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'))
  const translate = useTranslate()
  const filters = [<TextInput key="q" source="q" alwaysOn resettable sx={{ minWidth: { xs: '100%', sm: 420 } }} />]
  return (
    <List filters={filters} pagination={false} exporter={false} empty={false} debounce={600}>
      {small ? (
        <SimpleList<Person>
          linkType="show"
          empty={<Empty />}
          primaryText={(person) => person.names.join(' · ') || person.id}
          secondaryText={(person) => `${translate(`people.kind.${person.kind}`)} · ${person.id}`}
          tertiaryText={(person) => (person.blocked ? translate('people.blocked') : '')}
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false} size="small" empty={<Empty />} sx={{ '& td.column-id': { fontSize: '0.8rem', wordBreak: 'break-all' } }}>
          <TextField source="id" sortable={false} />
          <Kind source="kind" sortable={false} />
          <Names source="names" sortable={false} />
          <TextField source="birthYear" sortable={false} emptyText="—" />
          <Standing source="blocked" sortable={false} />
        </Datagrid>
      )}
    </List>
  )
}

function newAdjustmentKey(): string {
  return `adj_${crypto.randomUUID().replace(/-/g, '')}`.slice(0, 40)
}

function AdjustDialog({ person, onClose }: { person: PersonRecord; onClose: () => void }) {
  const translate = useTranslate()
  const refresh = useRefresh()
  const notify = useNotify()
  // One key per opening of the dialog: a double click or a retry is one adjustment.
  const adjustmentKey = useMemo(newAdjustmentKey, [])
  const [deltaText, setDeltaText] = useState('')
  const delta = /^[-−]?\d{1,6}$/.test(deltaText.trim()) ? Number(deltaText.trim().replace('−', '-')) : NaN
  const valid = Number.isInteger(delta) && delta !== 0 && Math.abs(delta) <= 100_000
  return (
    <ReasonDialog
      title={translate('people.adjust.title')}
      confirm={translate('people.adjust.confirm')}
      ready={valid}
      testId="adjust-dialog"
      onClose={onClose}
      onConfirm={async (reason) => {
        await api.adjustEnergy({ params: { userId: person.id }, body: { delta, reason, adjustmentKey } })
        notify(translate('people.adjust.done', { delta: delta > 0 ? `+${delta}` : String(delta) }), { type: 'success' })
        refresh()
      }}
    >
      <MuiTextField
        label={translate('people.adjust.delta')}
        value={deltaText}
        onChange={(event) => setDeltaText(event.target.value)}
        error={deltaText !== '' && !valid}
        helperText={deltaText !== '' && !valid ? translate('people.adjust.deltaInvalid') : translate('people.adjust.deltaHelp', { balance: person.wallet.energy })}
        slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'adjust-delta' } }}
        fullWidth
        sx={{ mt: 1 }}
      />
    </ReasonDialog>
  )
}

function Actions() {
  const record = useRecordContext<PersonRecord>()
  const translate = useTranslate()
  const refresh = useRefresh()
  const notify = useNotify()
  const { canAccess } = useCanAccess({ resource: 'people', action: 'write' })
  const [open, setOpen] = useState<'adjust' | 'block' | null>(null)
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', gap: 1 }}>
      <ListButton />
      {record?.wallet && canAccess ? (
        <>
          <Button size="small" variant="contained" onClick={() => setOpen('adjust')}>
            {translate('people.adjust.button')}
          </Button>
          <Button size="small" variant="outlined" color={record.blocked ? 'success' : 'error'} onClick={() => setOpen('block')}>
            {translate(record.blocked ? 'people.block.unblock' : 'people.block.block')}
          </Button>
          {open === 'adjust' ? <AdjustDialog person={record} onClose={() => setOpen(null)} /> : null}
          {open === 'block' ? (
            <ReasonDialog
              title={translate(record.blocked ? 'people.block.unblockTitle' : 'people.block.blockTitle')}
              confirm={translate(record.blocked ? 'people.block.unblock' : 'people.block.block')}
              color={record.blocked ? 'success' : 'error'}
              onClose={() => setOpen(null)}
              onConfirm={async (reason) => {
                const after = await api.blockPerson({ params: { userId: record.id }, body: { blocked: !record.blocked, reason } })
                notify(translate(after.blocked ? 'people.block.blockedDone' : 'people.block.unblockedDone'), { type: 'success' })
                refresh()
              }}
            >
              {translate(record.blocked ? 'people.block.unblockText' : 'people.block.blockText')}
            </ReasonDialog>
          ) : null}
        </>
      ) : null}
    </TopToolbar>
  )
}

function Summary() {
  const record = useRecordContext<PersonRecord>()
  const translate = useTranslate()
  const when = useWhen()
  if (!record) return null
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 2 }}>
      <Labeled source="id">
        <TextField source="id" sx={{ wordBreak: 'break-all' }} />
      </Labeled>
      <Labeled source="kind">
        <Kind />
      </Labeled>
      <Labeled source="names">
        <Names />
      </Labeled>
      <Labeled source="signInMethods" label="resources.people.fields.signInMethods">
        <Typography component="span">{record.signInMethods.join(' · ') || '—'}</Typography>
      </Labeled>
      <Labeled source="birthYear">
        <TextField source="birthYear" emptyText="—" />
      </Labeled>
      <Labeled source="blocked">
        <Standing />
      </Labeled>
      <Labeled source="createdAt" label="resources.people.fields.createdAt">
        <Typography component="span">{when(record.createdAt)}</Typography>
      </Labeled>
      {record.wallet ? (
        <>
          <Labeled label="people.energy">
            <Typography data-testid="energy" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
              {record.wallet.energy}
            </Typography>
          </Labeled>
          <Labeled label="people.vipUntil">
            <Typography component="span">{record.wallet.vipUntil ? when(record.wallet.vipUntil) : translate('people.noVip')}</Typography>
          </Labeled>
        </>
      ) : null}
    </Box>
  )
}

function Ledger() {
  const record = useRecordContext<PersonRecord>()
  const translate = useTranslate()
  const when = useWhen()
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'))
  if (!record?.ledger) return null
  return (
    <Box>
      <Typography variant="h6" gutterBottom>
        {translate('people.ledger')}
      </Typography>
      {record.ledger.length === 0 ? (
        <Typography color="text.secondary">{translate('people.noLedger')}</Typography>
      ) : small ? (
        <Stack divider={<Divider flexItem />}>
          {record.ledger.map((line, index) => (
            <Box key={`${line.at}-${index}`} sx={{ py: 0.75 }} data-testid="ledger-line">
              <Stack direction="row" justifyContent="space-between">
                <Typography sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>{line.delta > 0 ? `+${line.delta}` : line.delta}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {when(line.at)}
                </Typography>
              </Stack>
              <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
                {translate(`people.reason.${line.reason}`, { _: line.reason })}
                {line.reference ? ` · ${line.reference}` : ''}
              </Typography>
            </Box>
          ))}
        </Stack>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              {(['at', 'delta', 'reason', 'reference'] as const).map((key) => (
                <TableCell key={key}>{translate(`people.line.${key}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {record.ledger.map((line, index) => (
              <TableRow key={`${line.at}-${index}`} data-testid="ledger-line">
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(line.at)}</TableCell>
                <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>{line.delta > 0 ? `+${line.delta}` : line.delta}</TableCell>
                <TableCell sx={{ wordBreak: 'break-word' }}>{translate(`people.reason.${line.reason}`, { _: line.reason })}</TableCell>
                <TableCell sx={{ fontSize: '0.8rem', wordBreak: 'break-all' }}>{line.reference ?? '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  )
}

function OrderLine({ order }: { order: ConsoleOrder }) {
  const translate = useTranslate()
  const when = useWhen()
  return (
    <Box sx={{ py: 0.75 }}>
      <Link to={`/orders/${encodeURIComponent(order.id)}/show`} sx={{ wordBreak: 'break-all', fontSize: '0.9rem' }}>
        {order.id}
      </Link>
      <Typography variant="body2" color="text.secondary">
        {`${yuan(order.amountFen)} · ${translate(`orders.status.${order.status}`, { _: order.status })} · ${when(order.paidAt ?? order.createdAt)}`}
      </Typography>
    </Box>
  )
}

function Orders() {
  const record = useRecordContext<PersonRecord>()
  const translate = useTranslate()
  if (!record?.orders) return null
  return (
    <Box>
      <Typography variant="h6" gutterBottom>
        {translate('people.orders')}
      </Typography>
      {record.orders.length === 0 ? (
        <Typography color="text.secondary">{translate('people.noOrders')}</Typography>
      ) : (
        <Stack divider={<Divider flexItem />}>
          {record.orders.map((order) => (
            <OrderLine key={order.id} order={order} />
          ))}
        </Stack>
      )}
    </Box>
  )
}

/** A person: who they are, their wallet, the last ledger lines and orders; giving or taking energy and blocking for `people.write`. */
export function PersonShow() {
  return (
    <Show actions={<Actions />} component="div">
      <Stack spacing={2}>
        <Card>
          <CardContent>
            <Summary />
          </CardContent>
        </Card>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, gap: 2 }}>
          <Card>
            <CardContent>
              <Ledger />
            </CardContent>
          </Card>
          <Card>
            <CardContent>
              <Orders />
            </CardContent>
          </Card>
        </Box>
      </Stack>
    </Show>
  )
}
