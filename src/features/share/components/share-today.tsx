import { Button } from '@tarojs/components'
import { cardName } from '@tarot/content/card-names'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Block, Inline, type TapEvent } from '@/components/primitives/box'
import { currentLanguage } from '@/lib/i18n/i18n'
import { HOME } from '@/lib/navigation/routes'
import { showToast } from '@/lib/ui/toast'
import { useSession } from '@/stores/session'
import { getOwnFriendCode, todayPosterUrl } from '../api/shares'
import { appLink } from '../model/app-link'
import { deliverShare, savePoster, savesPoster, sendsFromButton } from '../model/deliver'
import { todayMiniShare } from '../model/mini-share'
import { useShareHooks } from '../model/share-hooks'
import './share-today.css'

/** Today's card as the page gives it: derived on the device, so the server draws the poster from these. */
export interface TodayCard {
  id: string
  orientation: 'upright' | 'reversed'
  day: string
}

// One friend code per person while the app runs: asked when first needed, asked again after a failure.
const friendCodes = new Map<string, Promise<string>>()

/** The person's friend code as the server seals it ('' until it arrives, or without a session): never the user id itself. */
function useFriendCode(): string {
  const userId = useSession((s) => s.userId)
  const [code, setCode] = useState('')
  useEffect(() => {
    setCode('')
    if (!userId) return
    let pending = friendCodes.get(userId)
    if (!pending) {
      pending = getOwnFriendCode().catch(() => {
        friendCodes.delete(userId)
        return ''
      })
      friendCodes.set(userId, pending)
    }
    let live = true
    void pending.then((found) => live && setCode(found))
    return () => {
      live = false
    }
  }, [userId])
  return code
}

/** The words and addresses of a share of today's card: only the card and its day, and the friend code when signed in. */
function useTodayShare(today: TodayCard) {
  const { t } = useTranslation()
  const friend = useFriendCode()
  const language = currentLanguage()
  const title = t('todayShare.title', { card: `${cardName(today.id, language)}${t(today.orientation === 'reversed' ? 'todayShare.reversed' : 'todayShare.upright')}` })
  return {
    title,
    text: t('todayShare.text'),
    link: appLink(HOME, friend ? `friend=${encodeURIComponent(friend)}` : ''),
    friend,
    poster: (size: 'story' | 'chat') => todayPosterUrl(today, size, language),
  }
}

/**
 * Sharing today's card from home, in the card's last line: the browser's or the system's share sheet with the poster
 * (or the link copied), and in the mini-program a share button — the chat card with the 5:4 poster — and saving the
 * 1080×1920 poster. Nothing about the person goes along but the friend code.
 */
export function ShareToday({ today }: { today: TodayCard }) {
  const { t } = useTranslation()
  const share = useTodayShare(today)
  // The card itself opens its meaning: the share buttons keep their taps.
  const own = (e: TapEvent) => e.stopPropagation()
  const send = async (e: TapEvent) => {
    own(e)
    const outcome = await deliverShare({ title: share.title, text: share.text, link: share.link, posterUrl: share.poster('story') }).catch(() => null)
    if (outcome === 'copied') showToast(t('todayShare.copied'))
  }
  const save = async (e: TapEvent) => {
    own(e)
    if (!(await savePoster(share.poster('story')).catch(() => false))) showToast(t('todayShare.posterFailed'))
  }
  return (
    <Block className="share-today" onClick={own}>
      {savesPoster ? (
        <Inline className="share-today__button share-today__poster" onClick={(e) => void save(e)}>
          {t('todayShare.savePoster')}
        </Inline>
      ) : null}
      {sendsFromButton ? (
        <Button className="share-today__button share-today__send" openType="share" onClick={own}>
          {t('todayShare.button')}
        </Button>
      ) : (
        <Inline className="share-today__button share-today__send" onClick={(e) => void send(e)}>
          {t('todayShare.button')}
        </Inline>
      )}
    </Block>
  )
}

/** Home's share menu in the mini-program: today's card as a chat card with its 5:4 poster, and to Moments. */
export function useTodayShareMenu(today: TodayCard): void {
  const { t } = useTranslation()
  const share = useTodayShare(today)
  useShareHooks(todayMiniShare(share.poster('chat'), share.title, share.friend), t('app.name'), HOME)
}
