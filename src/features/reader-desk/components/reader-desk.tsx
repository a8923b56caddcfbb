import { Button, Text, Textarea, View } from '@tarojs/components'
import type { ConsultationView } from '@tarot/contracts/readers'
import { isSignedIn } from '@tarot/core/session'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Section } from '@/components/section/section'
import { formatTime } from '@/lib/i18n/format-time'
import { currentLanguage } from '@/lib/i18n/i18n'
import { disabledWhen } from '@/lib/ui/disabled'
import { showToast } from '@/lib/ui/toast'
import { useSession } from '@/stores/session'
import { acceptConsultation, answerConsultation, fetchReaderSelf, listReaderQueue } from '../api/desk'
import { useServerData } from '@/lib/data/use-server-data'
import { ANSWER_MAX, ANSWER_MIN } from '../model/answer'
import { AttachedReading } from '@/components/attached-reading/attached-reading'
import { SignInPrompt } from '@/components/sign-in-prompt/sign-in-prompt'
import { OrderStatus } from '@/components/order-status/order-status'
import { StatusView } from '@/components/status-view/status-view'
import '../../../components/text-box/text-box.css'
import '../../../components/callout/callout.css'
import '../../../components/panel/panel.css'
import './reader-desk.css'
import '@/features/reader-desk/translations'

function AnswerBox({ onSend, busy }: { onSend: (answer: string) => Promise<boolean>; busy: boolean }) {
  const { t } = useTranslation('reader-desk')
  const [answer, setAnswer] = useState('')
  const length = Array.from(answer.trim()).length
  const send = async () => {
    if (length < ANSWER_MIN) {
      showToast(t('tooShort', { min: ANSWER_MIN }))
      return
    }
    if (await onSend(answer.trim())) setAnswer('')
  }
  return (
    <View className="desk-answer">
      <Textarea
        className="desk-answer__text text-box"
        value={answer}
        maxlength={ANSWER_MAX}
        placeholder={t('answerPlaceholder')}
        placeholderClass="text-box__placeholder"
        onInput={(e) => setAnswer(e.detail.value)}
      />
      <Text className={`text-box__count order__count ${length > 0 && length < ANSWER_MIN ? 'text-box__count--short' : ''}`}>{t('count', { n: length, min: ANSWER_MIN, max: ANSWER_MAX })}</Text>
      <Button className="primary-button desk-answer__send" {...disabledWhen(busy)} onClick={() => void send()}>
        {t('send')}
      </Button>
    </View>
  )
}

function QueueItem({ c, busy, onAccept, onAnswer }: { c: ConsultationView; busy: boolean; onAccept: () => void; onAnswer: (answer: string) => Promise<boolean> }) {
  const { t } = useTranslation('reader-desk')
  const language = currentLanguage()
  return (
    <View className="desk-item" data-consultation={c.id}>
      <View className="panel__head desk-item__head">
        <OrderStatus status={c.status} held={c.moderation === 'answerUnderReview'} label={c.moderation === 'answerUnderReview' ? t('moderation.badge') : t(`status.${c.status}`)} />
        <Text className="desk-item__date">{formatTime(c.createdAt, language)}</Text>
      </View>
      <Text className="desk-item__question" userSelect>
        {c.question}
      </Text>
      {c.context ? <AttachedReading reversedLabel={t('reversed')} reading={c.context} /> : <Text className="desk-item__no-reading">{t('noReading')}</Text>}
      {(c.status === 'paid' || c.status === 'accepted') && c.answerBy ? <Text className="desk-item__answer-by">{t('answerBy', { time: formatTime(c.answerBy, language) })}</Text> : null}
      {c.status === 'paid' ? (
        <Button className="primary-button desk-item__accept" {...disabledWhen(busy)} onClick={onAccept}>
          {t('accept')}
        </Button>
      ) : null}
      {c.status === 'accepted' ? <AnswerBox busy={busy} onSend={onAnswer} /> : null}
      {c.answer !== null ? (
        <View className="desk-item__answer">
          <Text className="desk-item__label">{t('yourAnswer')}</Text>
          <Text className="desk-item__answer-text">{c.answer}</Text>
        </View>
      ) : null}
      {/* Content review of the answer (docs/content-security.md): the asker sees it only once it passes. */}
      {c.moderation === 'answerUnderReview' ? <Text className="desk-item__moderation">{t('moderation.answerHeld')}</Text> : null}
      {c.moderation === 'rejected' ? <Text className="desk-item__moderation">{t('moderation.answerRejected')}</Text> : null}
      {/* Answered, not confirmed yet: the energy is the reader's once the asker confirms, or when the completion window ends (issue 34). */}
      {c.status === 'answered' && c.completesBy ? <Text className="desk-item__pending">{t('completesBy', { time: formatTime(c.completesBy, language) })}</Text> : null}
      {c.review ? <Text className="desk-item__review">{`${'★'.repeat(c.review.rating)}${'☆'.repeat(5 - c.review.rating)}${c.review.text ? `  ${c.review.text}` : ''}`}</Text> : null}
    </View>
  )
}

