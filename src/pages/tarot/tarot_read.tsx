import { useRouter } from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import { PageFrame } from '@/components/page-frame/page-frame'
import { JournalPanel } from '@/features/journal/components/journal-panel'
import { ReadingScreen } from '@/features/reading/components/reading-screen'
import { SharePanel, useReadingShareMenu } from '@/features/share/components/share-panel'
import { SharedReadingScreen } from '@/features/share/components/shared-reading-screen'
import { usePreload } from '@/lib/hooks/use-preload'
import '@/lib/i18n/namespaces/share'

function OwnReading({ id }: { id: string }) {
  const { t } = useTranslation()
  useReadingShareMenu(id)
  return (
    <PageFrame title={t('titles.read')}>
      <ReadingScreen id={id} extra={(reading) => <SharePanel reading={reading} />} />
      <JournalPanel readingId={id} />
    </PageFrame>
  )
}

/** Moments opens the page that was shared, here with `?share=`: the shared reading, as its own page shows it. */
function FromMoments({ id }: { id: string }) {
  const { t } = useTranslation('share')
  return (
    <PageFrame title={t('shared.title')}>
      <SharedReadingScreen id={id} timelineKey="share" />
    </PageFrame>
  )
}

/** /pages/tarot/tarot_read?id= (or ?share= when opened from Moments) */
export default function TarotReadPage() {
  const { params } = useRouter()
  usePreload('/pages/tarot/tarot_read')
  return params.share ? <FromMoments id={params.share} /> : <OwnReading id={params.id ?? ''} />
}
