import { Button, Text, Textarea, View } from '@tarojs/components'
import { ResultCode } from '@tarot/contracts/codes'
import type { ReportShareRequest } from '@tarot/contracts/shares'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '@/lib/http/client'
import { disabledWhen } from '@/lib/ui/disabled'
import { reportShare } from '../api/shares'
import './report-share.css'
import '../../../components/text-box/text-box.css'

type Reason = ReportShareRequest['reason']
const REASONS: readonly Reason[] = ['upsetting', 'personal', 'spam', 'other']
const NOTE_MAX = 200

/** What went wrong, kindly: the page is gone (404), too many reports from here (429), or anything else. */
function failureKey(error: unknown): 'report.gone' | 'report.tooMany' | 'report.failed' {
  if (!(error instanceof ApiError)) return 'report.failed'
  if (error.code === 429 || error.code === ResultCode.rateLimited) return 'report.tooMany'
  if (error.code === 404 || error.code === ResultCode.notFound || error.code === ResultCode.shareRevoked) return 'report.gone'
  return 'report.failed'
}

/**
 * The shared page's quiet "Report" link (issue 37): a small sheet with the four reasons and an optional note, sent
 * with no token; then thanks, and the link is gone.
 */
export function ReportShare({ id }: { id: string }) {
  const { t } = useTranslation('share')
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState<Reason | null>(null)
  const [note, setNote] = useState('')
  const [sending, setSending] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [done, setDone] = useState(false)

  if (done) {
    return (
      <View className="report" role="status">
        <Text className="report__thanks">{t('report.thanks')}</Text>
      </View>
    )
  }
  if (!open) {
    return (
      <View className="report">
        <View className="report__link" role="button" onClick={() => setOpen(true)}>
          <Text className="report__link-text">{t('report.link')}</Text>
        </View>
      </View>
    )
  }

  const send = async () => {
    if (!reason) return
    setSending(true)
    setProblem(null)
    try {
      const trimmed = note.trim()
      await reportShare(id, { reason, ...(trimmed ? { note: trimmed } : {}) })
      setDone(true)
    } catch (error) {
      setProblem(t(failureKey(error)))
    } finally {
      setSending(false)
    }
  }

  return (
    <View className="report__sheet" role="dialog" aria-label={t('report.title')}>
      <Text className="report__title">{t('report.title')}</Text>
      <View className="report__reasons" role="radiogroup" aria-label={t('report.title')}>
        {REASONS.map((r) => (
          <View key={r} role="radio" aria-checked={reason === r} className={`report__reason ${reason === r ? 'report__reason--chosen' : ''}`} onClick={() => setReason(r)}>
            <Text className="report__reason-text">{t(`report.reasons.${r}`)}</Text>
          </View>
        ))}
      </View>
      <Textarea
        className="report__note text-box"
        value={note}
        maxlength={NOTE_MAX}
        placeholder={t('report.notePlaceholder')}
        placeholderClass="text-box__placeholder"
        onInput={(e) => setNote(e.detail.value)}
      />
      <Text className="text-box__count">{`${note.length}/${NOTE_MAX}`}</Text>
      {problem ? (
        <View className="report__problem-box" role="alert">
          <Text className="report__problem">{problem}</Text>
        </View>
      ) : null}
      <View className="report__actions">
        <Button className="secondary-button report__cancel" onClick={() => setOpen(false)}>
          {t('report.cancel')}
        </Button>
        <Button className="primary-button report__send" {...disabledWhen(sending || !reason)} onClick={() => void send()}>
          {sending ? t('report.sending') : t('report.send')}
        </Button>
      </View>
    </View>
  )
}
