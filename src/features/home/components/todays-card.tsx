import { cardName } from '@tarot/content/card-names'
import { todaysCard } from '@tarot/core/daily'
import type { Language } from '@tarot/core/language'
import dayjs from 'dayjs'
import { type ReactNode, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Block, Inline } from '@/components/primitives/box'
import { CardFace } from '@/components/card-face/card-face'
import { type CardMeaning, fetchCardMeaning } from '@/lib/api/card-meaning'
import { useServerData } from '@/lib/data/use-server-data'
import { navigateTo } from '@/lib/navigation/navigate'
import { useSession } from '@/stores/session'
import { useTodaysCardPin } from '@/stores/todays-card'
import './home.css'

/** The first sentence of a meaning: the card's short meaning for the home page. */
function firstSentence(text: string): string {
  return text.match(/^[^。！？.!?]+[。！？.!?]/)?.[0] ?? text
}

/**
 * Today's card for this person (the same all day: the card first shown today on this device stays, see `todaysCard`)
 * and the day it belongs to, YYYY-MM-DD on this device.
 */
export function useTodaysCard(): { id: string; orientation: 'upright' | 'reversed'; day: string } {
  const userId = useSession((s) => s.userId)
  const key = useSession((s) => s.userId || s.uken || 'visitor')
  const { pin, setPin } = useTodaysCardPin()
  const day = dayjs().format('YYYY-MM-DD')
  const today = todaysCard(pin, { userId, key }, day)
  useEffect(() => {
    if (today.pin !== pin) setPin(today.pin)
  }, [today.pin, pin, setPin])
  return { id: today.id, orientation: today.orientation, day }
}

/**
 * Today's card: one free card a day for this person, the same all day, with its short meaning. `action` is what the
 * page puts beside the link to the full meaning (sharing, from its own feature); it sits in that line so home's
 * height, which the H5 first screen copies, does not change.
 */
export function TodaysCard({ action }: { action?: ReactNode }) {
  const { t, i18n } = useTranslation('home')
  const language = i18n.language as Language
  const card = useTodaysCard()
  const { state } = useServerData(['card-meaning', card.id, language], () => fetchCardMeaning(card.id))
  // A file without the expected fields counts as a failure, not a crash.
  const usable = (m: CardMeaning) => Array.isArray(m?.keywords?.[card.orientation]) && typeof m[card.orientation] === 'string'
  const meaning = state.status === 'ready' ? (usable(state.value) ? state.value : 'failed') : state.status === 'failed' ? 'failed' : null

  const { t: tl } = useTranslation('library')
  return (
    <Block className="today" onClick={() => void navigateTo(`/pages/content/article?card=${card.id}`)}>
      <CardFace id={card.id} orientation={card.orientation} width={96} label={cardName(card.id, language)} />
      <Block className="today__text">
        <Inline className="today__name">{`${cardName(card.id, language)} · ${tl(card.orientation)}`}</Inline>
        {meaning === null ? <Inline className="today__meaning">{t('todayLoading')}</Inline> : null}
        {meaning === 'failed' ? <Inline className="today__meaning">{t('todayFailed')}</Inline> : null}
        {meaning && meaning !== 'failed' ? (
          <>
            <Inline className="today__keywords">{meaning.keywords[card.orientation].join(language === 'en' ? ' · ' : '・')}</Inline>
            <Inline className="today__meaning">{firstSentence(meaning[card.orientation])}</Inline>
          </>
        ) : null}
        <Block className="today__foot">
          <Inline className="today__more">{t('todayMore')} ›</Inline>
          {action}
        </Block>
      </Block>
    </Block>
  )
}
