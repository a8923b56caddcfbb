import { Button, Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import './status-view.css'

/** The way on from an empty state: a button that says where it goes. */
export interface StatusAction {
  label: string
  onClick: () => void
}

/** Loading, failed with a retry, or empty (with a way on): the states a list or a screen passes through. */
export function StatusView({ kind, message, onRetry, action }: { kind: 'loading' | 'failed' | 'empty'; message?: string; onRetry?: () => void; action?: StatusAction }) {
  const { t } = useTranslation()
  if (kind === 'loading') return <Text className="readers-status">{message ?? t('common.loading')}</Text>
  return (
    <View className="readers-status__box">
      <Text className="readers-status">{message ?? t('errors.fetchFailed')}</Text>
      {kind === 'failed' && onRetry ? (
        <Button className="primary-button readers-status__retry" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      ) : null}
      {kind === 'empty' && action ? (
        <Button className="primary-button readers-status__action" onClick={action.onClick}>
          {action.label}
        </Button>
      ) : null}
    </View>
  )
}
