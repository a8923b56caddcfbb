import UploadFileIcon from '@mui/icons-material/UploadFile'
import { Alert, Box, Button, Card, CardContent, Chip, CircularProgress, Divider, Stack, Typography } from '@mui/material'
import type { ContentPreview, ContentState } from '@tarot/contracts/console'
import { useCallback, useEffect, useState } from 'react'
import { Title, useNotify, useTranslate } from 'react-admin'
import { api } from '../../api/client'
import { ReasonDialog, errorText } from '../../components/ReasonDialog'
import { useWhen } from '../../format'

const FILES = ['spreads', 'layouts', 'articles'] as const
type FileKind = (typeof FILES)[number]
type Upload = Partial<Record<FileKind, { name: string; json: unknown }>>
type Changes = NonNullable<ContentPreview['spreads']>

function InForce({ state }: { state: ContentState }) {
  const translate = useTranslate()
  const when = useWhen()
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }} data-testid="in-force">
      {(['spreads', 'articles'] as const).map((kind) => (
        <Box key={kind}>
          <Typography variant="subtitle2" color="text.secondary">
            {translate(`content.${kind}`)}
          </Typography>
          <Typography sx={{ fontWeight: 600 }} data-testid={`in-force-${kind}`}>
            {translate('content.version', { version: state[kind].version })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {state[kind].source === 'published' ? translate('content.published', { when: when(state[kind].publishedAt) }) : translate('content.bundled')}
          </Typography>
        </Box>
      ))}
    </Box>
  )
}

function ChangeList({ title, changes }: { title: string; changes: Changes }) {
  const translate = useTranslate()
  const groups = (['added', 'removed', 'changed'] as const).filter((group) => changes[group].length > 0)
  return (
    <Box>
      <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {groups.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('content.diff.nothing')}
        </Typography>
      ) : (
        groups.map((group) => (
          <Stack key={group} direction="row" spacing={1} alignItems="baseline" flexWrap="wrap" useFlexGap sx={{ py: 0.5 }} data-testid={`diff-${group}`}>
            <Typography variant="body2" sx={{ minWidth: 40, color: group === 'added' ? 'success.main' : group === 'removed' ? 'error.main' : 'warning.main', fontWeight: 600 }}>
              {translate(`content.diff.${group}`)}
            </Typography>
            {changes[group].map((item) => (
              <Chip key={item.id} size="small" variant="outlined" label={`${item.name} (${item.id})`} />
            ))}
          </Stack>
        ))
      )}
    </Box>
  )
}

function PreviewView({ preview }: { preview: ContentPreview }) {
  const translate = useTranslate()
  return (
    <Stack spacing={1.5} data-testid="content-preview">
      <Alert severity={preview.ok ? 'success' : 'error'} sx={{ wordBreak: 'break-word' }}>
        {preview.ok ? translate('content.ok') : translate('content.failed', { error: preview.error ?? '' })}
      </Alert>
      {preview.notes.length > 0 ? (
        <Box>
          <Typography variant="subtitle2">{translate('content.notes')}</Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {preview.notes.map((note) => (
              <Typography component="li" variant="body2" key={note} sx={{ wordBreak: 'break-word' }}>
                {note}
              </Typography>
            ))}
          </Box>
        </Box>
      ) : null}
      {preview.spreads ? <ChangeList title={translate('content.diff.spreads')} changes={preview.spreads} /> : null}
      {preview.articles ? <ChangeList title={translate('content.diff.articles')} changes={preview.articles} /> : null}
    </Stack>
  )
}

function UploadCard({ onPublished }: { onPublished: () => void }) {
  const translate = useTranslate()
  const notify = useNotify()
  const [upload, setUpload] = useState<Upload>({})
  const [preview, setPreview] = useState<ContentPreview | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [checking, setChecking] = useState(false)
  const [publishing, setPublishing] = useState(false)
  const body = () => Object.fromEntries(Object.entries(upload).map(([kind, file]) => [kind, file.json]))

  const choose = async (kind: FileKind, file: File | undefined) => {
    setPreview(null)
    setError(null)
    if (!file) return
    try {
      const json: unknown = JSON.parse(await file.text())
      setUpload((before) => ({ ...before, [kind]: { name: file.name, json } }))
    } catch {
      setError(translate('content.notJson', { name: file.name }))
    }
  }
  const check = async () => {
    setChecking(true)
    setError(null)
    try {
      setPreview(await api.previewContent({ body: body() }))
    } catch (failure) {
      setError(errorText(failure))
    } finally {
      setChecking(false)
    }
  }
  return (
    <Card>
      <CardContent>
        <Typography variant="h6">{translate('content.upload')}</Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {translate('content.uploadHelp')}
        </Typography>
        <Stack spacing={1} sx={{ my: 1.5 }}>
          {FILES.map((kind) => (
            <Stack key={kind} direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
              <Button component="label" size="small" variant="outlined" startIcon={<UploadFileIcon />} sx={{ width: 200, justifyContent: 'flex-start' }}>
                {translate(`content.file.${kind}`)}
                <input hidden type="file" accept=".json,application/json" data-testid={`file-${kind}`} onChange={(event) => void choose(kind, event.target.files?.[0])} />
              </Button>
              <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
                {upload[kind]?.name ?? '—'}
              </Typography>
            </Stack>
          ))}
        </Stack>
        <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
          <Button variant="outlined" disabled={checking || (!upload.spreads && !upload.articles)} onClick={() => void check()} data-testid="content-check">
            {checking ? <CircularProgress size={18} sx={{ mr: 1 }} /> : null}
            {translate('content.preview')}
          </Button>
          <Button variant="contained" disabled={!preview?.ok} onClick={() => setPublishing(true)} data-testid="content-publish">
            {translate('content.publish')}
          </Button>
        </Stack>
        {error ? <Alert severity="error">{error}</Alert> : null}
        {preview ? <PreviewView preview={preview} /> : null}
        {publishing ? (
          <ReasonDialog
            title={translate('content.publishTitle')}
            confirm={translate('content.publish')}
            onClose={() => setPublishing(false)}
            onConfirm={async (reason) => {
              await api.publishContent({ body: { ...body(), reason } })
              notify(translate('content.publishedDone'), { type: 'success' })
              setUpload({})
              setPreview(null)
              onPublished()
            }}
          >
            {translate('content.publishText')}
          </ReasonDialog>
        ) : null}
      </CardContent>
    </Card>
  )
}

