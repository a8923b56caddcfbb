import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { PageFrame } from '@/components/page-frame/page-frame'
import { Section } from '@/components/section/section'
import { navigateTo } from '@/lib/navigation/navigate'

/** /pages/index/help — the card library and the articles. */
export default function HelpPage() {
  const { t } = useTranslation()
  return (
    <PageFrame title={t('titles.help')} lead={t('frames.help')} isTab>
      <Section title={t('titles.article')} hint={t('frames.article')}>
        <View>
          <Text className='link' onClick={() => void navigateTo('/pages/content/article')}>
            {t('titles.article')} ›
          </Text>
        </View>
      </Section>
      <Section title={t('titles.page')} hint={t('frames.page')}>
        <View>
          <Text className='link' onClick={() => void navigateTo('/pages/content/page')}>
            {t('titles.page')} ›
          </Text>
        </View>
      </Section>
    </PageFrame>
  )
}
