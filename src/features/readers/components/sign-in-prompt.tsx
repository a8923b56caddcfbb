import { Button } from '@tarojs/components'
import { Section } from '@/components/section/section'
import { loginUrl, navigateTo } from '@/lib/navigation/navigate'
import { useTranslation } from 'react-i18next'
import '@/features/readers/translations'

/** Orders belong to a signed-in user: sign in, then come back to the same place. */
export function SignInPrompt({ title, redirect }: { title: string; redirect: string }) {
  const { t } = useTranslation('readers')
  return (
    <Section title={title}>
      <Button className='primary-button readers-sign-in' onClick={() => void navigateTo(loginUrl(redirect))}>
        {t('signIn')}
      </Button>
    </Section>
  )
}
