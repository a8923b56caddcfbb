import { Button, Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { BirthYearConfirm } from '@/components/birth-year-form/birth-year-form'
import { parseBirthYear } from '@/components/birth-year-form/birth-year'
import { type BirthYearStatus, correctBirthYear, fetchBirthYear } from '@/lib/api/pay'
import { useServerData } from '@/lib/data/use-server-data'
import { currentLanguage } from '@/lib/i18n/i18n'
import { formatTime } from '@/lib/i18n/format-time'
import { navigateTo } from '@/lib/navigation/navigate'
import { disabledWhen } from '@/lib/ui/disabled'
import { showToast } from '@/lib/ui/toast'
import '../text-box/text-line.css'
import './under-age-notice.css'
import '@/lib/pay/translations'

/** Where a question about the birth year is asked: the feedback form, opened with the request written out. */
export function birthYearFeedbackUrl(year: number | null): string {
  return `/pages/index/about?feedback=birthYear${year ? `&year=${year}` : ''}`
}

const CONTACT_MAX = 100

/**
 * Asking for a correction of the year: the real year and a way to reach the person, read back with the age it means
 * before it is sent. A year still under 18 applies at once; an adult one waits for our check of the person's age.
 */
function CorrectionForm({ onDone, onCancel }: { onDone: (status: BirthYearStatus) => void; onCancel: () => void }) {
  const { t } = useTranslation('pay')
  const { t: tc } = useTranslation()
  const [year, setYear] = useState('')
  const [contact, setContact] = useState('')
  const [problem, setProblem] = useState<'year' | 'contact' | null>(null)
  const [confirming, setConfirming] = useState<number | null>(null)
  const [saving, setSaving] = useState(false)
  const maxYear = new Date().getFullYear()

  const next = () => {
    const parsed = parseBirthYear(year, maxYear)
    if (parsed === null) return setProblem('year')
    if (!contact.trim()) return setProblem('contact')
    setProblem(null)
    setConfirming(parsed)
  }

  const send = async (birthYear: number) => {
    setSaving(true)
    try {
      const answer = await correctBirthYear(birthYear, contact.trim())
      onDone({ birthYear: answer.birthYear, adult: answer.adult, correction: answer.correction })
      showToast(t(answer.correction ? 'correction.sent' : 'correction.changed'))
    } catch (error) {
      showToast((error as Error).message || tc('errors.fetchFailed'))
    } finally {
      setSaving(false)
    }
  }

  if (confirming !== null)
    return (
      <View className="under-age__form">
        <BirthYearConfirm
          year={confirming}
          saving={saving}
          saveLabel={t('correction.submit')}
          adultNote={t('correction.reviewNote')}
          onSave={() => void send(confirming)}
          onChange={() => setConfirming(null)}
        />
      </View>
    )

  return (
    <View className="under-age__form">
      <Text className="under-age__label">{t('correction.year')}</Text>
      <Input
        className="text-line under-age__input under-age__year-input"
        type="number"
        maxlength={4}
        value={year}
        placeholder={tc('birthYear.placeholder')}
        placeholderClass="under-age__placeholder"
        onInput={(e) => setYear(e.detail.value ?? '')}
        ariaLabel={t('correction.year')}
      />
      {problem === 'year' ? <Text className="under-age__error">{tc('birthYear.invalid', { max: maxYear })}</Text> : null}
      <Text className="under-age__label">{t('correction.contact')}</Text>
      <Input
        className="text-line under-age__input under-age__contact-input"
        maxlength={CONTACT_MAX}
        value={contact}
        placeholder={t('correction.contactPlaceholder')}
        placeholderClass="under-age__placeholder"
        onInput={(e) => setContact(e.detail.value ?? '')}
        ariaLabel={t('correction.contact')}
      />
      <Text className="under-age__hint">{t('correction.contactHint')}</Text>
      {problem === 'contact' ? <Text className="under-age__error">{t('correction.contactMissing')}</Text> : null}
      <Button className="primary-button under-age__next" {...disabledWhen(year.trim() === '')} onClick={next}>
        {tc('birthYear.confirm')}
      </Button>
      <Button className="secondary-button under-age__cancel" onClick={onCancel}>
        {tc('birthYear.cancel')}
      </Button>
    </View>
  )
}

/**
 * The refusal of a purchase to someone under 18 (server code 403003), wherever it happens (the wallet, a
 * reader's order): what blocks it (the year of birth on the account), and the way out of a mistaken year —
 * a correction asked for here, which takes effect once we have checked the person's age, and its progress.
 */
export function UnderAgeNotice({ className = '' }: { className?: string }) {
  const { t } = useTranslation('pay')
  const { state, update } = useServerData(['birthYear'], fetchBirthYear, { fresh: true })
  const [correcting, setCorrecting] = useState(false)
  const status = state.status === 'ready' ? state.value : null
  const year = status?.birthYear ?? null
  const correction = status?.correction ?? null
  const pending = correction?.status === 'pending'
  return (
    <View className={`under-age ${className}`}>
      <Text className="under-age__title">{t('underAge.title')}</Text>
      <Text className="under-age__body wallet__refusal--underAge">{t('underAge.body')}</Text>
      {year ? <Text className="under-age__year">{t('underAge.year', { year })}</Text> : null}
      {correction ? (
        <View className={`under-age__correction under-age__correction--${correction.status}`} role="status">
          <Text className="under-age__correction-text">
            {t(pending ? 'correction.pending' : 'correction.declined', { year: correction.birthYear, date: formatTime(correction.requestedAt, currentLanguage()) })}
          </Text>
        </View>
      ) : null}
      {correcting ? (
        <CorrectionForm
          onCancel={() => setCorrecting(false)}
          onDone={(next) => {
            setCorrecting(false)
            update(() => next)
          }}
        />
      ) : pending ? null : (
        <>
          <Text className="under-age__how">{t('correction.how')}</Text>
          <Button className="primary-button under-age__correct" onClick={() => setCorrecting(true)}>
            {t('correction.open')}
          </Button>
        </>
      )}
      <Text className="link under-age__feedback" onClick={() => void navigateTo(birthYearFeedbackUrl(year))}>
        {`${t('underAge.feedback')} ›`}
      </Text>
    </View>
  )
}
