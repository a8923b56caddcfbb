import { Button, Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { disabledWhen } from '@/lib/ui/disabled'
import '../text-box/text-line.css'
import './birth-year-form.css'

/** Asked once, before the first purchase (energy, VIP or a reader's consultation): purchases are for adults only. */
export function BirthYearForm({ saving, onSubmit, onCancel }: { saving: boolean; onSubmit: (year: number) => void; onCancel: () => void }) {
  const { t } = useTranslation()
  const [value, setValue] = useState('')
  const [invalid, setInvalid] = useState(false)
  const maxYear = new Date().getFullYear()

  const submit = () => {
    const year = Number(value.trim())
    if (!/^\d{4}$/.test(value.trim()) || year < 1900 || year > maxYear) {
      setInvalid(true)
      return
    }
    setInvalid(false)
    onSubmit(year)
  }

  return (
    <View className='birth-year'>
      <Text className='birth-year__title'>{t('birthYear.title')}</Text>
      <Text className='birth-year__hint'>{t('birthYear.hint')}</Text>
      <Input
        className='text-line birth-year__input'
        type='number'
        maxlength={4}
        value={value}
        placeholder={t('birthYear.placeholder')}
        placeholderClass='birth-year__placeholder'
        onInput={(e) => setValue(e.detail.value ?? '')}
        ariaLabel={t('birthYear.title')}
      />
      {invalid ? <Text className='birth-year__error'>{t('birthYear.invalid', { max: maxYear })}</Text> : null}
      <Button className='primary-button birth-year__submit' {...disabledWhen(saving || value.trim() === '')} onClick={submit}>
        {t('birthYear.confirm')}
      </Button>
      <Button className='secondary-button birth-year__cancel' onClick={onCancel}>
        {t('birthYear.cancel')}
      </Button>
    </View>
  )
}
