import { useTranslation } from 'react-i18next'
import { PageFrame } from '@/components/page-frame/page-frame'
import { Section } from '@/components/section/section'

/** /pages/content/article */
export default function ArticlePage() {
  const { t } = useTranslation()
  return (
    <PageFrame title={t('titles.article')} lead={t('frames.article')}>
      <Section title={t('titles.article')} hint={t('frames.comingSoon')} />
    </PageFrame>
  )
}
