import { Button } from '@tarojs/components'
import { Section } from '@/components/section/section'
import { loginUrl, navigateTo } from '@/lib/navigation/navigate'
import './sign-in-prompt.css'

/** What belongs to a signed-in user: sign in (the button says `label`), then come back to the same place. */
export function SignInPrompt({ title, label, redirect }: { title: string; label: string; redirect: string }) {
  return (
    <Section title={title}>
      <Button className="primary-button readers-sign-in" onClick={() => void navigateTo(loginUrl(redirect))}>
        {label}
      </Button>
    </Section>
  )
}
