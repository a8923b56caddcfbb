import CurrencyYuanIcon from '@mui/icons-material/CurrencyYuan'
import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField as MuiTextField, type Theme, Typography, useMediaQuery } from '@mui/material'
import type { RefundPreview, RefundView } from '@tarot/contracts/console'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useCanAccess, useRecordContext, useRefresh, useTranslate } from 'react-admin'
import { ConsoleError, api } from '../../api/client'
import { fenFromYuan, useDuration, yuan } from '../../format'
import type { OrderRecord } from './OrderShow'

/** A key for one dialog's refund: the server makes a second request with it the same refund (a double click, a retry). */
function newRefundKey(): string {
  return `rf_${crypto.randomUUID().replace(/-/g, '')}`.slice(0, 40)
}

function errorText(error: unknown): string {
  return error instanceof ConsoleError || error instanceof Error ? error.message : String(error)
}

/** The Refund button of an order's page: shown to who holds `orders.refund`, while something is left to refund. */
export function RefundButton() {
  const record = useRecordContext<OrderRecord>()
  const translate = useTranslate()
  const { canAccess } = useCanAccess({ resource: 'orders', action: 'refund' })
  const [open, setOpen] = useState(false)
  if (!record?.preview || !canAccess || record.status !== 'paid') return null
  return (
    <>
      {/* MUI's button, not react-admin's: that one drops its label on a phone, and an icon alone does not say "refund". */}
      <Button size="small" startIcon={<CurrencyYuanIcon />} onClick={() => setOpen(true)} disabled={record.preview.refundableFen <= 0} variant="contained" color="warning">
        {translate('orders.refund.button')}
      </Button>
      {/* Mounted per opening: a new dialog, a new refund key. */}
      {open ? <RefundDialog order={record} onClose={() => setOpen(false)} /> : null}
    </>
  )
}

function PreviewLines({ preview, paidFen }: { preview: RefundPreview; paidFen: number }) {
  const translate = useTranslate()
  const duration = useDuration()
  const lines = [translate('orders.refund.money', { amount: yuan(preview.amountFen), paid: yuan(paidFen) })]
  if (preview.energyGranted > 0)
    lines.push(
      translate('orders.refund.energyBack', {
        back: preview.energyBack,
        granted: preview.energyGranted,
        balance: preview.energyBalance,
        after: Math.max(0, preview.energyBalance - preview.energyBack),
      }),
    )
  if (preview.vipSecondsBack > 0 || preview.vipSecondsLeft > 0)
    lines.push(
      translate('orders.refund.vipBack', {
        time: duration(preview.vipSecondsBack),
        left: duration(preview.vipSecondsLeft),
        after: duration(Math.max(0, preview.vipSecondsLeft - preview.vipSecondsBack)),
      }),
    )
  if (lines.length === 1) lines.push(translate('orders.refund.nothingElse'))
  return (
    <Box component="ul" data-testid="refund-preview" sx={{ m: 0, pl: 2.5 }}>
      {lines.map((line) => (
        <Typography component="li" key={line} variant="body2" sx={{ py: 0.25 }}>
          {line}
        </Typography>
      ))}
    </Box>
  )
}

/**
 * The refund dialog: the amount (what is still refundable, in yuan, to start with) and a reason; each change of the amount asks the
 * server what it would take back, and confirming sends the refund with this dialog's key, so asking twice refunds once.
 */
