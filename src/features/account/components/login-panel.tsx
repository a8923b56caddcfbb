import { Button, Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useServerData } from '@/lib/data/use-server-data'
import { AgreementHint } from '@/components/agreement/agreement-hint'
import { disabledWhen } from '@/lib/ui/disabled'
import { continueAfterLogin, navigateTo } from '@/lib/navigation/navigate'
import { hideLoading, showLoading, showToast } from '@/lib/ui/toast'
import { type ProviderName, fetchProviders, signIn } from '../api/sign-in'
import { PLATFORM_PROVIDER, platformSignInCode } from '../platform/platform-sign-in'
import '../../../components/agreement/agreement.css'
import '../../../components/text-box/text-line.css'
import './login-panel.css'
import '@/features/account/translations'
import { Block } from '@/components/primitives/box'

/**
 * The sign-in page's body (spec §5, §8 "Login"): the agreement must be ticked
 * first; then WeChat (mini-program) or the server's local dev sign-in, whichever
 * this deployment and platform offer. Success goes back where the user came from.
 */
export function LoginPanel({ redirect, reason }: { redirect?: string; reason?: string }) {
  const { t } = useTranslation('account')
  const { t: tc } = useTranslation()
  const [agreed, setAgreed] = useState(false)
  // A sign-in tapped before the agreement is ticked: the hint shows below the tick box until it is.
  const [askedToAgree, setAskedToAgree] = useState(false)
  // The sign-in methods on offer; none when they cannot be fetched.
  const { state: offered } = useServerData(['sign-in-providers'], fetchProviders)
  const providers: ProviderName[] | null = offered.status === 'ready' ? offered.value : offered.status === 'failed' ? [] : null
  const [name, setName] = useState('')
  const [busy, setBusy] = useState(false)

  const run = async (provider: ProviderName, credentials: () => Promise<{ code?: string; name?: string }>) => {
    if (!agreed) {
      setAskedToAgree(true)
      return
    }
    if (busy) return
    setBusy(true)
    showLoading(t('loggingIn'))
    try {
      await signIn(provider, await credentials())
      hideLoading()
      showToast(t('success'), { icon: 'success' })
      await continueAfterLogin(redirect)
    } catch {
      hideLoading()
      showToast(t('failed'))
    } finally {
      setBusy(false)
    }
  }

  const platform = PLATFORM_PROVIDER && providers?.includes(PLATFORM_PROVIDER) ? PLATFORM_PROVIDER : null
  const dev = providers?.includes('dev') ?? false
  const openPage = (id: string) => void navigateTo(`/pages/content/page?id=${id}`)

  return (
    <View className="login">
      {reason === 'token' ? (
        <View className="login__reason" role="alert">
          <Text className="login__reason-text">{tc('errors.tokenExpired')}</Text>
        </View>
      ) : reason === 'ask' ? (
        <View className="login__reason login__reason--ask" role="status">
          <Text className="login__reason-text">{t('reasonAsk')}</Text>
        </View>
      ) : null}
      <Text className="login__why">{t('why')}</Text>
      {platform ? (
        <Button className="primary-button login__wechat" {...disabledWhen(busy)} onClick={() => void run(platform, async () => ({ code: await platformSignInCode() }))}>
          {t('wechat')}
        </Button>
      ) : null}
      {dev ? (
        <View className="login__dev">
          <Text className="login__dev-title">{t('devTitle')}</Text>
          <Text className="login__dev-hint">{t('devHint')}</Text>
          <Input
            className="text-line login__name"
            value={name}
            maxlength={32}
            placeholder={t('devPlaceholder')}
            placeholderClass="login__placeholder"
            onInput={(e) => setName(e.detail.value)}
            ariaLabel={t('devName')}
          />
          <Button className="primary-button login__submit" {...disabledWhen(busy || name.trim() === '')} onClick={() => void run('dev', async () => ({ name: name.trim() }))}>
            {t('devSubmit')}
          </Button>
        </View>
      ) : null}
      {providers !== null && !platform && !dev ? <Text className="login__none">{t('noMethod')}</Text> : null}
      <View className={`agreement login__agreement ${askedToAgree && !agreed ? 'agreement--attention' : ''}`}>
        <Block className={`agreement__check login__check ${agreed ? 'agreement__check--on' : ''}`} ariaRole="checkbox" ariaLabel={t('agreePrefix')} onClick={() => setAgreed(!agreed)}>
          <Text className="agreement__check-mark">{agreed ? '✓' : ''}</Text>
        </Block>
        <Text className="agreement__text" onClick={() => setAgreed(!agreed)}>
          {t('agreePrefix')}
        </Text>
        <Text className="link agreement__doc" onClick={() => openPage('user-agreement')}>
          {t('userAgreement')}
        </Text>
        <Text className="agreement__text">{t('and')}</Text>
        <Text className="link agreement__doc" onClick={() => openPage('privacy-policy')}>
          {t('privacyPolicy')}
        </Text>
      </View>
      {askedToAgree && !agreed ? <AgreementHint className="login__must-agree" text={t('mustAgree')} /> : null}
    </View>
  )
}
