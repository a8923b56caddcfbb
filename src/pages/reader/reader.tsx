import { useTranslation } from 'react-i18next'
import { PageFrame } from '@/components/page-frame/page-frame'
import { Section } from '@/components/section/section'

/** /pages/reader/reader */
export default function ReaderPage() {
  const { t } = useTranslation()
  return (
    <PageFrame title={t('titles.reader')} lead={t('frames.reader')}>
      <Section title={t('titles.reader')} hint={t('frames.comingSoon')} />
    </PageFrame>
  )
}
