import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { PageFrame } from '@/components/page-frame/page-frame'
import { Section } from '@/components/section/section'
import { usePreload } from '@/lib/hooks/use-preload'
import { navigateTo } from '@/lib/navigation/navigate'

/** /pages/index/spreads — the spread list by category. */
export default function SpreadsPage() {
  const { t } = useTranslation()
  usePreload('/pages/index/spreads')
  return (
    <PageFrame title={t('titles.spreads')} lead={t('frames.spreads')} isTab>
      <Section title={t('titles.spread')} hint={t('frames.spread')}>
        <View>
          <Text className='link' onClick={() => void navigateTo('/pages/tarot/spread')}>
            {t('titles.spread')} ›
          </Text>
        </View>
      </Section>
    </PageFrame>
  )
}
