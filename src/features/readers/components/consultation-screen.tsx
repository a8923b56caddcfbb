import { Button, Text, View } from '@tarojs/components'
import { ResultCode } from '@tarot/contracts/codes'
import type { ConsultationView } from '@tarot/contracts/readers'
import { isSignedIn } from '@tarot/core/session'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Section } from '@/components/section/section'
import { ApiError } from '@/lib/http/client'
import { formatTime } from '@/lib/i18n/format-time'
import { currentLanguage } from '@/lib/i18n/i18n'
import { navigateTo } from '@/lib/navigation/navigate'
import { disabledWhen } from '@/lib/ui/disabled'
import { showToast } from '@/lib/ui/toast'
import { useSession } from '@/stores/session'
import { cancelConsultation, completeConsultation, getConsultation, reviewConsultation } from '../api/readers'
import { useServerData } from '@/lib/data/use-server-data'
import { type Wording, hasAnswer, isRefunded, moderationNote, progressNote, stepWording, timeline } from '../model/readers'
import { refreshUnreadAnswers } from '@/lib/answers/unread-answers'
import { yuanFromFen } from '@/lib/pay/money'
import { AttachedReading } from '@/components/attached-reading/attached-reading'
import { ReaderAvatar } from './reader-avatar'
import { ReviewForm } from './review-form'
import { SignInPrompt } from '@/components/sign-in-prompt/sign-in-prompt'
import { OrderStatus } from '@/components/order-status/order-status'
import { StatusView } from '@/components/status-view/status-view'
import './reader-strip.css'
import './consultation-screen.css'
import '@/features/readers/translations'
import { confirm } from '@/components/dialog/dialog'

const POLL_MS = 3000
const POLLS = 20

/** A wording in this screen's words; a `time` value is shown in the person's language. */
function useWords(): (wording: Wording) => string {
  const { t } = useTranslation('readers')
  const language = currentLanguage()
  // The keys are decided by the model (stepWording, progressNote) from this namespace.
  const say = t as unknown as (key: string, values: Record<string, string | number>) => string
  return (wording) => say(wording.key, { ...wording.values, ...(typeof wording.values.time === 'string' ? { time: formatTime(wording.values.time, language) } : {}) })
}

function Timeline({ consultation }: { consultation: ConsultationView }) {
  const words = useWords()
  const language = currentLanguage()
  return (
    <View className="timeline">
      {timeline(consultation).map((entry) => (
        <View key={entry.step} className="timeline__step" data-step={entry.step} data-done={entry.done ? 'yes' : 'no'}>
          <View className={`timeline__dot ${entry.done ? 'timeline__dot--done' : ''} ${entry.done && isRefunded(entry.step as ConsultationView['status']) ? 'timeline__dot--refund' : ''}`} />
          <View className="timeline__text">
            <Text className={`timeline__label ${entry.done ? 'timeline__label--done' : ''}`}>{stepWording(entry.step, consultation, entry.done).map(words).join(' · ')}</Text>
            {entry.done && entry.at ? <Text className="timeline__time">{formatTime(entry.at, language)}</Text> : null}
          </View>
        </View>
      ))}
    </View>
  )
}

