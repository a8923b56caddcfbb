import { Button, Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { disabledWhen } from '@/lib/ui/disabled'
import { ageThisYear, certainlyAdult, parseBirthYear } from './birth-year'
import '../text-box/text-line.css'
import './birth-year-form.css'
// The confirmation's texts live with paying's (not in the first load): the form is only ever shown on the way to a purchase.
import '@/lib/pay/translations'

/**
 * The year read back before it is kept: the age it means this year, and — for a year under 18 — that it stops
 * purchases and cannot simply be changed back. A typo (2012 for 2002) is caught here, not after it is saved.
 */
export function BirthYearConfirm({
  year,
  saving,
  saveLabel,
  adultNote,
  onSave,
  onChange,
}: {
  year: number
  saving: boolean
  saveLabel?: string
  /** What saving an adult year does here, when it is not simply saved (a correction waits for a check). */
  adultNote?: string
  onSave: () => void
  onChange: () => void
}) {
  const { t } = useTranslation('pay')
  const currentYear = new Date().getFullYear()
  const adult = certainlyAdult(year, currentYear)
  return (
    <View className="birth-year__confirm" role="group" aria-label={t('birthYear.confirmTitle')}>
      <Text className="birth-year__title">{t('birthYear.confirmTitle')}</Text>
      <Text className="birth-year__implied">{t('birthYear.implied', { year, age: ageThisYear(year, currentYear) })}</Text>
      <Text className={`birth-year__consequence ${adult ? '' : 'birth-year__consequence--minor'}`}>{adult ? (adultNote ?? t('birthYear.adult')) : t('birthYear.minor')}</Text>
      <Button className="primary-button birth-year__save" {...disabledWhen(saving)} onClick={onSave}>
        {saveLabel ?? t('birthYear.save')}
      </Button>
      <Button className="secondary-button birth-year__change" {...disabledWhen(saving)} onClick={onChange}>
        {t('birthYear.change')}
      </Button>
    </View>
  )
}

/** Asked once, before the first purchase (energy, VIP or a reader's consultation): purchases are for adults only. */
export function BirthYearForm({ saving, onSubmit, onCancel }: { saving: boolean; onSubmit: (year: number) => void; onCancel: () => void }) {
  const { t } = useTranslation()
  const [value, setValue] = useState('')
  const [invalid, setInvalid] = useState(false)
  // The year typed, read back for confirmation before anything is saved.
  const [confirming, setConfirming] = useState<number | null>(null)
  const maxYear = new Date().getFullYear()

  const submit = () => {
    const year = parseBirthYear(value, maxYear)
    if (year === null) {
      setInvalid(true)
      return
    }
    setInvalid(false)
    setConfirming(year)
  }

  if (confirming !== null)
    return (
      <View className="birth-year">
        <BirthYearConfirm year={confirming} saving={saving} onSave={() => onSubmit(confirming)} onChange={() => setConfirming(null)} />
      </View>
    )

  return (
    <View className="birth-year">
      <Text className="birth-year__title">{t('birthYear.title')}</Text>
      <Text className="birth-year__hint">{t('birthYear.hint')}</Text>
      <Input
        className="text-line birth-year__input"
        type="number"
        maxlength={4}
        value={value}
        placeholder={t('birthYear.placeholder')}
        placeholderClass="birth-year__placeholder"
        onInput={(e) => setValue(e.detail.value ?? '')}
        ariaLabel={t('birthYear.title')}
      />
      {invalid ? <Text className="birth-year__error">{t('birthYear.invalid', { max: maxYear })}</Text> : null}
      <Button className="primary-button birth-year__submit" {...disabledWhen(saving || value.trim() === '')} onClick={submit}>
        {t('birthYear.confirm')}
      </Button>
      <Button className="secondary-button birth-year__cancel" onClick={onCancel}>
        {t('birthYear.cancel')}
      </Button>
    </View>
  )
}
