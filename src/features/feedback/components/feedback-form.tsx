import { Button, Input, Text, Textarea, View } from '@tarojs/components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { disabledWhen } from '@/lib/ui/disabled'
import { sendFeedback } from '../api/feedback'
import { showToast } from '@/lib/ui/toast'
import '../../../components/text-box/text-box.css'
import './feedback-form.css'
import '@/features/feedback/translations'

const MAX = 2000

/**
 * The about page's feedback form: reaches the server (`POST /tarot/rest/feedback`); guests may send it too.
 * `initial`: a request already written out (a birth-year correction asked for from a refused purchase).
 */
export function FeedbackForm({ initial = '' }: { initial?: string }) {
  const { t } = useTranslation('feedback')
  const { t: tc } = useTranslation()
  const [content, setContent] = useState(initial)
  const [contact, setContact] = useState('')
  const [sending, setSending] = useState(false)

  const send = async () => {
    if (content.trim() === '') {
      showToast(t('empty'))
      return
    }
    setSending(true)
    try {
      await sendFeedback(content.trim(), contact.trim())
      setContent('')
      setContact('')
      showToast(t('thanks'), { icon: 'success' })
    } catch (error) {
      showToast((error as Error).message || tc('errors.fetchFailed'))
    } finally {
      setSending(false)
    }
  }

  return (
    <View className="feedback">
      <Textarea
        className="feedback__content text-box"
        value={content}
        maxlength={MAX}
        placeholder={t('placeholder')}
        placeholderClass="text-box__placeholder"
        onInput={(e) => setContent(e.detail.value)}
      />
      <Text className="text-box__count feedback__count">{`${content.length}/${MAX}`}</Text>
      <Input className="feedback__contact" value={contact} maxlength={100} placeholder={t('contactPlaceholder')} placeholderClass="text-box__placeholder" onInput={(e) => setContact(e.detail.value)} />
      <Button className="primary-button feedback__send" {...disabledWhen(sending)} onClick={() => void send()}>
        {sending ? t('sending') : t('send')}
      </Button>
    </View>
  )
}
