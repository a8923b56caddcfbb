import { useRouter } from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import { SpreadDetail } from '@/features/spreads/components/spread-detail'
import { usePreload } from '@/lib/hooks/use-preload'

/** /pages/tarot/spread?id= */
export default function SpreadPage() {
  const { t } = useTranslation()
  const { params } = useRouter()
  usePreload('/pages/tarot/spread')
  return <SpreadDetail id={params.id ?? ''} fallbackTitle={t('titles.spread')} />
}
