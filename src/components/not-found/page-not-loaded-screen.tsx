import { Button, Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { disabledWhen } from '@/lib/ui/disabled'
import './not-found-screen.css'

export interface PageNotLoadedProps {
  offline: boolean
  /** The last retry failed too. */
  still: boolean
  busy: boolean
  onRetry: () => void
  /** Back to the screen still behind, when there is one. */
  onStay?: () => void
}

/** What a person sees when a page's code cannot be fetched: offline or the server down, with a retry. */
export function PageNotLoadedScreen({ offline, still, busy, onRetry, onStay }: PageNotLoadedProps) {
  const { t } = useTranslation()
  return (
    <View className="not-found" role="alert" data-testid="page-not-loaded">
      <Text className="not-found__title">{t(offline ? 'nav.offlineTitle' : 'nav.unreachableTitle')}</Text>
      <Text className="not-found__body">{t('nav.pageNotLoadedBody')}</Text>
      {still ? <Text className="not-found__body not-found__still">{t('nav.stillUnreachable')}</Text> : null}
      <Button className="not-found__home not-found__retry" {...disabledWhen(busy)} onClick={onRetry}>
        {t('common.retry')}
      </Button>
      {onStay ? (
        <Button className="not-found__stay" onClick={onStay}>
          {t('nav.stay')}
        </Button>
      ) : null}
    </View>
  )
}
