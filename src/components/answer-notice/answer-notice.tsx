import { useTranslation } from 'react-i18next'
import { Block, Inline } from '@/components/primitives/box'
import { useUnreadAnswers } from '@/lib/answers/unread-answers'
import { currentLanguage } from '@/lib/i18n/i18n'
import { navigateTo } from '@/lib/navigation/navigate'
import '../callout/callout.css'
import './answer-notice.css'

/** A name before Chinese text: a Latin name keeps one space before the Han characters, a Chinese one none. */
function nameBefore(name: string): string {
  return currentLanguage() !== 'en' && /[A-Za-z0-9]$/.test(name) ? `${name} ` : name
}

/**
 * On home (issue 34): a reader has answered and the person has not opened it yet. One answer opens that
 * consultation; several open "My consultations". Gone once every answer is opened.
 */
export function AnswerNotice() {
  const { t } = useTranslation()
  const { count, latest } = useUnreadAnswers()
  if (count === 0 || !latest) return null
  const open = () => void navigateTo(count === 1 ? `/pages/reader/order?id=${encodeURIComponent(latest.consultationId)}` : '/pages/reader/readers?tab=mine')
  return (
    <Block className="callout answer-notice" role="link" onClick={open}>
      <Block className="answer-notice__dot" />
      <Inline className="answer-notice__text">{count === 1 ? t('readerAnswers.one', { reader: nameBefore(latest.readerName) }) : t('readerAnswers.many', { count })}</Inline>
      <Inline className="answer-notice__open">{`${count === 1 ? t('readerAnswers.open') : t('readerAnswers.openMany')} ›`}</Inline>
    </Block>
  )
}
