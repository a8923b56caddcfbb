import { useRouter } from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import { PageFrame } from '@/components/page-frame/page-frame'
import { JournalPanel } from '@/features/journal/components/journal-panel'
import { ReadingScreen } from '@/features/reading/components/reading-screen'
import { usePreload } from '@/lib/hooks/use-preload'

/** /pages/tarot/tarot_read?id= */
export default function TarotReadPage() {
  const { t } = useTranslation()
  const { params } = useRouter()
  usePreload('/pages/tarot/tarot_read')
  return (
    <PageFrame title={t('titles.read')}>
      <ReadingScreen id={params.id ?? ''} />
      <JournalPanel readingId={params.id ?? ''} />
    </PageFrame>
  )
}
