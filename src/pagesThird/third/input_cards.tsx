import { Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { PageFrame } from '@/components/page-frame/page-frame'
import { INPUT_ROUTE, InputFlow } from '@/features/input-cards/components/input-flow'
import { useAccessGuard } from '@/lib/hooks/use-access-guard'

/** /pagesThird/third/input_cards — enter physically drawn cards, each upright or reversed, then save and read. */
export default function InputCardsPage() {
  const { t } = useTranslation()
  const allowed = useAccessGuard(INPUT_ROUTE)
  return <PageFrame title={t('titles.input')}>{allowed ? <InputFlow /> : <Text className="input__status">{t('common.loading')}</Text>}</PageFrame>
}
