import { Text } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import { PageFrame } from '@/components/page-frame/page-frame'
import { DRAW_ROUTE, DrawFlow } from '@/features/draw/components/draw-flow'
import { useAccessGuard } from '@/lib/hooks/use-access-guard'

/** /pagesThird/third/draw_cards — shuffle, pick from the fan, see the cards turn over, then save and read. `?id=` reopens a reading. */
export default function DrawCardsPage() {
  const { t } = useTranslation()
  const { params } = useRouter()
  const allowed = useAccessGuard(DRAW_ROUTE)
  return <PageFrame title={t('titles.draw')}>{allowed ? <DrawFlow resumeId={params.id || undefined} /> : <Text className="draw__status">{t('common.loading')}</Text>}</PageFrame>
}
