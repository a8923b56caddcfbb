import { useTranslation } from 'react-i18next'
import { PageFrame } from '@/components/page-frame/page-frame'
import { Section } from '@/components/section/section'

/** /pages/reader/order */
export default function OrderPage() {
  const { t } = useTranslation()
  return (
    <PageFrame title={t('titles.order')} lead={t('frames.order')}>
      <Section title={t('titles.order')} hint={t('frames.comingSoon')} />
    </PageFrame>
  )
}
