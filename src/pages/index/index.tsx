import { Button, Input } from '@tarojs/components'
import { questionLimit } from '@tarot/core/language'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Block, Inline } from '@/components/primitives/box'
import { AnswerNotice } from '@/components/answer-notice/answer-notice'
import { QuestionCounter } from '@/components/question-counter/question-counter'
import { PageFrame } from '@/components/page-frame/page-frame'
import { Section } from '@/components/section/section'
import { SettingsIcon } from '@/components/settings-icon/settings-icon'
import { AccountSummary } from '@/features/home/components/account-summary'
import { RecommendedSpreads } from '@/features/home/components/recommended-spreads'
import { TodaysCard, useTodaysCard } from '@/features/home/components/todays-card'
import { fittingSpread } from '@/features/home/fitting-spread'
import { useUnreadReplies } from '@/features/feedback/model/my-feedback'
import { onFirstScreenDraft } from '@/features/home/first-screen/first-screen-draft'
import { ShareToday, useTodayShareMenu } from '@/features/share/components/share-today'
import { currentLanguage } from '@/lib/i18n/i18n'
import { navigateTo } from '@/lib/navigation/navigate'
import { openAsk } from '@/lib/session/access'
import { useSession } from '@/stores/session'
import '../../components/text-box/text-line.css'
import './index.css'

/** / — the AI tarot home: ask a question, today's card, recommended spreads, the user's readings left. */
export default function HomePage() {
  const { t } = useTranslation()
  const [question, setQuestion] = useState('')
  // The version file's `hide.index` (spec §4): the AI entry points of home are hidden, e.g. while a platform reviews the app.
  const hideIndex = useSession((s) => s.hideIndex)
  const limit = questionLimit(currentLanguage())
  const today = useTodaysCard()
  // The mini-program's menu shares today's card with its poster.
  useTodayShareMenu(today)
  const start = (text: string) => void openAsk(`/pages/ai/ad_ask?question=${encodeURIComponent(text.trim())}&spread=${fittingSpread(text)}`)
  // On H5, what was written (or a Start tapped) on the first screen while the app loaded goes on here.
  useEffect(
    () =>
      onFirstScreenDraft((draft) => {
        if (useSession.getState().hideIndex) return
        // Whole, never cut mid-word: a question over the limit shows how much to cut, and the ask page refuses it until then.
        const text = draft.question
        setQuestion(text)
        if (draft.start) start(text)
      }),
    [],
  )

  // A reply to the person's feedback not seen yet: a dot on the way to the about page (asked once as home mounts, cached).
  const unreadReplies = useUnreadReplies()
  const settings = (
    <Block
      className="home__icon-button"
      role="button"
      aria-label={unreadReplies > 0 ? `${t('titles.about')}, ${t('about.newReply')}` : t('titles.about')}
      onClick={() => void navigateTo('/pages/index/about')}
    >
      <SettingsIcon className="home__icon" />
      {unreadReplies > 0 ? <Block className="home__icon-dot" /> : null}
    </Block>
  )

  return (
    <PageFrame title={t('titles.home')} isTab actions={settings}>
      {/* A reader's answer not opened yet, above everything else (issue 34). */}
      <AnswerNotice />
      {hideIndex ? null : (
        <Block className="home__hero">
          <Inline className="home__tagline">{t('app.tagline')}</Inline>
          <Inline className="home__ask-label">{t('frames.homeAsk')}</Inline>
          <Input
            className="text-line home__input"
            value={question}
            maxlength={limit * 2}
            placeholder={t('frames.homeAskPlaceholder')}
            placeholderClass="home__placeholder"
            confirmType="go"
            onInput={(e) => setQuestion(e.detail.value)}
            onConfirm={() => start(question)}
          />
          {/* The limit is soft, as on the ask page: a live count, a word near the limit, how much to cut past it. */}
          {question.trim() ? <QuestionCounter text={question} /> : null}
          <Button className="home__start" onClick={() => start(question)}>
            {t('frames.homeStart')}
          </Button>
        </Block>
      )}
      <Section title={t('frames.homeDaily')} hint={t('frames.homeDailyHint')}>
        <TodaysCard action={<ShareToday today={today} />} />
      </Section>
      {hideIndex ? null : (
        <Section title={t('frames.homeRecommended')}>
          <RecommendedSpreads />
        </Section>
      )}
      <Section title={t('frames.homeAccount')}>
        <AccountSummary />
      </Section>
    </PageFrame>
  )
}
