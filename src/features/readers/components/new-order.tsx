import { Button, Text, Textarea, View } from '@tarojs/components'
import { ResultCode } from '@tarot/contracts/codes'
import type { PayParams } from '@tarot/contracts/pay'
import { isSignedIn } from '@tarot/core/session'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PhoneText } from '@/components/phone-link/phone-text'
import { Section } from '@/components/section/section'
import { BirthYearForm } from '@/components/birth-year-form/birth-year-form'
import { UnderAgeNotice } from '@/components/under-age-notice/under-age-notice'
import { getOrder } from '@/lib/api/pay'
import { getReading } from '@/lib/api/readings'
import { ApiError } from '@/lib/http/client'
import { loginUrl, navigateTo, redirectTo } from '@/lib/navigation/navigate'
import { answerBirthYear, checkout } from '@/lib/pay/checkout'
import { useCanBuy } from '@/lib/pay/can-buy'
import { payOs, payPlatform } from '@/lib/pay/pay-platform'
import { yuanFromFen } from '@/lib/pay/money'
import { disabledWhen } from '@/lib/ui/disabled'
import { hideLoading, showLoading, showToast } from '@/lib/ui/toast'
import { useSession } from '@/stores/session'
import { createConsultation, getReader } from '../api/readers'
import { useServerData } from '@/lib/data/use-server-data'
import { readingKey } from '@/lib/data/reading'
import { WALLET_KEY, loadWallet } from '@/lib/data/wallet'
import { QUESTION_MAX, QUESTION_MIN, newOrderKey } from '../model/readers'
import { AttachedReading } from '@/components/attached-reading/attached-reading'
import { ReaderAvatar } from './reader-avatar'
import { SignInPrompt } from '@/components/sign-in-prompt/sign-in-prompt'
import { StatusView } from '@/components/status-view/status-view'
import '../../../components/text-box/text-box.css'
import '../../../components/segment/segment.css'
import './reader-strip.css'
import './new-order.css'
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
  const reading = useServerData(readingKey(readingId), () => getReading(readingId ?? ''))
  const wallet = useServerData(WALLET_KEY, loadWallet, { refreshOnShow: true })
  const [question, setQuestion] = useState('')
  const [choice, setChoice] = useState<PayWith | null>(null)
  const [busy, setBusy] = useState(false)
  // WeChat Pay is a purchase: the first one asks the birth year (adults only), then the order goes on.
  const [askYear, setAskYear] = useState(false)
  // Refused as under 18 (the answer just given, or the year on the account): said plainly, with the way to a correction.
  const [underAge, setUnderAge] = useState(false)
  // Crisis language or a health question: the server's caring words, shown where they can be read (a crisis answer carries hotlines).
  const [screened, setScreened] = useState<string | null>(null)
  // WeChat Pay and getting energy are purchases: offered only where buying is allowed (the one rule).
  const canBuy = useCanBuy()
  // One key per order attempt: the same request retried reuses it; a changed request gets a new one.
  const attempt = useRef<{ key: string; signature: string } | null>(null)

  if (reader.state.status === 'loading') return <StatusView kind="loading" message={t('loading')} />
  if (reader.state.status === 'failed') {
    const missing = reader.state.error instanceof ApiError && reader.state.error.code === ResultCode.notFound
    return missing ? <StatusView kind="empty" message={t('profile.missing')} /> : <StatusView kind="failed" onRetry={reader.retry} />
  }
  const profile = reader.state.value
  const price = profile.priceEnergy
  // The same price in money, through WeChat Pay (issue 34): said where the person chooses how to pay.
  const money = yuanFromFen(profile.priceFen)
  const balance = wallet.state.status === 'ready' ? wallet.state.value.total : null
  const missing = balance === null ? 0 : Math.max(0, price - balance)
  const options: PayWith[] = canBuy ? ['energy', 'wechat'] : ['energy']
  const payWith: PayWith = choice && options.includes(choice) ? choice : missing > 0 && canBuy ? 'wechat' : 'energy'
  const trimmed = question.trim()
  const attached = attachReading && reading.state.status === 'ready' ? reading.state.value : null

  const getEnergy = () => void navigateTo(`/pages/pay/energy?need=${missing}`)

  const openOrder = (id: string) => void redirectTo(`/pages/reader/order?id=${encodeURIComponent(id)}`)

  /** The server would not take the order: say why, or go where it can be made. */
  const refused = (error: unknown, withReading: string | undefined) => {
    const code = error instanceof ApiError ? error.code : undefined
    if (code === ResultCode.questionRefused) {
      setScreened((error as Error).message)
    } else if (code === ResultCode.underAge) {
      setUnderAge(true)
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
  }

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
    const clientKey = attempt.current.key
    try {
      const result = await checkout({
        create: () =>
          createConsultation({
            readerId: profile.id,
            question: trimmed,
            ...(withReading ? { readingId: withReading } : {}),
            payWith,
            ...(payWith === 'wechat' ? { platform: payPlatform(), os: payOs() } : {}),
            clientKey,
          }),
        // Paid with energy, nothing is left to pay. The dev checkout is waited for here; a WeChat payment is
        // followed by the consultation's page, which looks again until the server has confirmed it.
        payment: async ({ pay }) => (payWith === 'energy' || !pay ? null : { params: pay, orderId: pay.channel === 'dev' ? pay.orderId : null, amountFen: await amountOf(pay) }),
        onStep: (step) => {
          if (step.kind === 'paying') hideLoading()
          if (step.kind === 'confirming') showLoading(t('order.confirming'))
        },
      })
      hideLoading()
      switch (result.kind) {
        case 'birthYear':
          setAskYear(true)
          return
        case 'refused':
          refused(result.error, withReading)
          return
        case 'done':
          void wallet.refresh().catch(() => undefined)
          openOrder(result.created.consultation.id)
          return
        case 'cancelled':
          showToast(t('order.payCancelled'))
          return
        case 'unavailable':
          showToast(t('order.payUnavailable'))
          return
        case 'failed':
          if (result.data) openOrder(result.created.consultation.id)
          else showToast(t('order.payFailed'))
          return
        default:
          openOrder(result.created.consultation.id)
      }
    } catch (error) {
      hideLoading()
      showToast((error as Error).message || tc('errors.fetchFailed'))
    } finally {
      setBusy(false)
    }
  }

  const submitBirthYear = async (year: number) => {
    setBusy(true)
    try {
      const answer = await answerBirthYear(year)
      setAskYear(false)
      if (answer === 'underAge') {
        setUnderAge(true)
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
    <View className="order">
      <View className="order__reader">
        <ReaderAvatar name={profile.name} photo={profile.photo} />
        <View className="order__reader-text">
          <Text className="order__reader-name">{profile.name}</Text>
          <Text className="order__reader-tagline">{profile.tagline}</Text>
        </View>
      </View>

      <Section title={t('order.question')} hint={t('order.questionHint', { min: QUESTION_MIN, max: QUESTION_MAX })}>
        <Textarea
          className="order__question text-box"
          value={question}
          maxlength={QUESTION_MAX}
          placeholder={t('order.questionPlaceholder')}
          placeholderClass="text-box__placeholder"
          onInput={(e) => {
            setQuestion(e.detail.value)
            setScreened(null)
          }}
        />
        <Text className="text-box__count">{`${Array.from(question).length}/${QUESTION_MAX}`}</Text>
        {screened ? (
          <View className="order__screened" role="alert">
            <Text className="order__screened-text">
              <PhoneText text={screened} />
            </Text>
          </View>
        ) : null}
      </Section>

      {readingId ? (
        <Section title={t('order.reading')}>
          {reading.state.status === 'loading' ? <Text className="section__hint">{t('loading')}</Text> : null}
          {reading.state.status === 'failed' || (reading.state.status === 'ready' && !attachReading) ? <Text className="section__hint">{t('order.readingNotAttached')}</Text> : null}
          {attached && attached.cards ? <AttachedReading reversedLabel={t('reversed')} reading={{ spreadId: attached.spreadId, question: attached.question, cards: attached.cards }} /> : null}
        </Section>
      ) : null}

      <Section title={t('order.payment')}>
        <View className="order__line">
          <Text className="order__label">{t('order.price')}</Text>
          <Text className="order__value order__price">{canBuy ? t('order.priceBoth', { price, money }) : t('price', { price })}</Text>
        </View>
        <View className="order__line">
          <Text className="order__label">{t('order.balance')}</Text>
          <Text className="order__value order__balance">{balance === null ? '—' : t('price', { price: balance })}</Text>
        </View>
        <View className="pay-options" role="radiogroup" aria-label={t('order.payWith')}>
          {options.map((option) => (
            <View
              key={option}
              role="radio"
              aria-checked={payWith === option}
              data-pay={option}
              className={`segment pay-options__option ${payWith === option ? 'pay-options__option--active' : ''}`}
              onClick={() => setChoice(option)}
            >
              <Text className={`pay-options__text ${payWith === option ? 'pay-options__text--active' : ''}`}>{option === 'energy' ? t('order.payEnergy') : t('order.payWechat')}</Text>
            </View>
          ))}
        </View>
        {missing > 0 && !canBuy ? (
          // Nothing can be bought on this device (iOS without iosCharge): no other way to pay is named, and the
          // person is told why the order cannot go ahead and what they can do instead.
          <View className="order__short order__short--no-buy">
            <Text className="order__short-text">{t('order.shortNoBuy', { price, balance: balance ?? 0, missing })}</Text>
            <Text className="order__short-text order__instead">{balance ? t('order.insteadWithin', { balance }) : t('order.instead')}</Text>
          </View>
        ) : missing > 0 && payWith === 'energy' ? (
          // Only while paying with energy: with WeChat Pay chosen, nothing is missing.
          <View className="order__short">
            <Text className="order__short-text">{t('order.short', { price, balance: balance ?? 0, missing, money })}</Text>
            {canBuy ? (
              <Text className="link order__get-energy" onClick={getEnergy}>
                {`${t('order.getEnergy', { missing })} ›`}
              </Text>
            ) : null}
          </View>
        ) : null}
        <Text className="order__promise">{t(canBuy ? 'promise' : 'promiseNoBuy')}</Text>
      </Section>

      {underAge ? (
        <UnderAgeNotice className="order__under-age" />
      ) : askYear ? (
        <BirthYearForm saving={busy} onSubmit={(year) => void submitBirthYear(year)} onCancel={() => setAskYear(false)} />
      ) : missing > 0 && !canBuy ? (
        <Button className="secondary-button order__other-readers" onClick={() => void redirectTo('/pages/reader/readers')}>
          {t('order.otherReaders')}
        </Button>
      ) : (
        <Button className="primary-button order__submit" {...disabledWhen(busy || (payWith === 'energy' && missing > 0))} onClick={() => void submit()}>
          {payWith === 'energy' ? t('order.submitEnergy', { price }) : t('order.submitWechat', { money })}
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
      <View className="readers-status__box">
        <Text className="readers-status">{t('order.noReader')}</Text>
        <Button className="primary-button readers-status__retry" onClick={() => void redirectTo('/pages/reader/readers')}>
          {t('order.chooseReader')}
        </Button>
      </View>
    )
  if (!signedIn)
    return (
      <SignInPrompt
        title={t('order.signIn')}
        label={t('signIn')}
        redirect={`/pages/reader/order?readerId=${encodeURIComponent(readerId)}${readingId ? `&readingId=${encodeURIComponent(readingId)}` : ''}`}
      />
    )
  return <OrderForm readerId={readerId} readingId={readingId} />
}
