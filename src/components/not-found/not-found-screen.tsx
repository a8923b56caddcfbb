import { Button, Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import './not-found-screen.css'

/** What a person sees at an address the app does not have, with a way home. */
export function NotFoundScreen({ path, onHome }: { path: string; onHome: () => void }) {
  const { t } = useTranslation()
  return (
    <View className="not-found" role="alert" data-testid="not-found">
      <Text className="not-found__mark">404</Text>
      <Text className="not-found__title">{t('nav.notFoundTitle')}</Text>
      <Text className="not-found__body">{t('nav.notFoundBody')}</Text>
      <Text className="not-found__path">{path}</Text>
      <Button className="not-found__home" onClick={onHome}>
        {t('nav.backHome')}
      </Button>
    </View>
  )
}
