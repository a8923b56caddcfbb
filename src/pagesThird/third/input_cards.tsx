import { useTranslation } from 'react-i18next'
import { PageFrame } from '@/components/page-frame/page-frame'
import { Section } from '@/components/section/section'

/** /pagesThird/third/input_cards */
export default function InputCardsPage() {
  const { t } = useTranslation()
  return (
    <PageFrame title={t('titles.input')} lead={t('frames.input')}>
      <Section title={t('titles.input')} hint={t('frames.comingSoon')} />
    </PageFrame>
  )
}
