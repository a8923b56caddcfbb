import { useTranslation } from 'react-i18next'
import { PageFrame } from '@/components/page-frame/page-frame'
import { Section } from '@/components/section/section'
import { usePreload } from '@/lib/hooks/use-preload'

/** /pages/tarot/tarot_read */
export default function TarotReadPage() {
  const { t } = useTranslation()
  usePreload('/pages/tarot/tarot_read')
  return (
    <PageFrame title={t('titles.read')} lead={t('frames.read')}>
      <Section title={t('titles.read')} hint={t('frames.comingSoon')} />
    </PageFrame>
  )
}
