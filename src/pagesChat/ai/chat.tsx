import { useTranslation } from 'react-i18next'
import { PageFrame } from '@/components/page-frame/page-frame'
import { Section } from '@/components/section/section'

/** /pagesChat/ai/chat */
export default function ChatPage() {
  const { t } = useTranslation()
  return (
    <PageFrame title={t('titles.chat')} lead={t('frames.chat')}>
      <Section title={t('titles.chat')} hint={t('frames.comingSoon')} />
    </PageFrame>
  )
}
