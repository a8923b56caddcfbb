import { useTranslation } from 'react-i18next'
import { PageFrame } from '@/components/page-frame/page-frame'
import { Section } from '@/components/section/section'
import { usePreload } from '@/lib/hooks/use-preload'

/** /pages/tarot/spread */
export default function SpreadPage() {
  const { t } = useTranslation()
  usePreload('/pages/tarot/spread')
  return (
    <PageFrame title={t('titles.spread')} lead={t('frames.spread')}>
      <Section title={t('titles.spread')} hint={t('frames.comingSoon')} />
    </PageFrame>
  )
}
