import { useRouter } from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import { PageFrame } from '@/components/page-frame/page-frame'
import { SharedReadingScreen } from '@/features/share/components/shared-reading-screen'
import { sharedIdOf } from '@/features/share/model/shared-id'
import '@/lib/i18n/namespaces/share'

/**
 * /pagesApp/share/reading?id=&friend= — a reading someone shared, open to anyone with the link, no account needed.
 * From a poster's mini-program code the page gets `?scene=<share id>` instead, and the sharer comes with the reading.
 */
export default function SharedReadingPage() {
  const { t } = useTranslation('share')
  const { params } = useRouter()
  return (
    <PageFrame title={t('shared.title')}>
      <SharedReadingScreen id={sharedIdOf(params)} keepSharer={Boolean(params.scene) && !params.friend} />
    </PageFrame>
  )
}
