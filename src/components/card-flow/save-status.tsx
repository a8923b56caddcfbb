import { Button, Text, View } from '@tarojs/components'
import { isSignedIn } from '@tarot/core/session'
import { useTranslation } from 'react-i18next'
import type { SaveFailure } from '@/lib/card-flow/use-reading-save'
import { loginUrl, navigateTo } from '@/lib/navigation/navigate'
import { useSession } from '@/stores/session'
import './card-flow.css'
import './flow-failed.css'
import '@/lib/i18n/namespaces/draw'
import { Block } from '@/components/primitives/box'

export interface SaveStatusProps {
  failure: SaveFailure | null
  working: boolean
  onRetry: () => void
  onSkip: () => void
  /** Where sign-in brings a guest back to. */
  loginRedirect: string
}

/**
 * Beside the card pages' last button: "Failed to save result" with Retry (and, when the
 * reading exists, reading it unsaved), or for a guest a note that sign-in keeps readings.
 */
export function SaveStatus({ failure, working, onRetry, onSkip, loginRedirect }: SaveStatusProps) {
  const { t } = useTranslation('draw')
  const { t: tc } = useTranslation()
  const signedIn = useSession((s) => isSignedIn(s))
  return (
    <View className="save-status">
      {failure ? (
        <Block className="flow-failed save__failed" ariaRole="alert">
          <Text className="flow-failed__title">{t('save.failed')}</Text>
          {failure.detail ? <Text className="flow-failed__detail">{failure.detail}</Text> : null}
          <Button className="primary-button save__retry" disabled={working || undefined} onClick={onRetry}>
            {working ? t('save.saving') : tc('common.retry')}
          </Button>
          {failure.stage === 'save' ? (
            <Text className="link save__skip" onClick={() => (working ? undefined : onSkip())}>
              {t('save.skip')}
            </Text>
          ) : null}
        </Block>
      ) : null}
      {signedIn ? null : (
        <View className="save__guest">
          <Text className="save__guest-note">{t('save.guestNote')}</Text>
          <Text className="save__sign-in" onClick={() => void navigateTo(loginUrl(loginRedirect))}>
            {t('save.signIn')} ›
          </Text>
        </View>
      )}
    </View>
  )
}
