import { Button } from '@tarojs/components'
import { isSignedIn } from '@tarot/core/session'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Section } from '@/components/section/section'
import { disabledWhen } from '@/lib/ui/disabled'
import { saveTextFile } from '@/lib/save-file/save-file'
import { showToast } from '@/lib/ui/toast'
import { useSession } from '@/stores/session'
import { exportAccount } from '../api/account'
import '../../../components/outline-button/outline-button.css'
import './data-export.css'
import '@/features/account/translations'

/**
 * On the about page, signed in: "Download my data" (PIPL Art. 45, docs/privacy-data.md): every record the person owns
 * as one JSON file, downloaded on H5 and copied where a page cannot save a file (the mini-program, the app).
 */
export function DataExport() {
  const { t } = useTranslation('account')
  const signedIn = useSession((s) => isSignedIn(s))
  const [busy, setBusy] = useState(false)
  if (!signedIn) return null

  const download = async () => {
    if (busy) return
    setBusy(true)
    try {
      const { text, filename } = await exportAccount()
      const how = await saveTextFile(text, filename, 'application/json')
      showToast(t(how === 'copied' ? 'export.copied' : 'export.done'), { icon: 'success' })
    } catch {
      // A refused or failed request has shown its own message.
    } finally {
      setBusy(false)
    }
  }

  return (
    <Section title={t('export.title')} hint={t('export.hint')}>
      <Button className="outline-button account__export" {...disabledWhen(busy)} onClick={() => void download()}>
        {t(busy ? 'export.busy' : 'export.button')}
      </Button>
    </Section>
  )
}
