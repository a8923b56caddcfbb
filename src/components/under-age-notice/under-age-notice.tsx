import { Button, Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { fetchBirthYear } from '@/lib/api/pay'
import { useServerData } from '@/lib/data/use-server-data'
import { navigateTo } from '@/lib/navigation/navigate'
import './under-age-notice.css'
import '@/lib/pay/translations'

/** Where a correction of the birth year is asked for: the feedback form, opened with the request written out. */
export function birthYearFeedbackUrl(year: number | null): string {
  return `/pages/index/about?feedback=birthYear${year ? `&year=${year}` : ''}`
}

/**
 * The refusal of a purchase to someone under 18 (server code 403003), wherever it happens (the wallet, a
 * reader's order): what blocks it (the year of birth on the account), that it cannot be changed here, and
 * the way to ask for a correction — the feedback form, opened with the request written out.
 */
export function UnderAgeNotice({ className = '' }: { className?: string }) {
  const { t } = useTranslation('pay')
  const { state } = useServerData(['birthYear'], fetchBirthYear, { fresh: true })
  const year = state.status === 'ready' ? state.value.birthYear : null
  return (
    <View className={`under-age ${className}`}>
      <Text className='under-age__title'>{t('underAge.title')}</Text>
      <Text className='under-age__body wallet__refusal--underAge'>{t('underAge.body')}</Text>
      {year ? <Text className='under-age__year'>{t('underAge.year', { year })}</Text> : null}
      <Text className='under-age__how'>{t('underAge.how')}</Text>
      <Button className='primary-button under-age__feedback' onClick={() => void navigateTo(birthYearFeedbackUrl(year))}>
        {t('underAge.feedback')}
      </Button>
    </View>
  )
}
