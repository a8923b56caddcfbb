import { Button, Text, View } from '@tarojs/components'
import { isSignedIn } from '@tarot/core/session'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { disabledWhen } from '@/lib/ui/disabled'
import { Section } from '@/components/section/section'
import { loginUrl, navigateTo } from '@/lib/navigation/navigate'
import { showToast } from '@/lib/ui/toast'
import { useSession } from '@/stores/session'
import { deleteAccount, logOut } from '../api/account'
import '../../../components/agreement/agreement.css'
import './account-settings.css'
import '@/features/account/translations'
import { confirm } from '@/components/dialog/dialog'
import { Block } from '@/components/primitives/box'

/** The about page's account part: sign in as a guest; log out and delete the account when signed in. */
export function AccountSettings() {
  const { t } = useTranslation('account')
  const { t: tc } = useTranslation()
  const signedIn = useSession((s) => isSignedIn(s))
  const [agreed, setAgreed] = useState(false)
  const [busy, setBusy] = useState(false)

  if (!signedIn) {
    return (
      <Section title={t('signIn')} hint={t('guest')}>
        <Button className="primary-button account__sign-in" onClick={() => void navigateTo(loginUrl('/pages/index/about'))}>
          {t('signIn')}
        </Button>
      </Section>
    )
  }

  const confirmLogout = async () => {
    if (!(await confirm({ title: tc('about.logout'), content: t('logoutConfirm'), cancelText: tc('common.cancel'), confirmText: tc('common.confirm') }))) return
    await logOut()
    showToast(t('loggedOut'))
  }

  const confirmDelete = async () => {
    if (!agreed) {
      // As on the sign-in page: say what is missing rather than ignore the tap.
      showToast(t('deleteMustAgree'))
      return
    }
    if (busy) return
    if (!(await confirm({ title: t('deleteConfirmTitle'), content: t('deleteConfirmBody'), confirmText: t('deleteButton'), cancelText: tc('common.cancel'), danger: true }))) return
    setBusy(true)
    try {
      await deleteAccount()
      showToast(t('deleted'))
    } catch (error) {
      showToast((error as Error).message || tc('errors.server'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <Section title={tc('about.logout')}>
        <Button className="account__logout" onClick={() => void confirmLogout()}>
          {tc('about.logout')}
        </Button>
      </Section>
      <Section title={tc('about.deleteAccount')} hint={t('deleteIntro')}>
        <View className="agreement account__agreement">
          <Block className={`agreement__check account__check ${agreed ? 'agreement__check--on' : ''}`} ariaRole="checkbox" ariaLabel={t('deleteAgreePrefix')} onClick={() => setAgreed(!agreed)}>
            <Text className="agreement__check-mark">{agreed ? '✓' : ''}</Text>
          </Block>
          <Text className="agreement__text" onClick={() => setAgreed(!agreed)}>
            {t('deleteAgreePrefix')}
          </Text>
          <Text className="link agreement__doc" onClick={() => void navigateTo('/pages/content/page?id=deletion-agreement')}>
            {t('deletionAgreement')}
          </Text>
        </View>
        <Button className="account__delete" {...disabledWhen(busy)} onClick={() => void confirmDelete()}>
          {t('deleteButton')}
        </Button>
      </Section>
    </>
  )
}
