import { useRouter } from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import { PageFrame } from '@/components/page-frame/page-frame'
import { LoginPanel } from '@/features/account/components/login-panel'

/** /pagesApp/common/login — sign in, then back to `redirect` (or home); `reason=token` says a link's sign-in was refused. */
export default function LoginPage() {
  const { t } = useTranslation()
  const { params } = useRouter()
  return (
    <PageFrame title={t('titles.login')} lead={t('frames.login')}>
      <LoginPanel redirect={params.redirect} reason={params.reason} />
    </PageFrame>
  )
}
