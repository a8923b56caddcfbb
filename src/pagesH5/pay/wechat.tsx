import { useTranslation } from 'react-i18next'
import { PageFrame } from '@/components/page-frame/page-frame'
import { Section } from '@/components/section/section'

/** /pagesH5/pay/wechat */
export default function WechatPage() {
  const { t } = useTranslation()
  return (
    <PageFrame title={t('titles.payWechat')} lead={t('frames.payWechat')}>
      <Section title={t('titles.payWechat')} hint={t('frames.comingSoon')} />
    </PageFrame>
  )
}
