import { Button, Text, Textarea, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { cardName } from '@tarot/content/card-names'
import type { ReadingView } from '@tarot/contracts/readings'
import { findSpread } from '@/lib/content/spreads'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { TextDocument } from '@/components/text-document/text-document'
import { usePacedText } from '@/lib/hooks/use-paced-text'
import { useFollowScroll } from '@/lib/hooks/use-streaming-text'
import { currentLanguage } from '@/lib/i18n/i18n'
import { goBack, navigateTo, redirectTo, switchTab } from '@/lib/navigation/navigate'
import { HOME } from '@/lib/navigation/routes'
import { useCanBuy } from '@/lib/pay/can-buy'
import { type Bubble, useChat } from '../hooks/use-chat'
import { PhoneText } from '@/components/phone-link/phone-text'
import { allowanceLine } from '../model/allowance'
import '../../../components/text-box/text-box.css'
import '../../../components/writing/writing.css'
import './chat-screen.css'
import '@/features/chat/translations'

/** The longest follow-up the server accepts. */
const MAX_MESSAGE = 500
const READING_ROUTE = '/pages/tarot/tarot_read'

/** Back to the reading: the page below when the user came from it, otherwise the reading opened in place of the chat. */
function backToReading(id: string) {
  const pages = Taro.getCurrentPages()
  const previous = pages[pages.length - 2]
  const route = String(previous?.route ?? previous?.path ?? '')
  if (route.replace(/^\//, '').startsWith(READING_ROUTE.slice(1))) return goBack()
  return redirectTo(`${READING_ROUTE}?id=${encodeURIComponent(id)}`)
}

/** The question and a short reminder of the cards, at the top of the conversation. */
function Reminder({ reading }: { reading: ReadingView }) {
  const { t } = useTranslation('chat')
  const language = currentLanguage()
  const spread = findSpread(reading.spreadId, language)
  const cards = (reading.cards ?? []).map((c) => (c.orientation === 'reversed' ? t('reversedCard', { name: cardName(c.id, language) }) : cardName(c.id, language)))
  return (
    <View className="chat__reminder">
      <Text className="chat__label">{t('question')}</Text>
      <Text className="chat__question">{reading.question}</Text>
      <Text className="chat__cards">{`${spread?.name ?? reading.spreadId} · ${cards.join(language === 'en' ? ', ' : '、')}`}</Text>
    </View>
  )
}

/** An answer being written or revealed: what is on screen so far, the "writing" label, and "Show all" while it can help. */
interface LiveAnswer {
  shown: string
  writing: string
  showAll: (() => void) | null
}

/** Who wrote an answer, as a small caption under it. */
function AuthorCaption({ bubble }: { bubble: Omit<Bubble, 'key'> }) {
  const { t } = useTranslation('chat')
  if (!bubble.engine) return null
  const key = bubble.fallback ? 'fallback' : bubble.engine
  return <Text className={`chat__author chat__author--${key}`}>{t(`author.${key}`)}</Text>
}

function BubbleView({ bubble, live }: { bubble: Omit<Bubble, 'key'>; live?: LiveAnswer }) {
  const { t } = useTranslation('chat')
  const text = live ? live.shown : bubble.text
  return (
    <View className={`chat__row chat__row--${bubble.kind}`}>
      <View className={`chat__bubble chat__bubble--${bubble.kind}`}>
        {bubble.kind === 'ai' ? (
          <>
            {live && text === '' ? (
              <View className="writing chat__writing">
                <Text className="writing__label chat__writing-label">{live.writing}</Text>
                <Text className="writing__dot">•</Text>
                <Text className="writing__dot writing__dot--2">•</Text>
                <Text className="writing__dot writing__dot--3">•</Text>
              </View>
            ) : null}
            <TextDocument className="chat__answer" text={text} cursor={live !== undefined} />
            {live?.showAll ? (
              <Button className="chat__show-all" onClick={live.showAll}>
                {t('showAll')}
              </Button>
            ) : null}
            <AuthorCaption bubble={bubble} />
          </>
        ) : (
          <Text className={`chat__text chat__text--${bubble.kind}`} userSelect>
            {/* A caring reply (crisis, health) names hotlines: each number calls when tapped, as on the ask page. */}
            {bubble.kind === 'system' ? <PhoneText text={bubble.text} /> : bubble.text}
          </Text>
        )}
      </View>
    </View>
  )
}

/** /pagesChat/ai/chat?id= — follow-up questions on a reading, once its AI reading exists. */
export function ChatScreen({ id }: { id: string }) {
  const { t } = useTranslation('chat')
  const { t: tc } = useTranslation()
  const chat = useChat(id)
  const canBuy = useCanBuy()
  const streaming = chat.pending !== null
  const ready = chat.load.status === 'ready' && chat.load.open
  // The answer streaming in, or the one just received while it is still being revealed.
  const received = chat.revealing ? chat.bubbles.find((bubble) => bubble.key === chat.revealing) : undefined
  const paced = usePacedText(streaming ? chat.streamed : (received?.text ?? ''), { final: !streaming })
  const revealing = streaming || (received !== undefined && !paced.finished)
  const engine = streaming ? chat.pendingEngine : received?.engine
  const live: LiveAnswer | undefined = revealing
    ? { shown: paced.shown, writing: engine === 'llm' ? t('writing') : engine === 'offline' ? t('writingOffline') : t('writingPending'), showAll: paced.canShowAll ? paced.showAll : null }
    : undefined
  // The page follows what is revealed, not what has arrived.
  useFollowScroll(revealing, `${paced.shown.length}:${chat.bubbles.length}`)

  // Opening a conversation with earlier turns starts at its end, where the box is.
  useEffect(() => {
    if (ready && chat.bubbles.length > 0) Taro.pageScrollTo({ scrollTop: 1_000_000, duration: 0 }).catch(() => undefined)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the conversation has loaded
  }, [ready])

  if (chat.load.status === 'loading') return <Text className="chat__status">{t('loading')}</Text>
  if (chat.load.status === 'missing')
    return (
      <View className="chat__notice chat__missing">
        <Text className="chat__status">{t('missing')}</Text>
        <Button className="primary-button chat__start" onClick={() => void switchTab(HOME)}>
          {t('startReading')}
        </Button>
        <Button className="secondary-button chat__history" onClick={() => void switchTab('/pages/index/history')}>
          {t('myReadings')}
        </Button>
      </View>
    )
  if (chat.load.status === 'failed')
    return (
      <View className="chat__notice">
        <Text className="chat__status">{t('failed')}</Text>
        <Button className="primary-button chat__reload" onClick={chat.reload}>
          {tc('common.retry')}
        </Button>
      </View>
    )
  if (!chat.load.open)
    return (
      <View className="chat__notice">
        <Text className="chat__status chat__closed">{t('notOpen')}</Text>
        <Button className="primary-button chat__back" onClick={() => void backToReading(id)}>
          {t('backToReading')}
        </Button>
      </View>
    )

  const line = allowanceLine(chat.allowance)
  const allowanceText = line.key === 'freeLeft' ? t('freeLeft', { count: line.count }) : line.key === 'nextCost' ? t('nextCost', { cost: line.cost }) : t(line.key)

  return (
    <View className="chat">
      <Reminder reading={chat.load.reading} />
      <Text className="chat__intro">{t('intro')}</Text>
      <View className="chat__list">
        {chat.bubbles.map((bubble) => (
          <BubbleView key={bubble.key} bubble={bubble} live={bubble.key === chat.revealing ? live : undefined} />
        ))}
        {chat.pending !== null ? (
          <>
            <BubbleView bubble={{ kind: 'user', text: chat.pending }} />
            <BubbleView bubble={{ kind: 'ai', text: chat.streamed, engine: chat.pendingEngine }} live={live} />
          </>
        ) : null}
      </View>
      <View className="chat__composer">
        <Text className={`chat__allowance ${line.key === 'noneLeft' ? 'chat__allowance--none' : ''}`}>{allowanceText}</Text>
        {chat.energyShort ? (
          <View className="chat__energy-short">
            <Text className="chat__energy-short-text">{chat.energyShort}</Text>
            {canBuy ? (
              <Text className="link chat__get-energy" onClick={() => void navigateTo(`/pages/pay/energy${chat.allowance.nextCost ? `?need=${chat.allowance.nextCost}` : ''}`)}>
                {`${t('getEnergy')} ›`}
              </Text>
            ) : null}
          </View>
        ) : null}
        <View className="chat__box">
          <Textarea
            className="plain-textarea chat__input"
            value={chat.draft}
            maxlength={MAX_MESSAGE}
            autoHeight
            placeholder={t('placeholder')}
            placeholderClass="chat__placeholder"
            onInput={(e) => chat.setDraft(e.detail.value)}
          />
          <Button className={`chat__send ${streaming ? 'chat__send--busy' : ''}`} onClick={chat.send}>
            {t('send')}
          </Button>
        </View>
      </View>
    </View>
  )
}
