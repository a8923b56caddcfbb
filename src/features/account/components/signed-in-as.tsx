import { Text, View } from '@tarojs/components'
import { isSignedIn } from '@tarot/core/session'
import { useTranslation } from 'react-i18next'
import { useServerData } from '@/lib/data/use-server-data'
import { useSession } from '@/stores/session'
import { fetchAccount } from '../api/who'
import './signed-in-as.css'
import '@/features/account/translations'

/**
 * The about page's first line for a signed-in person: the name the account goes by (WeChat gives none: "微信用户"),
 * the way it signs in and the kind of account. Read from the server, so it is right whatever device signed in.
 */
export function SignedInAs() {
  const { t } = useTranslation('account')
  const signedIn = useSession((s) => isSignedIn(s))
  const userId = useSession((s) => s.userId)
  const { state } = useServerData(signedIn ? ['account-me', userId] : null, fetchAccount, { refreshOnShow: true })
  if (!signedIn) return null
  const account = state.status === 'ready' && state.value?.kind === 'user' ? state.value : null
  const name = account ? (account.name ?? (account.methods.includes('wechat') ? t('who.wechatName') : t('signedInAs'))) : t('signedInAs')
  const details = account
    ? [...account.methods.map((m) => t(`who.method.${m}`)), t(account.reader ? 'who.kind.reader' : 'who.kind.user')].join(' · ')
    : state.status === 'failed'
      ? t('who.failed')
      : t('who.loading')
  return (
    <View className="signed-in-as" ariaLabel={t('who.title')}>
      <View className="signed-in-as__badge">
        <Text className="signed-in-as__initial">{([...name][0] ?? '·').toLocaleUpperCase()}</Text>
      </View>
      <View className="signed-in-as__text">
        <Text className="signed-in-as__title">{t('who.title')}</Text>
        <Text className="signed-in-as__name">{name}</Text>
        <Text className="signed-in-as__details">{details}</Text>
      </View>
    </View>
  )
}
