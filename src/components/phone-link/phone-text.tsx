import { useTranslation } from 'react-i18next'
import { showToast } from '@/lib/ui/toast'
import { PhoneLink } from './phone-link'
import { phoneRuns } from './phone-runs'

/**
 * Text the server wrote with phone numbers in it (a crisis answer's hotlines and emergency numbers, wherever it is
 * shown: the ask page, the follow-up chat, a consultation refused for it), each number one tap from a call. Goes
 * inside a Text; joined again its pieces are the text.
 */
export function PhoneText({ text }: { text: string }) {
  const { t } = useTranslation()
  return (
    <>
      {phoneRuns(text).map((run, i) =>
        run.kind === 'phone' ? <PhoneLink key={i} number={run.text} label={t('phone.call', { number: run.text })} onCopied={() => showToast(t('phone.copied', { number: run.text }))} /> : run.text,
      )}
    </>
  )
}
