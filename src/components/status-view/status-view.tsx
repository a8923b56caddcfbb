import { Button, Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import './status-view.css'

/** Loading, failed with a retry, or empty: the states a list or a screen passes through. */
export function StatusView({ kind, message, onRetry }: { kind: 'loading' | 'failed' | 'empty'; message?: string; onRetry?: () => void }) {
  const { t } = useTranslation()
  if (kind === 'loading') return <Text className='readers-status'>{message ?? t('common.loading')}</Text>
  return (
    <View className='readers-status__box'>
      <Text className='readers-status'>{message ?? t('errors.fetchFailed')}</Text>
      {kind === 'failed' && onRetry ? (
        <Button className='primary-button readers-status__retry' onClick={onRetry}>
          {t('common.retry')}
        </Button>
      ) : null}
    </View>
  )
}
