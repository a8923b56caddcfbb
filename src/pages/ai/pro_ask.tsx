import { useTranslation } from 'react-i18next'
import { PageFrame } from '@/components/page-frame/page-frame'
import { Section } from '@/components/section/section'
import { useAccessGuard } from '@/lib/hooks/use-access-guard'
import { usePreload } from '@/lib/hooks/use-preload'

/** /pages/ai/pro_ask */
export default function ProAskPage() {
  const { t } = useTranslation()
  usePreload('/pages/ai/pro_ask')
  const allowed = useAccessGuard('/pages/ai/pro_ask')
  return (
    <PageFrame title={t('titles.proAsk')} lead={t('frames.proAsk')}>
      {allowed ? <Section title={t('titles.proAsk')} hint={t('frames.comingSoon')} /> : null}
    </PageFrame>
  )
}
