import { useTranslation } from 'react-i18next'
import { PageFrame } from '@/components/page-frame/page-frame'
import { AskPanel } from '@/features/ask/components/ask-panel'
import { useAccessGuard } from '@/lib/hooks/use-access-guard'
import { usePreload } from '@/lib/hooks/use-preload'

/** /pages/ai/pro_ask — ask the AI with an advanced spread. */
export default function ProAskPage() {
  const { t } = useTranslation()
  usePreload('/pages/ai/pro_ask')
  const allowed = useAccessGuard('/pages/ai/pro_ask')
  return (
    <PageFrame title={t('titles.proAsk')} lead={t('frames.proAsk')}>
      {allowed ? <AskPanel tier="pro" /> : null}
    </PageFrame>
  )
}
