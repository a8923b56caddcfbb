import { Text, View } from '@tarojs/components'
import { useLoad } from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import { PageFrame } from '@/components/page-frame/page-frame'
import { open, reLaunch } from '@/lib/navigation/navigate'
import { HOME } from '@/lib/navigation/routes'
import { signInAgain, startSession } from '@/lib/session/access'

/** /pagesH5/common/open — landing for links from outside: applies `t` and referral ids, then sends the user on (`to`). */
export default function OpenPage() {
  const { t } = useTranslation()
  useLoad((params: Record<string, string | undefined>) => {
    // The same steps as a launch: the `t` token confirmed, referrals bound, energy fetched; then on.
    void startSession(params, Date.now())
      .catch(() => ({ tokenRejected: false }))
      .then(({ tokenRejected }) => {
        const to = params.to ? decodeURIComponent(params.to) : HOME
        if (tokenRejected) return signInAgain(to)
        return params.to ? open(to) : reLaunch(HOME)
      })
  })
  return (
    <PageFrame title={t('titles.open')}>
      <View className="open">
        <Text className="page-frame__lead">{t('frames.open')}</Text>
      </View>
    </PageFrame>
  )
}
