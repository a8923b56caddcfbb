import { ResultCode } from '@tarot/contracts/codes'
import type { ChatView } from '@tarot/contracts/chat'
import type { ReadingView } from '@tarot/contracts/readings'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { getChat, getReading, newClientKey, streamFollowUp } from '@/lib/api/readings'
import { useServerData } from '@/lib/data/use-server-data'
import { ApiError } from '@/lib/http/client'
import { useStreamingText } from '@/lib/hooks/use-streaming-text'
import { newAbortController } from '@/lib/stream/abort'
import { type Engine, engineOf } from '@/lib/stream/ai-stream'
import { showToast } from '@/lib/ui/toast'
import { type Allowance, allowanceFromDone } from '../model/allowance'
import '@/features/chat/translations'

/** A bubble of the conversation: the user's message, an answer, or a message from the service (a caring reply, a limit). */
export interface Bubble {
  key: string
  kind: 'user' | 'ai' | 'system'
  text: string
  /** An answer's writer, when known; `fallback` when the built-in reader took over from a model that failed. */
  engine?: Engine | null
  fallback?: boolean
}

type Load = { status: 'loading' } | { status: 'failed' } | { status: 'missing' } | { status: 'ready'; reading: ReadingView; open: boolean }

/** No reading behind this address (no id, a malformed one, or one that is gone or not this person's): a retry would not help. */
const MISSING_CODES: ReadonlySet<number | undefined> = new Set([ResultCode.badRequest, ResultCode.notFound, ResultCode.forbidden])
const isMissing = (error: unknown) => error instanceof ApiError && error.kind !== 'network' && MISSING_CODES.has(error.code)

const VERDICTS = new Set(['crisis', 'sensitive', 'unsuitable', 'off_topic'])

function bubblesOf(turns: ChatView['turns']): Bubble[] {
  return turns.flatMap((turn) => [
    { key: `u${turn.seq}`, kind: 'user' as const, text: turn.message },
    { key: `a${turn.seq}`, kind: 'ai' as const, text: turn.answer, engine: engineOf(turn.engine) },
  ])
}

/**
 * The follow-up chat of one reading: the conversation so far, one answer
 * streaming at a time, and what the next follow-up costs. A failed send keeps
 * the message (and its client key, so a retry is answered and charged once).
 */
