import { useTranslation } from 'react-i18next'
import { PageFrame } from '@/components/page-frame/page-frame'
import { Section } from '@/components/section/section'

/** /pagesThird/third/draw_cards */
export default function DrawCardsPage() {
  const { t } = useTranslation()
  return (
    <PageFrame title={t('titles.draw')} lead={t('frames.draw')}>
      <Section title={t('titles.draw')} hint={t('frames.comingSoon')} />
    </PageFrame>
  )
}
