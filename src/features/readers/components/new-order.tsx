import { Button, Text, Textarea, View } from '@tarojs/components'
import { ResultCode } from '@tarot/contracts/codes'
import type { PayParams } from '@tarot/contracts/pay'
import { isSignedIn } from '@tarot/core/session'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Section } from '@/components/section/section'
import { BirthYearForm } from '@/components/birth-year-form/birth-year-form'
import { getOrder, saveBirthYear } from '@/lib/api/pay'
import { getReading } from '@/lib/api/readings'
import { ApiError } from '@/lib/http/client'
import { loginUrl, navigateTo, redirectTo } from '@/lib/navigation/navigate'
import { awaitOrder } from '@/lib/pay/await-order'
import { payOs, payPlatform } from '@/lib/pay/pay-platform'
import { requestPay } from '@/lib/pay/request-pay'
import { disabledWhen } from '@/lib/ui/disabled'
import { hideLoading, showLoading, showToast } from '@/lib/ui/toast'
import { useSession } from '@/stores/session'
import { createConsultation, fetchWallet, getReader } from '../api/readers'
import { useServerData } from '@/lib/data/use-server-data'
import { QUESTION_MAX, QUESTION_MIN, newOrderKey } from '../model/readers'
import { AttachedReading } from './attached-reading'
import { ReaderAvatar } from './reader-avatar'
import { SignInPrompt } from './sign-in-prompt'
import { StatusView } from './status-view'
import './readers.css'
import '@/features/readers/translations'

type PayWith = 'energy' | 'wechat'

/** The dev checkout shows the amount; the real channels carry it in their signed parameters. */
async function amountOf(pay: PayParams): Promise<number> {
  if (pay.channel !== 'dev') return 0
  return getOrder(pay.orderId)
    .then((d) => d.order.amountFen)
    .catch(() => 0)
}

