import { useTranslation } from 'react-i18next'
import { PageFrame } from '@/components/page-frame/page-frame'
import { Section } from '@/components/section/section'

/** /pages/reader/readers */
export default function ReadersPage() {
  const { t } = useTranslation()
  return (
    <PageFrame title={t('titles.readers')} lead={t('frames.readers')}>
      <Section title={t('titles.readers')} hint={t('frames.comingSoon')} />
    </PageFrame>
  )
}
