import { useTranslation } from 'react-i18next'
import { PageFrame } from '@/components/page-frame/page-frame'
import { AskPanel } from '@/features/ask/components/ask-panel'
import { useAccessGuard } from '@/lib/hooks/use-access-guard'
import { usePreload } from '@/lib/hooks/use-preload'

/** /pages/ai/ad_ask — ask the AI with a free basic spread. */
export default function AdAskPage() {
  const { t } = useTranslation()
  usePreload('/pages/ai/ad_ask')
  const allowed = useAccessGuard('/pages/ai/ad_ask')
  return (
    <PageFrame title={t('titles.adAsk')} lead={t('frames.adAsk')}>
      {allowed ? <AskPanel tier="free" /> : null}
    </PageFrame>
  )
}
