import type { QuestionCheckData } from '@tarot/contracts/question'
import { spreadTier } from '@/lib/content/spreads'
import { validateQuestion } from '@tarot/core/validation'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { checkQuestion } from '@/lib/api/readings'
import { connectionProblem } from '@/lib/http/client'
import { currentLanguage } from '@/lib/i18n/i18n'
import { navigateTo, redirectTo } from '@/lib/navigation/navigate'
import { showToast } from '@/lib/ui/toast'
import { type AskDraft, askDraftKey, useAskFlow } from '@/stores/ask-flow'
import { type AskTier, askUrl, spreadFit } from '../model/ask-spread'
import '@/lib/i18n/namespaces/draw'
import '@/features/ask/translations'

/** The two ways on from an ask page: draw digitally, or enter the cards of one's own deck. */
export type AskAction = 'draw' | 'input'

export const ACTION_ROUTES: Readonly<Record<AskAction, string>> = {
  draw: '/pagesThird/third/draw_cards',
  input: '/pagesThird/third/input_cards',
}

export const ASKING_ARTICLE = 'art-of-asking'

/** What the check said, when it needs more than a line under the box (spec §4 "Ask flow", §8 "Ask"). */
export type Verdict =
  | { kind: 'refused'; verdict: 'not_a_question' | 'sensitive' | 'unsuitable'; message: string; health?: { suggestion: string; action: AskAction } }
  | { kind: 'crisis'; message: string }
  | { kind: 'suggest_spread'; message: string; spreadId: string; action: AskAction }
  | { kind: 'suggest_question'; message: string; suggestion: string; action: AskAction }
  | { kind: 'too_many'; message: string; article: string; retryAt: string | null }
  | { kind: 'unreachable'; message: string; action: AskAction }

/** The draft kept for this page, if it was opened the same way. */
function keptDraft(key: string): AskDraft | null {
  const draft = useAskFlow.getState().draft
  return draft && draft.key === key ? draft : null
}

/**
 * The ask flow of one page: the question and spread, the local check, the
 * server's check and what each verdict lets the user do next. Only an accepted
 * question (or one the user chose to keep after a suggestion) travels on to the
 * cards, through the ask-flow store, which also keeps what is being typed (the
 * draft) across a reload until it goes on or is cleared.
 */