export function useChat(readingId: string) {
  const { t } = useTranslation('chat')
  const { t: tc } = useTranslation()
  const [bubbles, setBubbles] = useState<Bubble[]>([])
  const [allowance, setAllowance] = useState<Allowance>({ left: 0, freeLeft: 0, nextCost: null })
  const [draft, setDraft] = useState('')
  const [pending, setPending] = useState<string | null>(null)
  /** The server's "not enough energy" for the next follow-up: shown once by the box, not added to the conversation per try. */
  const [energyShort, setEnergyShort] = useState<string | null>(null)
  /** Who writes the answer now streaming, once the server has said. */
  const [pendingEngine, setPendingEngine] = useState<Engine | null>(null)
  /** The answer just received, still being revealed at a reading pace (its bubble's key). */
  const [revealing, setRevealing] = useState<string | null>(null)
  const { text: streamed, push, set: showText } = useStreamingText()
  const sending = useRef(false)
  const live = useRef(true)
  const controller = useRef<AbortController | null>(null)
  const retryKey = useRef<{ message: string; key: string } | null>(null)
  const turnCount = useRef(0)
  const localKey = useRef(0)

  useEffect(() => {
    live.current = true
    return () => {
      live.current = false
      controller.current?.abort()
    }
  }, [])

  const applyView = useCallback((view: ChatView) => {
    turnCount.current = view.turns.length
    setBubbles(bubblesOf(view.turns))
    setAllowance({ left: view.left, freeLeft: view.freeLeft, nextCost: view.nextCost })
  }, [])

  // The reading and its conversation, fresh each time the page opens (the conversation goes on from them);
  // the page is ready once the loaded conversation is on screen.
  const source = useServerData(readingId ? ['chat', readingId] : null, () => Promise.all([getReading(readingId), getChat(readingId)]), { fresh: true })
  const loaded = source.state.status === 'ready' ? source.state.value : undefined
  const [applied, setApplied] = useState<typeof loaded>(undefined)
  useEffect(() => {
    if (!loaded) return
    applyView(loaded[1])
    setApplied(loaded)
  }, [loaded, applyView])
  const load: Load =
    !readingId || (source.state.status === 'failed' && isMissing(source.state.error))
      ? { status: 'missing' }
      : source.state.status === 'failed'
        ? { status: 'failed' }
        : loaded && applied === loaded
          ? { status: 'ready', reading: loaded[0], open: loaded[1].open }
          : { status: 'loading' }

  /** Adds bubbles to the conversation; returns their keys. */
  const add = useCallback((...items: Omit<Bubble, 'key'>[]) => {
    const added = items.map((item) => ({ ...item, key: `l${(localKey.current += 1)}` }))
    setBubbles((list) => [...list, ...added])
    return added.map((bubble) => bubble.key)
  }, [])

  /** After a broken stream: did the server answer anyway? Then the conversation shows it. */
  const answeredAnyway = useCallback(
    async (message: string) => {
      try {
        const view = await getChat(readingId)
        const last = view.turns[view.turns.length - 1]
        if (view.turns.length > turnCount.current && last?.message === message) {
          applyView(view)
          return true
        }
      } catch {
        // fall through: the send failed
      }
      return false
    },
    [readingId, applyView],
  )

  const send = useCallback(async () => {
    if (sending.current) {
      showToast(t('busy'))
      return
    }
    const message = draft.trim()
    if (!message) {
      showToast(tc('validation.question.empty'))
      return
    }
    if (allowance.nextCost === null || allowance.left <= 0) {
      showToast(t('noneLeft'))
      return
    }
    const clientKey = retryKey.current?.message === message ? retryKey.current.key : newClientKey()
    retryKey.current = { message, key: clientKey }
    // Gives the message back to the box when it was not sent, unless something new was typed meanwhile.
    const keep = () => setDraft((now) => (now.trim() ? now : message))

    sending.current = true
    setDraft('')
    // An earlier answer still being revealed shows whole from here on.
    setRevealing(null)
    setPending(message)
    setPendingEngine(null)
    showText('')
    controller.current = newAbortController()
    const named = (engine: string | null) => live.current && setPendingEngine(engineOf(engine))
    const result = await streamFollowUp(readingId, message, clientKey, { onText: push, onMeta: (meta) => named(meta.engine), onRestart: named }, controller.current.signal)
    sending.current = false
    if (!live.current) return
    setPending(null)

    if (result.kind === 'done') {
      retryKey.current = null
      setEnergyShort(null)
      turnCount.current += 1
      const { meta, done, restartedWith } = result
      const engine = engineOf(done.engine ?? restartedWith ?? meta?.engine)
      const fallback = !!restartedWith || (!!meta?.engine && !!done.engine && done.engine !== meta.engine)
      const [, answerKey] = add({ kind: 'user', text: message }, { kind: 'ai', text: result.text, engine, fallback })
      // Revealed at a reading pace, unless the server replayed an answer it had already given.
      if (!meta?.stored) setRevealing(answerKey ?? null)
      const next = allowanceFromDone(result.done)
      if (next) setAllowance(next)
      else
        void getChat(readingId)
          .then((view) => live.current && setAllowance({ left: view.left, freeLeft: view.freeLeft, nextCost: view.nextCost }))
          .catch(() => undefined)
      return
    }
    if (result.kind === 'refused') {
      const data = result.data as { verdict?: string; message?: string } | undefined
      if (result.code === ResultCode.ok && data?.verdict && VERDICTS.has(data.verdict)) {
        // Crisis, sensitive and unsuitable messages get a caring reply instead of an answer; nothing is spent.
        retryKey.current = null
        add({ kind: 'user', text: message }, { kind: 'system', text: data.message ?? '' })
        return
      }
      keep()
      if (result.code === ResultCode.followUpLimit) {
        setAllowance({ left: 0, freeLeft: 0, nextCost: null })
        add({ kind: 'system', text: result.message })
      } else if (result.code === ResultCode.insufficientEnergy) {
        setEnergyShort(result.message || t('sendFailed'))
      } else {
        showToast(result.message || t('sendFailed'))
      }
      return
    }
    if (result.aborted) return
    if (result.broken && (await answeredAnyway(message))) {
      retryKey.current = null
      return
    }
    if (!live.current) return
    keep()
    showToast(t('sendFailed'))
  }, [draft, allowance, readingId, push, showText, add, answeredAnyway, t, tc])

  return {
    load,
    bubbles,
    allowance,
    draft,
    setDraft,
    pending,
    pendingEngine,
    energyShort,
    streamed,
    revealing,
    send: () => void send(),
    reload: source.retry,
  }
}
