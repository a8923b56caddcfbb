import { Alert, Box, Button, Card, CardContent, Chip, Stack, TextField as MuiTextField, type Theme, Typography, useMediaQuery } from '@mui/material'
import type { ConsoleFeedback } from '@tarot/contracts/console'
import { useState } from 'react'
import { BooleanInput, Datagrid, Labeled, List, ListButton, SelectInput, Show, SimpleList, TopToolbar, useCanAccess, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin'
import { api } from '../../api/client'
import { readSession } from '../../api/session'
import { PagePagination } from '../../components/PagePagination'
import { ReasonDialog, errorText } from '../../components/ReasonDialog'
import { useWhen } from '../../format'

const STATUSES = ['open', 'answered', 'closed'] as const
/** The app's languages by their own names, the same in either language of the console. */
const LANGUAGES: Record<string, string> = { 'zh-Hans': '简体中文', 'zh-Hant': '繁體中文', en: 'English' }

function FeedbackFilters() {
  const translate = useTranslate()
  return [<SelectInput key="status" source="status" alwaysOn choices={STATUSES.map((id) => ({ id, name: translate(`feedback.status.${id}`) }))} />, <BooleanInput key="mine" source="mine" alwaysOn />]
}

export function FeedbackStatus(_: { source?: 'status'; label?: string; sortable?: boolean }) {
  const translate = useTranslate()
  const record = useRecordContext<ConsoleFeedback>()
  if (!record) return null
  const color = record.status === 'open' ? 'warning' : record.status === 'answered' ? 'success' : 'default'
  return <Chip sx={{ alignSelf: 'flex-start' }} size="small" color={color} variant={record.status === 'closed' ? 'outlined' : 'filled'} label={translate(`feedback.status.${record.status}`)} />
}

function Text({ source, lines = 2 }: { source: 'content' | 'contact' | 'language' | 'createdAt' | 'assignedTo'; label?: string; sortable?: boolean; lines?: number }) {
  const record = useRecordContext<ConsoleFeedback>()
  const translate = useTranslate()
  const when = useWhen()
  if (!record) return null
  const value =
    source === 'createdAt'
      ? when(record.createdAt)
      : source === 'assignedTo'
        ? assignee(record, translate)
        : source === 'language'
          ? (LANGUAGES[record.language] ?? record.language)
          : (record[source] ?? (source === 'contact' ? translate('feedback.noContact') : '—'))
  return (
    <Box
      component="span"
      sx={{ display: '-webkit-box', WebkitLineClamp: lines, WebkitBoxOrient: 'vertical', overflow: 'hidden', wordBreak: 'break-word', whiteSpace: source === 'createdAt' ? 'nowrap' : undefined }}
    >
      {value}
    </Box>
  )
}

function assignee(record: ConsoleFeedback, translate: (key: string) => string): string {
  if (!record.assignedTo) return translate('feedback.nobody')
  return record.assignedTo === readSession()?.operator.id ? translate('feedback.me') : record.assignedTo
}

/** The inbox, newest first, 30 a page: a table on a laptop, cards on a phone. */
export function FeedbackList() {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'))
  const translate = useTranslate()
  const when = useWhen()
  return (
    <List filters={FeedbackFilters()} perPage={30} pagination={<PagePagination />} exporter={false}>
      {small ? (
        <SimpleList<ConsoleFeedback>
          linkType="show"
          primaryText={(item) => (item.content.length > 60 ? `${item.content.slice(0, 60)}…` : item.content)}
          secondaryText={(item) => `${translate(`feedback.status.${item.status}`)} · ${when(item.createdAt)}`}
          tertiaryText={(item) => (item.correction ? translate('feedback.correction.title') : '')}
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false} size="small" sx={{ '& th, & td': { px: 1 }, '& td.column-content': { maxWidth: 480 } }}>
          <Text source="createdAt" sortable={false} />
          <Text source="content" sortable={false} />
          <Text source="contact" sortable={false} lines={1} />
          <Text source="language" sortable={false} />
          <FeedbackStatus source="status" sortable={false} />
          <Text source="assignedTo" sortable={false} lines={1} />
        </Datagrid>
      )}
    </List>
  )
}

function Actions() {
  const record = useRecordContext<ConsoleFeedback>()
  const translate = useTranslate()
  const refresh = useRefresh()
  const notify = useNotify()
  const [busy, setBusy] = useState(false)
  if (!record) return <TopToolbar />
  const me = readSession()?.operator.id ?? null
  const run = async (action: () => Promise<unknown>, done?: string) => {
    setBusy(true)
    try {
      await action()
      if (done) notify(done, { type: 'success' })
      refresh()
    } catch (failure) {
      notify(errorText(failure), { type: 'error' })
    } finally {
      setBusy(false)
    }
  }
  const mine = record.assignedTo !== null && record.assignedTo === me
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', gap: 1 }}>
      <ListButton />
      {record.status !== 'closed' ? (
        <>
          <Button size="small" variant="outlined" disabled={busy} onClick={() => void run(() => api.assignFeedback({ params: { id: record.id }, body: { operatorId: mine ? null : me } }))}>
            {translate(mine ? 'feedback.unassign' : 'feedback.assignMe')}
          </Button>
          <Button size="small" variant="outlined" color="inherit" disabled={busy} onClick={() => void run(() => api.closeFeedback({ params: { id: record.id } }), translate('feedback.closed'))}>
            {translate('feedback.close')}
          </Button>
        </>
      ) : null}
    </TopToolbar>
  )
}

