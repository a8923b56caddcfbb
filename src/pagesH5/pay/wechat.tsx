import { useRouter } from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import { PageFrame } from '@/components/page-frame/page-frame'
import { WechatCheckout } from '@/features/wallet/components/wechat-checkout'
import '@/features/wallet/translations'

/** /pagesH5/pay/wechat?orderId=… — spec §2: the payment page for a card payment inside WeChat's browser. */
export default function WechatPage() {
  const { t } = useTranslation()
  const { t: tw } = useTranslation('wallet')
  const { params } = useRouter()
  return (
    <PageFrame title={t('titles.payWechat')} lead={tw('wechat.lead')}>
      <WechatCheckout orderId={params?.orderId || undefined} />
    </PageFrame>
  )
}
