import { useTranslation } from 'react-i18next'
import { PageFrame } from '@/components/page-frame/page-frame'
import { LibraryTabs } from '@/features/library/components/library-tabs'

/** /pages/index/help — the card library and the articles. */
export default function HelpPage() {
  const { t } = useTranslation()
  return (
    <PageFrame title={t('titles.help')} lead={t('frames.help')} isTab>
      <LibraryTabs />
    </PageFrame>
  )
}