export function useAsk({ tier, initialQuestion, initialSpread }: { tier: AskTier; initialQuestion: string; initialSpread: string }) {
  const { t } = useTranslation()
  const { t: ta } = useTranslation('ask')
  // What was being typed on this page, opened the same way, before a reload.
  const draftKey = askDraftKey(tier, initialQuestion, initialSpread)
  const [start] = useState(() => keptDraft(draftKey))
  const [question, setQuestion] = useState(start?.question ?? initialQuestion)
  const [spreadId, setSpreadId] = useState(start?.spreadId ?? initialSpread)
  // While the spread is the one fitted to the question (not one the person chose, nor one a link asked for),
  // it follows the question as it is written: a three months' question is not read with today's spread.
  const [following, setFollowing] = useState(() => spreadFit(tier, start?.question ?? initialQuestion).spreadId === (start?.spreadId ?? initialSpread))
  const touched = useRef(false)
  useEffect(() => {
    // React Native loads the store after the first render: take the draft then, unless the user has started typing.
    if (useAskFlow.persist.hasHydrated()) return undefined
    return useAskFlow.persist.onFinishHydration(() => {
      const draft = keptDraft(draftKey)
      if (!draft || touched.current) return
      setQuestion(draft.question)
      setSpreadId(draft.spreadId)
      setFollowing(spreadFit(tier, draft.question).spreadId === draft.spreadId)
    })
  }, [draftKey, tier])
  const keep = useCallback(
    (text: string, spread: string) => {
      touched.current = true
      useAskFlow.getState().setDraft({ key: draftKey, question: text, spreadId: spread })
    },
    [draftKey],
  )
  const [error, setError] = useState<string | null>(null)
  const [verdict, setVerdict] = useState<Verdict | null>(null)
  /** What is running: a check or a move on ('draw' / 'input'), or a switch to the other ask page. */
  const [busy, setBusy] = useState<AskAction | 'switch' | null>(null)
  /** The question that was answered with support instead of a reading; while its panel shows, it cannot go on to the cards. */
  const [crisisQuestion, setCrisisQuestion] = useState<string | null>(null)
  const [focused, setFocused] = useState(false)
  const running = useRef(false)

  const localError = useCallback(
    (text: string): string | null => {
      const problem = validateQuestion(text, currentLanguage())
      return problem ? t(`validation.${problem}`) : null
    },
    [t],
  )

  /** Runs one step at a time; a second tap while one runs is ignored. */
  const run = useCallback(async (what: AskAction | 'switch', step: () => Promise<unknown>) => {
    if (running.current) return
    running.current = true
    setBusy(what)
    try {
      await step()
    } finally {
      running.current = false
      setBusy(null)
    }
  }, [])

  const proceed = useCallback(async (action: AskAction, text: string, spread: string) => {
    useAskFlow.getState().setQuestion(text.trim(), spread, Date.now(), action)
    setVerdict(null)
    await navigateTo(ACTION_ROUTES[action])
  }, [])

  const handle = useCallback(
    async (data: QuestionCheckData, action: AskAction, text: string) => {
      const message = data.message || ta('verdict.fallback')
      switch (data.verdict) {
        case 'ok':
          return proceed(action, text, spreadId)
        case 'invalid':
          setError(data.message || (data.error ? t(`validation.${data.error}`) : ta('verdict.fallback')))
          setFocused(true)
          return
        case 'not_a_question':
        case 'sensitive':
        case 'unsuitable':
          // A health question is answered with a doctor's word and a question about looking after oneself to ask instead.
          setVerdict({ kind: 'refused', verdict: data.verdict, message, ...(data.reason === 'medical' && data.suggestion ? { health: { suggestion: data.suggestion, action } } : {}) })
          setFocused(true)
          return
        case 'crisis':
          // No keyboard popping up over the support lines.
          setVerdict({ kind: 'crisis', message })
          setCrisisQuestion(text)
          return
        case 'suggest_spread':
          if (!data.spreadId || !spreadTier(data.spreadId) || data.spreadId === spreadId) return proceed(action, text, spreadId)
          setVerdict({ kind: 'suggest_spread', message, spreadId: data.spreadId, action })
          return
        case 'suggest_question':
          if (!data.suggestion) return proceed(action, text, spreadId)
          setVerdict({ kind: 'suggest_question', message, suggestion: data.suggestion, action })
          return
        case 'too_many_attempts':
          setVerdict({ kind: 'too_many', message: data.message || ta('verdict.tooMany'), article: data.article || ASKING_ARTICLE, retryAt: data.retryAt ?? null })
          return
      }
    },
    [proceed, spreadId, t, ta],
  )

  const submit = useCallback(
    (action: AskAction) =>
      run(action, async () => {
        const text = question.trim()
        const problem = localError(text)
        if (problem) {
          setError(problem)
          setVerdict((current) => (current?.kind === 'crisis' ? current : null))
          setFocused(true)
          return
        }
        if (verdict?.kind === 'crisis' && text === crisisQuestion) return
        setError(null)
        // What was said about an earlier text no longer applies.
        setVerdict(null)
        try {
          await handle(await checkQuestion(text, spreadId), action, text)
        } catch (failure) {
          // Offline or the server down: say which, keep the question, and offer the same step again.
          const problem = connectionProblem(failure)
          if (problem) setVerdict({ kind: 'unreachable', message: t(`errors.${problem}`), action })
          else showToast((failure as Error).message || t('errors.fetchFailed'))
        }
      }),
    [crisisQuestion, handle, localError, question, run, spreadId, t, verdict],
  )

  const edit = useCallback(
    (text: string) => {
      setQuestion(text)
      const spread = following ? spreadFit(tier, text).spreadId : spreadId
      if (spread !== spreadId) setSpreadId(spread)
      keep(text, spread)
      setError(null)
      // A suggestion was about the text as it was.
      setVerdict((current) => (current?.kind === 'suggest_spread' || current?.kind === 'suggest_question' ? null : current))
    },
    [following, keep, spreadId, tier],
  )

  const chooseSpread = useCallback(
    (id: string) => {
      if (running.current) return
      setSpreadId(id)
      // Chosen: it stays, whatever the question says next.
      setFollowing(false)
      if (question.trim()) keep(question, id)
      setVerdict((current) => (current?.kind === 'suggest_spread' ? null : current))
    },
    [keep, question],
  )

  const takeSuggestedSpread = useCallback(() => {
    if (verdict?.kind !== 'suggest_spread') return Promise.resolve()
    const suggested = verdict.spreadId
    const suggestedTier = spreadTier(suggested)
    if (suggestedTier && suggestedTier !== tier) return run('switch', () => redirectTo(askUrl(suggestedTier, question, suggested)))
    setSpreadId(suggested)
    setFollowing(false)
    return run(verdict.action, () => proceed(verdict.action, question, suggested))
  }, [proceed, question, run, tier, verdict])

  const takeSuggestedQuestion = useCallback(() => {
    if (verdict?.kind === 'refused' && verdict.health) {
      // The question offered instead of a health question is checked like any other before it goes on.
      const { suggestion, action } = verdict.health
      setQuestion(suggestion)
      setVerdict(null)
      return run(action, async () => handle(await checkQuestion(suggestion, spreadId), action, suggestion))
    }
    if (verdict?.kind !== 'suggest_question') return Promise.resolve()
    const suggestion = verdict.suggestion
    setQuestion(suggestion)
    const problem = localError(suggestion)
    if (problem) {
      setVerdict(null)
      setError(problem)
      return Promise.resolve()
    }
    return run(verdict.action, () => proceed(verdict.action, suggestion, spreadId))
  }, [handle, localError, proceed, run, spreadId, verdict])

  /** "Keep mine" after either suggestion: on with the question and spread as they are. */
  const keepMine = useCallback(() => {
    if (verdict?.kind !== 'suggest_spread' && verdict?.kind !== 'suggest_question') return Promise.resolve()
    const action = verdict.action
    return run(action, () => proceed(action, question, spreadId))
  }, [proceed, question, run, spreadId, verdict])

  /** To the other ask page with the question (spec §4: the free basic spread instead of the advanced one, or the reverse). */
  const switchTier = useCallback((target: AskTier) => run('switch', () => redirectTo(askUrl(target, question))), [question, run])

  const blur = useCallback(() => setFocused(false), [])

  const openArticle = useCallback((id: string) => void navigateTo(`/pages/content/article?id=${encodeURIComponent(id)}`), [])

  const fit = spreadFit(tier, question)
  return {
    question,
    spreadId,
    /** The time in the question the spread was fitted to (三个月内, "this week"), while the spread follows the question. */
    fittedTo: following && fit.spreadId === spreadId ? fit.horizon : null,
    error,
    verdict,
    busy,
    /** The question that drew the support panel has not been changed yet. */
    blocked: verdict?.kind === 'crisis' && question.trim() === crisisQuestion,
    focused,
    blur,
    edit,
    chooseSpread,
    submit,
    takeSuggestedSpread,
    takeSuggestedQuestion,
    keepMine,
    switchTier,
    openArticle,
  }
}