function Reply() {
  const record = useRecordContext<ConsoleFeedback>()
  const translate = useTranslate()
  const when = useWhen()
  const refresh = useRefresh()
  const notify = useNotify()
  const [text, setText] = useState('')
  const [sending, setSending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  if (!record) return null
  if (record.reply !== null)
    return (
      <Box data-testid="feedback-reply">
        <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap sx={{ mb: 1 }}>
          <Typography variant="subtitle2">{translate('feedback.yourReply', { when: when(record.repliedAt) })}</Typography>
          <Chip
            size="small"
            color={record.replySeen ? 'success' : 'default'}
            variant={record.replySeen ? 'filled' : 'outlined'}
            label={translate(record.replySeen ? 'feedback.seen' : 'feedback.unseen')}
          />
        </Stack>
        <Typography sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{record.reply}</Typography>
      </Box>
    )
  if (record.status === 'closed') return <Typography color="text.secondary">{translate('feedback.noReply')}</Typography>
  const send = async () => {
    setSending(true)
    setError(null)
    try {
      await api.replyFeedback({ params: { id: record.id }, body: { reply: text.trim() } })
      notify(translate('feedback.sent'), { type: 'success' })
      refresh()
    } catch (failure) {
      setError(errorText(failure))
    } finally {
      setSending(false)
    }
  }
  return (
    <Stack spacing={1.5}>
      <MuiTextField
        label={translate('feedback.replyLabel')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        multiline
        minRows={4}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 2000, 'data-testid': 'reply-text' } }}
      />
      {error ? <Alert severity="error">{error}</Alert> : null}
      <Box>
        <Button variant="contained" disabled={sending || text.trim().length === 0} onClick={() => void send()} data-testid="reply-send">
          {translate('feedback.send')}
        </Button>
      </Box>
    </Stack>
  )
}

function Correction() {
  const record = useRecordContext<ConsoleFeedback>()
  const translate = useTranslate()
  const when = useWhen()
  const refresh = useRefresh()
  const notify = useNotify()
  const { canAccess } = useCanAccess({ resource: 'feedback', action: 'correction' })
  const [deciding, setDeciding] = useState<'approve' | 'decline' | null>(null)
  if (!record?.correction || !record.userId) return null
  const { fromYear, requestedYear, requestedAt, contact } = record.correction
  const userId = record.userId
  const years = { from: fromYear, to: requestedYear }
  return (
    <Alert severity="warning" data-testid="correction" sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      <Typography variant="subtitle2">{translate('feedback.correction.title')}</Typography>
      <Typography sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>{translate('feedback.correction.years', years)}</Typography>
      <Typography variant="body2">{translate('feedback.correction.asked', { when: when(requestedAt) })}</Typography>
      {contact ? <Typography variant="body2">{translate('feedback.correction.contact', { contact })}</Typography> : null}
      {canAccess ? (
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          <Button size="small" variant="contained" color="success" onClick={() => setDeciding('approve')}>
            {translate('feedback.correction.approve')}
          </Button>
          <Button size="small" variant="outlined" color="error" onClick={() => setDeciding('decline')}>
            {translate('feedback.correction.decline')}
          </Button>
        </Stack>
      ) : null}
      {deciding ? (
        <ReasonDialog
          title={translate(`feedback.correction.${deciding}Title`, years)}
          confirm={translate(`feedback.correction.${deciding}`)}
          color={deciding === 'approve' ? 'success' : 'error'}
          onClose={() => setDeciding(null)}
          onConfirm={async (reason) => {
            await api.decideCorrection({ params: { userId }, body: { decision: deciding, reason } })
            notify(translate(`feedback.correction.${deciding === 'approve' ? 'approved' : 'declined'}`), { type: 'success' })
            refresh()
          }}
        >
          {translate(`feedback.correction.${deciding}Text`, years)}
        </ReasonDialog>
      ) : null}
    </Alert>
  )
}

/** One item: what the person wrote and how to reach them, assign / close, the one reply (and whether they read it), a birth-year correction. */
export function FeedbackShow() {
  const translate = useTranslate()
  return (
    <Show actions={<Actions />} component="div">
      <Stack spacing={2}>
        <Card>
          <CardContent>
            <Stack spacing={2}>
              <Labeled source="content">
                <ContentText />
              </Labeled>
              <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, 1fr)' }, gap: 2 }}>
                <Labeled source="contact">
                  <Text source="contact" lines={3} />
                </Labeled>
                <Labeled source="language">
                  <Text source="language" />
                </Labeled>
                <Labeled source="createdAt">
                  <Text source="createdAt" />
                </Labeled>
                <Labeled source="status">
                  <FeedbackStatus />
                </Labeled>
                <Labeled source="assignedTo">
                  <Text source="assignedTo" lines={1} />
                </Labeled>
              </Box>
            </Stack>
          </CardContent>
        </Card>
        <Correction />
        <Card>
          <CardContent>
            <Typography variant="h6" gutterBottom>
              {translate('feedback.reply')}
            </Typography>
            <Reply />
          </CardContent>
        </Card>
      </Stack>
    </Show>
  )
}

function ContentText(_: { label?: string }) {
  const record = useRecordContext<ConsoleFeedback>()
  if (!record) return null
  return <Typography sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{record.content}</Typography>
}
