import { useTranslation } from 'react-i18next'
import { PageFrame } from '@/components/page-frame/page-frame'
import { SharedLinksScreen } from '@/features/share/components/shared-links-screen'
import '@/lib/i18n/namespaces/share'

/** /pagesApp/share/links — the links I shared, each one revocable. */
export default function SharedLinksPage() {
  const { t } = useTranslation('share')
  return (
    <PageFrame title={t('links.title')}>
      <SharedLinksScreen />
    </PageFrame>
  )
}