function Consultation({ id }: { id: string }) {
  const { t } = useTranslation('readers')
  const { t: tc } = useTranslation()
  const { state, retry, refresh } = useServerData(['consultation', id], () => getConsultation(id), { refreshOnShow: true })
  const [busy, setBusy] = useState(false)
  const words = useWords()

  // Opening an answer marks it read on the server: the badges (tab bar, home, "My consultations") ask again.
  const answerShown = state.status === 'ready' && state.value.answer !== null
  useEffect(() => {
    if (answerShown) refreshUnreadAnswers()
  }, [answerShown])

  // A WeChat payment is confirmed by the server a moment after the payer: look again for a while.
  const awaitingPayment = state.status === 'ready' && state.value.status === 'created'
  useEffect(() => {
    if (!awaitingPayment) return
    let polls = 0
    const timer = setInterval(() => {
      polls += 1
      if (polls > POLLS) clearInterval(timer)
      else void refresh().catch(() => undefined)
    }, POLL_MS)
    return () => clearInterval(timer)
  }, [awaitingPayment, refresh])

  if (state.status === 'loading') return <StatusView kind="loading" message={t('loading')} />
  if (state.status === 'failed') {
    const missing = state.error instanceof ApiError && state.error.code === ResultCode.notFound
    return missing ? <StatusView kind="empty" message={t('detail.missing')} /> : <StatusView kind="failed" onRetry={retry} />
  }
  const c = state.value

  const step = async (action: () => Promise<unknown>, done: string) => {
    if (busy) return false
    setBusy(true)
    try {
      await action()
      await refresh().catch(() => undefined)
      showToast(done, { icon: 'none' })
      return true
    } catch (error) {
      showToast((error as Error).message || tc('errors.fetchFailed'))
      await refresh().catch(() => undefined)
      return false
    } finally {
      setBusy(false)
    }
  }

  // Paid with WeChat Pay, a refund goes back to it as money; paid with energy, as energy.
  const money = c.payWith === 'wechat' && c.paidFen !== null ? yuanFromFen(c.paidFen) : null
  const cancel = async () => {
    const yes = await confirm({
      title: t('detail.cancelTitle'),
      content: c.status === 'created' ? t('detail.cancelUnpaidBody') : money ? t('detail.cancelBodyWechat', { money }) : t('detail.cancelBody', { price: c.priceEnergy }),
      confirmText: t('detail.cancelConfirm'),
      cancelText: t('detail.keep'),
      danger: true,
    })
    if (yes)
      await step(
        () => cancelConsultation(c.id),
        c.status === 'created' ? t('detail.cancelledUnpaid') : money ? t('detail.cancelledWechat', { money }) : t('detail.cancelled', { price: c.priceEnergy }),
      )
  }

  const answered = hasAnswer(c.status)
  // Content review: while held, its line says what happens instead of the usual deadline; a held answer is not shown,
  // so it can be neither confirmed nor reviewed yet.
  const review = moderationNote(c)
  const note = review?.held ? null : progressNote(c)
  const answerHeld = c.moderation === 'answerUnderReview'
  return (
    <View className="consultation">
      <View className="order__reader" role="button" onClick={() => void navigateTo(`/pages/reader/reader?id=${encodeURIComponent(c.reader.id)}`)}>
        <ReaderAvatar name={c.reader.name} photo={c.reader.photo} />
        <View className="order__reader-text">
          <Text className="order__reader-name">{c.reader.name}</Text>
          <OrderStatus status={c.status} held={review?.held} label={review?.held ? t('moderation.badge') : t(`status.${c.status}`)} />
        </View>
      </View>

      {review ? (
        <View className="consultation__moderation" data-moderation={c.moderation}>
          <Text className="consultation__moderation-text">{t(review.key)}</Text>
        </View>
      ) : null}

      <Section title={t('detail.progress')}>
        <Timeline consultation={c} />
        {note ? <Text className={isRefunded(c.status) ? 'consultation__refunded' : 'consultation__answer-by'}>{words(note)}</Text> : null}
      </Section>

      <Section title={t('detail.question')}>
        <Text className="consultation__question" userSelect>
          {c.question}
        </Text>
        {c.context ? <AttachedReading reversedLabel={t('reversed')} reading={c.context} /> : null}
      </Section>

      {answered && c.answer !== null ? (
        <Section title={t('detail.answer')}>
          {/* Plain text, never markup: what the reader wrote is shown exactly as written. */}
          <Text className="consultation__answer" userSelect>
            {c.answer}
          </Text>
        </Section>
      ) : null}

      {c.status === 'paid' || c.status === 'created' ? (
        <Button className="consultation__cancel" {...disabledWhen(busy)} onClick={() => void cancel()}>
          {t('detail.cancel')}
        </Button>
      ) : null}

      {c.status === 'answered' && !answerHeld ? (
        <Button className="primary-button consultation__complete" {...disabledWhen(busy)} onClick={() => void step(() => completeConsultation(c.id), t('detail.completed'))}>
          {t('detail.complete')}
        </Button>
      ) : null}

      {(c.status === 'answered' || c.status === 'completed') && !c.review && !answerHeld ? (
        <Section title={t('detail.review')} hint={t('detail.reviewHint')}>
          <ReviewForm onSubmit={(rating, text) => step(() => reviewConsultation(c.id, rating, text), t('detail.reviewed'))} />
        </Section>
      ) : null}

      {c.review ? (
        <Section title={t('detail.yourReview')}>
          <Text className="reader-review__stars">{'★'.repeat(c.review.rating) + '☆'.repeat(5 - c.review.rating)}</Text>
          {c.review.text ? <Text className="reader-review__text">{c.review.text}</Text> : null}
        </Section>
      ) : null}
    </View>
  )
}

/** /pages/reader/order?id=: where the consultation stands, the reader's answer, and the user's steps. */
export function ConsultationScreen({ id }: { id: string }) {
  const { t } = useTranslation('readers')
  const signedIn = useSession((s) => isSignedIn(s))
  if (!signedIn) return <SignInPrompt title={t('detail.signIn')} label={t('signIn')} redirect={`/pages/reader/order?id=${encodeURIComponent(id)}`} />
  return <Consultation id={id} />
}