export function RefundDialog({ order, onClose }: { order: OrderRecord; onClose: () => void }) {
  const translate = useTranslate()
  const refresh = useRefresh()
  const fullScreen = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'))
  const refundKey = useMemo(newRefundKey, [])
  const refundable = order.preview.refundableFen
  const [amountText, setAmountText] = useState((refundable / 100).toFixed(2))
  const [reason, setReason] = useState('')
  const [preview, setPreview] = useState<RefundPreview | null>(refundable > 0 ? order.preview : null)
  const [previewing, setPreviewing] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const [result, setResult] = useState<RefundView | null>(null)
  const sent = useRef(false)

  const amountFen = fenFromYuan(amountText)
  const amountValid = amountFen !== null && amountFen >= 1 && amountFen <= refundable
  const reasonValid = reason.trim().length >= 2 && reason.trim().length <= 80

  useEffect(() => {
    if (!amountValid || amountFen === null) {
      setPreview(null)
      return
    }
    let current = true
    setPreviewing(true)
    const timer = setTimeout(() => {
      api
        .previewRefund({ params: { id: order.id }, body: { amountFen } })
        .then((answer) => {
          if (!current) return
          setPreview(answer)
          setError(null)
        })
        .catch((failure: unknown) => {
          if (!current) return
          setPreview(null)
          setError(errorText(failure))
        })
        .finally(() => current && setPreviewing(false))
    }, 250)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [amountFen, amountValid, order.id])

  const confirm = async () => {
    if (sent.current || amountFen === null) return
    sent.current = true
    setSending(true)
    setError(null)
    try {
      setResult(await api.refundOrder({ params: { id: order.id }, body: { refundKey, amountFen, reason: reason.trim() } }))
      refresh()
    } catch (failure) {
      // Not refunded (or not known to be): the same key may be sent again, and the server still makes it one refund.
      sent.current = false
      setError(errorText(failure))
    } finally {
      setSending(false)
    }
  }

  const ready = amountValid && reasonValid && preview !== null && !previewing && preview.amountFen === amountFen
  return (
    <Dialog open onClose={sending ? undefined : onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby="refund-title">
      <DialogTitle id="refund-title" sx={{ wordBreak: 'break-all' }}>
        {translate('orders.refund.title', { id: order.id })}
      </DialogTitle>
      <DialogContent>
        {result ? (
          <Alert severity={result.status === 'failed' || result.status === 'abnormal' ? 'error' : 'success'} data-testid="refund-result">
            {translate('orders.refund.done', { state: translate(`orders.refundStatus.${result.status}`, { _: result.status }), amount: yuan(result.amountFen) })}
          </Alert>
        ) : refundable <= 0 ? (
          <Alert severity="info">{translate('orders.refund.nothingLeft')}</Alert>
        ) : (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <MuiTextField
              label={translate('orders.refund.amount')}
              value={amountText}
              onChange={(event) => setAmountText(event.target.value)}
              inputMode="decimal"
              error={!amountValid}
              helperText={amountValid ? translate('orders.refundable', { amount: yuan(refundable) }) : translate('orders.refund.amountInvalid', { max: yuan(refundable) })}
              slotProps={{ htmlInput: { 'data-testid': 'refund-amount', inputMode: 'decimal' } }}
              fullWidth
            />
            <MuiTextField
              label={translate('orders.refund.reason')}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              helperText={translate('orders.refund.reasonHelp')}
              slotProps={{ htmlInput: { maxLength: 80, 'data-testid': 'refund-reason' } }}
              fullWidth
            />
            <Box>
              <Typography variant="subtitle2" gutterBottom>
                {translate('orders.refund.takesBack')}
              </Typography>
              {previewing ? (
                <Stack direction="row" spacing={1} alignItems="center">
                  <CircularProgress size={16} />
                  <Typography variant="body2">{translate('orders.refund.previewing')}</Typography>
                </Stack>
              ) : preview && amountValid ? (
                <PreviewLines preview={preview} paidFen={order.amountFen} />
              ) : null}
            </Box>
          </Stack>
        )}
        {error ? (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="refund-error">
            {error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sending}>
          {result ? translate('orders.refund.close') : translate('ra.action.cancel')}
        </Button>
        {result || refundable <= 0 ? null : (
          <Button variant="contained" color="warning" onClick={() => void confirm()} disabled={!ready || sending} data-testid="refund-confirm">
            {sending ? <CircularProgress size={18} sx={{ mr: 1 }} color="inherit" /> : null}
            {translate('orders.refund.confirm', { amount: amountFen !== null && amountValid ? yuan(amountFen) : '' })}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  )
}
