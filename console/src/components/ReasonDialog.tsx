import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField, type Theme, useMediaQuery } from '@mui/material'
import { type ReactNode, useRef, useState } from 'react'
import { useTranslate } from 'react-admin'
import { ConsoleError } from '../api/client'

export function errorText(error: unknown): string {
  return error instanceof ConsoleError || error instanceof Error ? error.message : String(error)
}

/** A reason the server keeps in the operations log: 2 to 200 characters (the contract's `Reason`). */
export const reasonValid = (reason: string) => reason.trim().length >= 2 && reason.trim().length <= 200

/**
 * A confirmation that asks for a reason (kept in the operations log) and shows the server's message when it refuses; `children`
 * go above the reason (what the action does, or more fields). It closes itself once `onConfirm` succeeds.
 */
export function ReasonDialog({
  title,
  confirm,
  onConfirm,
  onClose,
  color = 'primary',
  children,
  ready = true,
  testId,
}: {
  title: string
  confirm: string
  onConfirm: (reason: string) => Promise<void>
  onClose: () => void
  color?: 'primary' | 'warning' | 'error' | 'success'
  children?: ReactNode
  ready?: boolean
  testId?: string
}) {
  const translate = useTranslate()
  const fullScreen = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'))
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const sent = useRef(false)
  const send = async () => {
    if (sent.current) return
    sent.current = true
    setSending(true)
    setError(null)
    try {
      await onConfirm(reason.trim())
      onClose()
    } catch (failure) {
      sent.current = false
      setError(errorText(failure))
    } finally {
      setSending(false)
    }
  }
  return (
    <Dialog open onClose={sending ? undefined : onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby="reason-title" data-testid={testId}>
      <DialogTitle id="reason-title" sx={{ wordBreak: 'break-word' }}>
        {title}
      </DialogTitle>
      <DialogContent>
        {typeof children === 'string' ? <DialogContentText sx={{ mb: 2 }}>{children}</DialogContentText> : children}
        <TextField
          label={translate('console.reason.label')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          helperText={translate('console.reason.help')}
          slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'reason' } }}
          fullWidth
          multiline
          minRows={2}
          sx={{ mt: 1 }}
        />
        {error ? (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="reason-error">
            {error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sending}>
          {translate('ra.action.cancel')}
        </Button>
        <Button variant="contained" color={color} onClick={() => void send()} disabled={!ready || !reasonValid(reason) || sending} data-testid="reason-confirm">
          {sending ? <CircularProgress size={18} sx={{ mr: 1 }} color="inherit" /> : null}
          {confirm}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