function OrderForm({ readerId, readingId }: { readerId: string; readingId?: string }) {
  const { t } = useTranslation('readers')
  const { t: tc } = useTranslation()
  const reader = useServerData(['reader', readerId], () => getReader(readerId))
  const [attachReading, setAttachReading] = useState(Boolean(readingId))
  const reading = useServerData(['reading', readingId ?? ''], () => (readingId ? getReading(readingId) : Promise.resolve(null)))
  const wallet = useServerData(['wallet'], fetchWallet, { refreshOnShow: true })
  const [question, setQuestion] = useState('')
  const [choice, setChoice] = useState<PayWith | null>(null)
  const [busy, setBusy] = useState(false)
  // WeChat Pay is a purchase: the first one asks the birth year (adults only), then the order goes on.
  const [askYear, setAskYear] = useState(false)
  // One key per order attempt: the same request retried reuses it; a changed request gets a new one.
  const attempt = useRef<{ key: string; signature: string } | null>(null)


  if (reader.state.status === 'loading') return <StatusView kind='loading' message={t('loading')} />
  if (reader.state.status === 'failed') {
    const missing = reader.state.error instanceof ApiError && reader.state.error.code === ResultCode.notFound
    return missing ? <StatusView kind='empty' message={t('profile.missing')} /> : <StatusView kind='failed' onRetry={reader.retry} />
  }
  const profile = reader.state.value
  const price = profile.priceEnergy
  const balance = wallet.state.status === 'ready' ? wallet.state.value.total : null
  const missing = balance === null ? 0 : Math.max(0, price - balance)
  const payWith: PayWith = choice ?? (missing > 0 ? 'wechat' : 'energy')
  const trimmed = question.trim()
  const attached = attachReading && reading.state.status === 'ready' ? reading.state.value : null

  const getEnergy = () => void navigateTo(`/pages/pay/energy?need=${missing}`)

  const submit = async () => {
    if (busy) return
    if (Array.from(trimmed).length < QUESTION_MIN) {
      showToast(t('order.tooShort', { min: QUESTION_MIN }))
      return
    }
    if (payWith === 'energy' && missing > 0) {
      showToast(t('order.notEnough'))
      return
    }
    const withReading = attachReading && readingId ? readingId : undefined
    const signature = JSON.stringify([trimmed, payWith, withReading ?? ''])
    if (!attempt.current || attempt.current.signature !== signature) attempt.current = { key: newOrderKey(), signature }
    setBusy(true)
    showLoading(t('order.sending'))
    try {
      const data = await createConsultation({
        readerId: profile.id,
        question: trimmed,
        ...(withReading ? { readingId: withReading } : {}),
        payWith,
        ...(payWith === 'wechat' ? { platform: payPlatform(), os: payOs() } : {}),
        clientKey: attempt.current.key,
      })
      hideLoading()
      const id = data.consultation.id
      if (payWith === 'energy' || !data.pay) {
        void wallet.refresh().catch(() => undefined)
        void redirectTo(`/pages/reader/order?id=${encodeURIComponent(id)}`)
        return
      }
      const result = await requestPay(data.pay, await amountOf(data.pay))
      if (result === 'paid') {
        showLoading(t('order.confirming'))
        if (data.pay.channel === 'dev') await awaitOrder(data.pay.orderId)
        hideLoading()
        void redirectTo(`/pages/reader/order?id=${encodeURIComponent(id)}`)
        return
      }
      showToast(result === 'cancelled' ? t('order.payCancelled') : result === 'unavailable' ? t('order.payUnavailable') : t('order.payFailed'))
    } catch (error) {
      hideLoading()
      const code = error instanceof ApiError ? error.code : undefined
      if (code === ResultCode.birthYearRequired) {
        setAskYear(true)
      } else if (code === ResultCode.insufficientEnergy) {
        void wallet.refresh().catch(() => undefined)
        showToast(t('order.notEnough'))
      } else if (code === ResultCode.signInRequired) {
        void navigateTo(loginUrl(`/pages/reader/order?readerId=${encodeURIComponent(readerId)}${readingId ? `&readingId=${encodeURIComponent(readingId)}` : ''}`))
      } else if (code === ResultCode.notFound && withReading) {
        // The reading is not one of this user's saved readings: ask without it.
        setAttachReading(false)
        showToast(t('order.readingNotAttached'))
      } else {
        showToast((error as Error).message || tc('errors.fetchFailed'))
      }
    } finally {
      setBusy(false)
    }
  }

  const answerBirthYear = async (year: number) => {
    setBusy(true)
    try {
      const saved = await saveBirthYear(year)
      setAskYear(false)
      if (!saved.adult) {
        showToast(t('order.underAge'))
        return
      }
    } catch (error) {
      showToast((error as Error).message || tc('errors.fetchFailed'))
      return
    } finally {
      setBusy(false)
    }
    await submit()
  }

  return (
    <View className='order'>
      <View className='order__reader'>
        <ReaderAvatar name={profile.name} photo={profile.photo} />
        <View className='order__reader-text'>
          <Text className='order__reader-name'>{profile.name}</Text>
          <Text className='order__reader-tagline'>{profile.tagline}</Text>
        </View>
      </View>

      <Section title={t('order.question')} hint={t('order.questionHint', { min: QUESTION_MIN, max: QUESTION_MAX })}>
        <Textarea
          className='order__question text-box'
          value={question}
          maxlength={QUESTION_MAX}
          placeholder={t('order.questionPlaceholder')}
          placeholderClass='order__placeholder'
          onInput={(e) => setQuestion(e.detail.value)}
        />
        <Text className='order__count'>{`${Array.from(question).length}/${QUESTION_MAX}`}</Text>
      </Section>

      {readingId ? (
        <Section title={t('order.reading')}>
          {reading.state.status === 'loading' ? <Text className='section__hint'>{t('loading')}</Text> : null}
          {reading.state.status === 'failed' || (reading.state.status === 'ready' && !attachReading) ? <Text className='section__hint'>{t('order.readingNotAttached')}</Text> : null}
          {attached && attached.cards ? <AttachedReading reading={{ spreadId: attached.spreadId, question: attached.question, cards: attached.cards }} /> : null}
        </Section>
      ) : null}

      <Section title={t('order.payment')}>
        <View className='order__line'>
          <Text className='order__label'>{t('order.price')}</Text>
          <Text className='order__value order__price'>{t('price', { price })}</Text>
        </View>
        <View className='order__line'>
          <Text className='order__label'>{t('order.balance')}</Text>
          <Text className='order__value order__balance'>{balance === null ? '—' : t('price', { price: balance })}</Text>
        </View>
        <View className='pay-options' role='radiogroup' aria-label={t('order.payWith')}>
          {(['energy', 'wechat'] as const).map((option) => (
            <View
              key={option}
              role='radio'
              aria-checked={payWith === option}
              data-pay={option}
              className={`pay-options__option ${payWith === option ? 'pay-options__option--active' : ''}`}
              onClick={() => setChoice(option)}
            >
              <Text className={`pay-options__text ${payWith === option ? 'pay-options__text--active' : ''}`}>{option === 'energy' ? t('order.payEnergy') : t('order.payWechat')}</Text>
            </View>
          ))}
        </View>
        {missing > 0 ? (
          <View className='order__short'>
            <Text className='order__short-text'>{t('order.short', { price, balance: balance ?? 0, missing })}</Text>
            <Text className='link order__get-energy' onClick={getEnergy}>
              {`${t('order.getEnergy', { missing })} ›`}
            </Text>
          </View>
        ) : null}
        <Text className='order__promise'>{t('promise')}</Text>
      </Section>

      {askYear ? (
        <BirthYearForm saving={busy} onSubmit={(year) => void answerBirthYear(year)} onCancel={() => setAskYear(false)} />
      ) : (
        <Button className='primary-button order__submit' {...disabledWhen(busy || (payWith === 'energy' && missing > 0))} onClick={() => void submit()}>
          {payWith === 'energy' ? t('order.submitEnergy', { price }) : t('order.submitWechat')}
        </Button>
      )}
    </View>
  )
}

/** /pages/reader/order?readerId=…[&readingId=…]: write the question, see the price and the balance, and pay. */
export function NewOrder({ readerId, readingId }: { readerId: string; readingId?: string }) {
  const { t } = useTranslation('readers')
  const signedIn = useSession((s) => isSignedIn(s))
  // Opened without a reader (an old link, a typed address): send the user to choose one.
  if (!readerId)
    return (
      <View className='readers-status__box'>
        <Text className='readers-status'>{t('order.noReader')}</Text>
        <Button className='primary-button readers-status__retry' onClick={() => void redirectTo('/pages/reader/readers')}>
          {t('order.chooseReader')}
        </Button>
      </View>
    )
  if (!signedIn) return <SignInPrompt title={t('order.signIn')} redirect={`/pages/reader/order?readerId=${encodeURIComponent(readerId)}${readingId ? `&readingId=${encodeURIComponent(readingId)}` : ''}`} />
  return <OrderForm readerId={readerId} readingId={readingId} />
}