function Queue({ earned, pending, onChanged }: { earned: number; pending: number; onChanged: () => void }) {
  const { t } = useTranslation('reader-desk')
  const { t: tc } = useTranslation()
  const { state, retry, refresh } = useServerData(['reader-queue'], listReaderQueue, { refreshOnShow: true })
  const [busy, setBusy] = useState(false)

  const step = async (action: () => Promise<unknown>, done: string) => {
    if (busy) return false
    setBusy(true)
    try {
      await action()
      showToast(done, { icon: 'none' })
      return true
    } catch (error) {
      showToast((error as Error).message || tc('errors.fetchFailed'))
      return false
    } finally {
      await refresh().catch(() => undefined)
      // An answer sent moves its energy to pending: the figures above ask again.
      onChanged()
      setBusy(false)
    }
  }

  if (state.status === 'loading') return <StatusView kind="loading" message={t('loading')} />
  if (state.status === 'failed') return <StatusView kind="failed" onRetry={retry} />
  const groups = [
    { key: 'new', title: t('new'), items: state.value.filter((c) => c.status === 'paid') },
    { key: 'progress', title: t('inProgress'), items: state.value.filter((c) => c.status === 'accepted') },
    { key: 'done', title: t('done'), items: state.value.filter((c) => c.status === 'answered' || c.status === 'completed' || c.status === 'reviewed') },
  ]
  return (
    <View className="desk">
      <View className="callout desk__earned">
        <View className="desk__earned-row">
          <Text className="desk__earned-label">{t('earned')}</Text>
          <Text className="desk__earned-value">{t('price', { price: earned })}</Text>
        </View>
        {/* What answers earned but the askers have not confirmed yet: said, so 0 earned is not a surprise. */}
        {pending > 0 ? (
          <View className="desk__earned-row desk__pending">
            <Text className="desk__earned-label">{t('pending')}</Text>
            <Text className="desk__pending-value">{t('price', { price: pending })}</Text>
          </View>
        ) : null}
        <Text className="desk__pending-hint">{t('pendingHint')}</Text>
      </View>
      {groups.map((group) => (
        <Section key={group.key} title={`${group.title} · ${group.items.length}`}>
          <View className={`desk__group desk__group--${group.key}`}>
            {group.items.length === 0 ? <Text className="section__hint">{t('none')}</Text> : null}
            {group.items.map((c) => (
              <QueueItem
                key={c.id}
                c={c}
                busy={busy}
                onAccept={() => void step(() => acceptConsultation(c.id), t('accepted'))}
                onAnswer={(answer) => step(() => answerConsultation(c.id, answer), t('sent'))}
              />
            ))}
          </View>
        </Section>
      ))}
    </View>
  )
}

function Desk() {
  const { t } = useTranslation('reader-desk')
  const { state, retry, refresh } = useServerData(['reader-self'], fetchReaderSelf, { refreshOnShow: true })
  if (state.status === 'loading') return <StatusView kind="loading" message={t('loading')} />
  if (state.status === 'failed') return <StatusView kind="failed" onRetry={retry} />
  if (!state.value) return <Section title={t('notReaderTitle')} hint={t('notReader')} />
  return <Queue earned={state.value.earnedEnergy} pending={state.value.pendingEnergy ?? 0} onChanged={() => void refresh().catch(() => undefined)} />
}

/** /pages/reader/desk: a reader's queue — accept new requests, answer within 24 hours, see what was said back. */
export function ReaderDesk() {
  const { t } = useTranslation('reader-desk')
  const signedIn = useSession((s) => isSignedIn(s))
  if (!signedIn) return <SignInPrompt title={t('signIn')} label={t('signInAction')} redirect="/pages/reader/desk" />
  return <Desk />
}
