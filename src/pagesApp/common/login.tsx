import { useTranslation } from 'react-i18next'
import { PageFrame } from '@/components/page-frame/page-frame'
import { Section } from '@/components/section/section'

/** /pagesApp/common/login */
export default function LoginPage() {
  const { t } = useTranslation()
  return (
    <PageFrame title={t('titles.login')} lead={t('frames.login')}>
      <Section title={t('titles.login')} hint={t('frames.comingSoon')} />
    </PageFrame>
  )
}
