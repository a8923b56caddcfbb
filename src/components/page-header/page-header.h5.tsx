import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { goBack } from '@/lib/navigation/navigate'
import type { PageHeaderProps } from './page-header'
import './page-header.css'

/** H5 has no native navigation bar: the page draws its own title area with back and actions. */
export function PageHeader({ title, actions, showBack }: PageHeaderProps) {
  const { t } = useTranslation()
  return (
    <View className='page-header' role='banner'>
      <View className='page-header__side'>
        {showBack ? (
          <View className='page-header__back' role='button' aria-label={t('nav.back')} onClick={() => void goBack()}>
            <Text className='page-header__back-icon'>‹</Text>
          </View>
        ) : null}
      </View>
      <Text className='page-header__title'>
        {title}
      </Text>
      <View className='page-header__side page-header__actions'>{actions}</View>
    </View>
  )
}
