import { Button, Text, View } from '@tarojs/components'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { openPrivacyGuide } from '@/lib/privacy/open-guide'
import { PRIVACY_AGREE_BUTTON_ID, usePrivacyPrompt } from '@/lib/privacy/privacy-prompt'
import '../dialog/dialog.css'
import './privacy-sheet.css'

/**
 * The mini-program's consent sheet (issue 35), in the look of the app's own action sheet: shown when WeChat holds back
 * a privacy API until the person agrees to the 用户隐私保护指引. Agreeing goes through WeChat's own
 * `agreePrivacyAuthorization` button; refusing lets the API fail and leaves the app usable as a guest (reading,
 * drawing and the history need none of these APIs).
 */
export function PrivacySheet() {
  const { t } = useTranslation()
  const open = usePrivacyPrompt((s) => s.resolve !== null)
  const answer = usePrivacyPrompt((s) => s.answer)
  useEffect(() => usePrivacyPrompt.getState().host(), [])
  if (!open) return null
  return (
    <View className="dialog dialog--sheet privacy-sheet" ariaRole="dialog" ariaLabel={t('privacy.title')}>
      <View className="dialog__veil" />
      <View className="sheet__panel privacy-sheet__panel">
        <Text className="dialog__title">{t('privacy.title')}</Text>
        <Text className="privacy-sheet__body">{t('privacy.body')}</Text>
        <Text className="link privacy-sheet__guide" onClick={openPrivacyGuide}>
          {t('privacy.guide')}
        </Text>
        <View className="dialog__actions">
          <Button className="dialog__button dialog__cancel privacy-sheet__refuse" onClick={() => answer(false)}>
            {t('privacy.refuse')}
          </Button>
          <Button className="dialog__button dialog__confirm privacy-sheet__agree" id={PRIVACY_AGREE_BUTTON_ID} openType="agreePrivacyAuthorization" onAgreePrivacyAuthorization={() => answer(true)}>
            {t('privacy.agree')}
          </Button>
        </View>
      </View>
    </View>
  )
}
