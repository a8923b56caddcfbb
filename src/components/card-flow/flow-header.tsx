import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import './card-flow.css'
import '@/lib/i18n/namespaces/draw'

/** The top of both card pages: the question being asked and the spread it is asked with. */
export function FlowHeader({ question, spreadName }: { question: string; spreadName: string }) {
  const { t } = useTranslation('draw')
  return (
    <View className="flow-header">
      <Text className="flow-header__label">{t('flow.question')}</Text>
      <Text className="flow-header__question">{question}</Text>
      <View className="flow-header__spread-row">
        <Text className="flow-header__label">{t('flow.spread')}</Text>
        <Text className="flow-header__spread">{spreadName}</Text>
      </View>
    </View>
  )
}
