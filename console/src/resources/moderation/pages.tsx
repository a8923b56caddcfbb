import { Alert, Box, Button, Card, CardContent, Chip, CircularProgress, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material'
import type { CallData } from '@tarot/contracts/endpoint'
import type { consoleDeskEndpoints } from '@tarot/contracts/endpoints/console'
import { useEffect, useState } from 'react'
import { List, useCanAccess, useListContext, useNotify, useRefresh, useTranslate } from 'react-admin'
import { api } from '../../api/client'
import { ReasonDialog, errorText } from '../../components/ReasonDialog'
import { useWhen } from '../../format'

type Item = CallData<(typeof consoleDeskEndpoints)['listModeration']>['list'][number]
type FlagDays = CallData<(typeof consoleDeskEndpoints)['safetyFlags']>['days']

/** The item's kind from its id's prefix (q: a: r: s: p:), the server's own words for one it adds later. */
const prefix = (item: Item) => item.id.slice(0, item.id.indexOf(':'))

function ItemCard({ item }: { item: Item }) {
  const translate = useTranslate()
  const when = useWhen()
  const refresh = useRefresh()
  const notify = useNotify()
  const { canAccess } = useCanAccess({ resource: 'moderation', action: 'decide' })
  const [deciding, setDeciding] = useState<'pass' | 'reject' | null>(null)
  const share = prefix(item) === 'p'
  const words = { pass: share ? 'keep' : 'pass', reject: share ? 'takeDown' : 'reject' } as const
  return (
    <Card data-testid="moderation-item" variant="outlined">
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap sx={{ mb: 1 }}>
          <Chip size="small" color={share ? 'warning' : 'default'} label={translate(`moderation.kind.${prefix(item)}`, { _: item.kind })} />
          <Typography variant="body2" color="text.secondary">
            {translate('moderation.since', { when: when(item.since) })}
          </Typography>
        </Stack>
        <Typography sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{item.text}</Typography>
        {item.note ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, wordBreak: 'break-word' }}>
            {translate('moderation.note', { note: item.note })}
          </Typography>
        ) : null}
        {canAccess ? (
          <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
            <Button size="small" variant="outlined" color="success" onClick={() => setDeciding('pass')}>
              {translate(`moderation.${words.pass}`)}
            </Button>
            <Button size="small" variant="contained" color="error" onClick={() => setDeciding('reject')}>
              {translate(`moderation.${words.reject}`)}
            </Button>
          </Stack>
        ) : null}
      </CardContent>
      {deciding ? (
        <ReasonDialog
          title={translate(`moderation.${words[deciding]}Title`)}
          confirm={translate(`moderation.${words[deciding]}`)}
          color={deciding === 'pass' ? 'success' : 'error'}
          onClose={() => setDeciding(null)}
          onConfirm={async (reason) => {
            const { said } = await api.decideModeration({ params: { itemId: item.id }, body: { decision: deciding, reason } })
            notify(translate('moderation.done', { said }), { type: 'success' })
            refresh()
          }}
        >
          <Typography variant="body2" sx={{ mb: 1, whiteSpace: 'pre-wrap', wordBreak: 'break-word', color: 'text.secondary' }}>
            {item.text.length > 200 ? `${item.text.slice(0, 200)}…` : item.text}
          </Typography>
        </ReasonDialog>
      ) : null}
    </Card>
  )
}

function Queue() {
  const { data, isPending } = useListContext<Item>()
  const translate = useTranslate()
  if (isPending) return <CircularProgress size={24} sx={{ m: 2 }} />
  return (
    <Stack spacing={1.5} sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography variant="h6">{translate('moderation.queue')}</Typography>
      {!data || data.length === 0 ? <Typography color="text.secondary">{translate('moderation.empty')}</Typography> : data.map((item) => <ItemCard key={item.id} item={item} />)}
    </Stack>
  )
}

/** The question check's counts per day: crisis, sensitive, then one column per unsuitable reason seen in the 30 days. */
function SafetyFlags() {
  const translate = useTranslate()
  const [days, setDays] = useState<FlagDays | null>(null)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    api
      .safetyFlags({})
      .then((answer) => setDays(answer.days))
      .catch((failure: unknown) => setError(errorText(failure)))
  }, [])
  const kinds = days ? ['crisis', 'sensitive', ...[...new Set(days.flatMap((d) => Object.keys(d.counts)).filter((k) => k.startsWith('unsuitable:')))].sort()] : []
  const label = (kind: string) => (kind.startsWith('unsuitable:') ? translate('moderation.flags.unsuitable', { reason: kind.slice('unsuitable:'.length) }) : translate(`moderation.flags.${kind}`))
  const shown = days?.filter((d) => Object.values(d.counts).some((n) => n > 0)).reverse() ?? []
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6">{translate('moderation.flags.title')}</Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {translate('moderation.flags.help')}
        </Typography>
        {error ? <Alert severity="error">{error}</Alert> : null}
        {days === null && !error ? <CircularProgress size={24} /> : null}
        {days && shown.length === 0 ? <Typography color="text.secondary">{translate('moderation.flags.none')}</Typography> : null}
        {shown.length > 0 ? (
          <TableContainer>
            <Table size="small" data-testid="safety-flags">
              <TableHead>
                <TableRow>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{translate('moderation.flags.day')}</TableCell>
                  {kinds.map((kind) => (
                    <TableCell key={kind} align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {label(kind)}
                    </TableCell>
                  ))}
                  <TableCell align="right">{translate('moderation.flags.total')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {shown.map((day) => (
                  <TableRow key={day.day}>
                    <TableCell sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{day.day}</TableCell>
                    {kinds.map((kind) => (
                      <TableCell key={kind} align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                        {day.counts[kind] ?? 0}
                      </TableCell>
                    ))}
                    <TableCell align="right" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                      {Object.values(day.counts).reduce((a, b) => a + b, 0)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        ) : null}
      </CardContent>
    </Card>
  )
}

/** The queue (kind, text, note, since; pass or reject with a reason, keep up or take down for a reported share) and the safety counts. */
export function ModerationPage() {
  return (
    <Box>
      <List pagination={false} exporter={false} empty={false} actions={false}>
        <Queue />
      </List>
      <SafetyFlags />
    </Box>
  )
}
