import { useRouter } from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import { PageFrame } from '@/components/page-frame/page-frame'
import { WalletScreen } from '@/features/wallet/components/wallet-screen'
import '@/features/wallet/translations'

/** `need` comes from a pro reading short of energy: the energy it costs. */
function parseNeed(value: string | undefined): number | undefined {
  const need = Number(value)
  return value && Number.isInteger(need) && need >= 0 ? need : undefined
}

/** /pages/pay/energy — energy and VIP: the balance, the products, buying and restoring. */
export default function EnergyPage() {
  const { t } = useTranslation()
  const { t: tw } = useTranslation('wallet')
  const { params } = useRouter()
  return (
    <PageFrame title={t('titles.energy')} lead={tw('lead')}>
      <WalletScreen need={parseNeed(params?.need)} />
    </PageFrame>
  )
}