function History({ state, onChanged }: { state: ContentState; onChanged: () => void }) {
  const translate = useTranslate()
  const when = useWhen()
  const notify = useNotify()
  const [asking, setAsking] = useState<{ kind: 'rollback'; id: number } | { kind: 'withdraw' } | null>(null)
  const published = state.spreads.source === 'published' || state.articles.source === 'published'
  return (
    <Card>
      <CardContent>
        <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mb: 1 }}>
          <Typography variant="h6">{translate('content.history')}</Typography>
          <Button size="small" variant="outlined" color="error" disabled={!published} onClick={() => setAsking({ kind: 'withdraw' })} data-testid="content-withdraw">
            {translate('content.withdraw')}
          </Button>
        </Stack>
        {state.history.length === 0 ? (
          <Typography color="text.secondary">{translate('content.noHistory')}</Typography>
        ) : (
          <Stack divider={<Divider flexItem />}>
            {state.history.map((entry) => (
              <Stack key={entry.id} direction={{ xs: 'column', sm: 'row' }} spacing={1} justifyContent="space-between" alignItems={{ sm: 'center' }} sx={{ py: 1 }} data-testid="history-entry">
                <Box sx={{ minWidth: 0 }}>
                  <Stack direction="row" spacing={1} alignItems="center">
                    <Chip size="small" label={translate(`content.action.${entry.action}`)} color={entry.action === 'publish' ? 'primary' : 'default'} />
                    <Typography variant="body2" color="text.secondary">
                      {translate('content.by', { when: when(entry.at), name: entry.operatorName })}
                    </Typography>
                  </Stack>
                  <Typography variant="body2" sx={{ mt: 0.5, wordBreak: 'break-word' }}>
                    {entry.summary}
                  </Typography>
                </Box>
                {entry.action !== 'withdraw' ? (
                  <Button
                    size="small"
                    sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' } }}
                    onClick={() => setAsking({ kind: 'rollback', id: entry.id })}
                    data-testid="content-rollback"
                  >
                    {translate('content.rollback')}
                  </Button>
                ) : null}
              </Stack>
            ))}
          </Stack>
        )}
        {asking ? (
          <ReasonDialog
            title={translate(asking.kind === 'rollback' ? 'content.rollbackTitle' : 'content.withdrawTitle')}
            confirm={translate(asking.kind === 'rollback' ? 'content.rollback' : 'content.withdraw')}
            color={asking.kind === 'withdraw' ? 'error' : 'primary'}
            onClose={() => setAsking(null)}
            onConfirm={async (reason) => {
              if (asking.kind === 'rollback') await api.rollbackContent({ params: { historyId: asking.id }, body: { reason } })
              else await api.withdrawContent({ body: { reason } })
              notify(translate(asking.kind === 'rollback' ? 'content.rolledBack' : 'content.withdrawn'), { type: 'success' })
              onChanged()
            }}
          >
            {translate(asking.kind === 'rollback' ? 'content.rollbackText' : 'content.withdrawText')}
          </ReasonDialog>
        ) : null}
      </CardContent>
    </Card>
  )
}

/** The content page: what is in force, an upload checked and compared before it is published, the history with roll back and withdraw. */
export function ContentPage() {
  const translate = useTranslate()
  const [state, setState] = useState<ContentState | null>(null)
  const [error, setError] = useState<string | null>(null)
  const load = useCallback(() => {
    api
      .getContent({})
      .then((answer) => {
        setState(answer)
        setError(null)
      })
      .catch((failure: unknown) => setError(errorText(failure)))
  }, [])
  useEffect(load, [load])
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 2 }}>
      <Title title={translate('resources.content.name', { smart_count: 1 })} />
      {error ? <Alert severity="error">{error}</Alert> : null}
      <Card>
        <CardContent>
          <Typography variant="h6" gutterBottom>
            {translate('content.inForce')}
          </Typography>
          {state ? <InForce state={state} /> : <CircularProgress size={24} />}
        </CardContent>
      </Card>
      <UploadCard onPublished={load} />
      {state ? <History state={state} onChanged={load} /> : null}
    </Stack>
  )
}
