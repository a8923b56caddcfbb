import { useTranslation } from 'react-i18next'
import { PageFrame } from '@/components/page-frame/page-frame'
import { Section } from '@/components/section/section'

/** /pages/content/page */
export default function PagePage() {
  const { t } = useTranslation()
  return (
    <PageFrame title={t('titles.page')} lead={t('frames.page')}>
      <Section title={t('titles.page')} hint={t('frames.comingSoon')} />
    </PageFrame>
  )
}
