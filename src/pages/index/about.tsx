import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { LANGUAGES } from '@tarot/core/language'
import { useTranslation } from 'react-i18next'
import { PageFrame } from '@/components/page-frame/page-frame'
import { Section } from '@/components/section/section'
import { AccountSettings } from '@/features/account/components/account-settings'
import { SignedInAs } from '@/features/account/components/signed-in-as'
import { DataExport } from '@/features/account/components/data-export'
import { FeedbackForm } from '@/features/feedback/components/feedback-form'
import { FeedbackRepliesEntry } from '@/features/feedback/components/feedback-replies-entry'
import { JournalData } from '@/features/journal/components/journal-data'
import { ReaderDeskEntry } from '@/features/reader-desk/components/reader-desk-entry'
import { currentLanguage } from '@/lib/i18n/i18n'
import { navigateTo } from '@/lib/navigation/navigate'
import { SHARE_LINKS_PAGE } from '@/lib/navigation/routes'
import { useCanBuy } from '@/lib/pay/can-buy'
import { usePreferences } from '@/stores/preferences'
import './about.css'
import '@/features/wallet/translations'
// The birth-year correction request a refused purchase opens the form with (not in the first load).
import '@/lib/pay/translations'
import '@/lib/i18n/namespaces/share'

declare const APP_VERSION: string

/** /pages/index/about — contact, feedback, about, language, download my data, log out, account deletion. */
export default function AboutPage() {
  const { t, i18n } = useTranslation()
  const { t: tw } = useTranslation('wallet')
  const { t: tp } = useTranslation('pay')
  const { t: ts } = useTranslation('share')
  const setLanguage = usePreferences((s) => s.setLanguage)
  const active = i18n.language || currentLanguage()
  // The Energy & VIP row advertises buying only where this device may buy (the one rule, lib/pay/can-buy).
  const canBuy = useCanBuy()
  // Opened from a purchase refused for the birth year: the correction request is written out in the form.
  const params = useRouter()?.params ?? {}
  const year = Number(params.year)
  const feedback: string = params.feedback === 'birthYear' ? (year > 0 ? tp('underAge.prefill', { year }) : tp('underAge.prefillNoYear')) : ''

  return (
    <PageFrame title={t('titles.about')} lead={t('frames.about')}>
      <SignedInAs />
      <Section title={t('about.language')}>
        <View className="about__languages" role="radiogroup" aria-label={t('about.language')}>
          {LANGUAGES.map((language) => (
            <View
              key={language}
              role="radio"
              aria-checked={active === language}
              data-language={language}
              className={`about__language ${active === language ? 'about__language--active' : ''}`}
              onClick={() => setLanguage(language)}
            >
              <Text className="about__language-text">{t(`language.${language}`)}</Text>
            </View>
          ))}
        </View>
      </Section>
      <View className="about__row about__energy" role="link" onClick={() => void navigateTo('/pages/pay/energy')}>
        <View className="about__row-text">
          <Text className="about__row-title">{t('titles.energy')}</Text>
          <Text className="about__row-hint about__energy-hint">{tw(canBuy ? 'entry.about' : 'entry.aboutNoBuy')}</Text>
        </View>
        <Text className="about__row-arrow">›</Text>
      </View>
      <View className="about__row about__shared-links" role="link" onClick={() => void navigateTo(SHARE_LINKS_PAGE)}>
        <View className="about__row-text">
          <Text className="about__row-title">{ts('links.title')}</Text>
          <Text className="about__row-hint">{ts('links.entryHint')}</Text>
        </View>
        <Text className="about__row-arrow">›</Text>
      </View>
      <Section title={t('about.contact')} hint={t('about.contactHint')} />
      <Section title={t('about.feedback')}>
        <FeedbackForm key={feedback} initial={feedback} />
        <FeedbackRepliesEntry />
      </Section>
      <ReaderDeskEntry />
      <JournalData />
      <DataExport />
      <AccountSettings />
      {/* What the app is, in its own words (a tool for tarot culture and self-reflection, not fortune-telling: docs/wechat-review.md). */}
      <Section title={t('app.name')} hint={t('about.version', { version: APP_VERSION })}>
        <View className="about__what-it-is">
          <Text className="about__what-it-is-text">{t('about.whatItIs')}</Text>
        </View>
      </Section>
    </PageFrame>
  )
}
