import { Button, Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { readingUrl } from '@/lib/card-flow/use-reading-save'
import { redirectTo, switchTab } from '@/lib/navigation/navigate'
import { HOME } from '@/lib/navigation/routes'
import './card-flow.css'
import '@/lib/i18n/namespaces/draw'

/**
 * What a card page shows when it has nothing to draw for: no question handed over
 * (opened directly), or a question whose reading already exists. Never a dead end.
 */
export function FlowNotice({ spentReadingId }: { spentReadingId?: string }) {
  const { t } = useTranslation('draw')
  return (
    <View className="flow-notice">
      <Text className="flow-notice__title">{spentReadingId ? t('flow.spentTitle') : t('flow.missingTitle')}</Text>
      <Text className="flow-notice__body">{spentReadingId ? t('flow.spentBody') : t('flow.missingBody')}</Text>
      {spentReadingId ? (
        <Button className="primary-button flow-notice__reading" onClick={() => void redirectTo(readingUrl(spentReadingId))}>
          {t('flow.openReading')}
        </Button>
      ) : null}
      <Button className={`${spentReadingId ? 'flow-notice__secondary' : 'primary-button'} flow-notice__home`} onClick={() => void switchTab(HOME)}>
        {t('flow.home')}
      </Button>
    </View>
  )
}
