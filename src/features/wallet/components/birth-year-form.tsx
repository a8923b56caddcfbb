import { Button, Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { disabledWhen } from '@/lib/ui/disabled'
import './wallet.css'
import '@/features/wallet/translations'

/** Asked once, before the first purchase: purchases are for adults only. */
export function BirthYearForm({ saving, onSubmit, onCancel }: { saving: boolean; onSubmit: (year: number) => void; onCancel: () => void }) {
  const { t } = useTranslation('wallet')
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
    <View className='wallet__birth-year'>
      <Text className='wallet__panel-title'>{t('birthYear.title')}</Text>
      <Text className='wallet__muted'>{t('birthYear.hint')}</Text>
      <Input
        className='wallet__year-input'
        type='number'
        maxlength={4}
        value={value}
        placeholder={t('birthYear.placeholder')}
        placeholderClass='wallet__placeholder'
        onInput={(e) => setValue(e.detail.value ?? '')}
        ariaLabel={t('birthYear.title')}
      />
      {invalid ? <Text className='wallet__error'>{t('birthYear.invalid', { max: maxYear })}</Text> : null}
      <Button className='primary-button wallet__year-submit' {...disabledWhen(saving || value.trim() === '')} onClick={submit}>
        {t('birthYear.confirm')}
      </Button>
      <Button className='wallet__secondary' onClick={onCancel}>
        {t('birthYear.cancel')}
      </Button>
    </View>
  )
}
