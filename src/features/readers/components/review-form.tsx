import { Button, Text, Textarea, View } from '@tarojs/components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { disabledWhen } from '@/lib/ui/disabled'
import { REVIEW_MAX } from '../model/readers'
import '../../../components/text-box/text-box.css'
import './review-form.css'
import '@/features/readers/translations'

/** One to five stars and a few words about the answer. */
export function ReviewForm({ onSubmit }: { onSubmit: (rating: number, text: string) => Promise<boolean> }) {
  const { t } = useTranslation('readers')
  const [rating, setRating] = useState(0)
  const [text, setText] = useState('')
  const [busy, setBusy] = useState(false)

  const send = async () => {
    if (rating < 1) return
    setBusy(true)
    try {
      if (await onSubmit(rating, text.trim())) setText('')
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className="review-form">
      <View className="review-form__stars" role="radiogroup" aria-label={t('detail.rating')}>
        {[1, 2, 3, 4, 5].map((n) => (
          <View key={n} role="radio" aria-checked={rating === n} aria-label={t('detail.stars', { count: n })} data-star={n} className="review-form__star" onClick={() => setRating(n)}>
            <Text className={`review-form__star-text ${n <= rating ? 'review-form__star-text--on' : ''}`}>{n <= rating ? '★' : '☆'}</Text>
          </View>
        ))}
      </View>
      <Textarea
        className="review-form__text text-box"
        value={text}
        maxlength={REVIEW_MAX}
        placeholder={t('detail.reviewPlaceholder')}
        placeholderClass="text-box__placeholder"
        onInput={(e) => setText(e.detail.value)}
      />
      <Text className="text-box__count">{`${Array.from(text).length}/${REVIEW_MAX}`}</Text>
      <Button className="primary-button review-form__send" {...disabledWhen(busy || rating < 1)} onClick={() => void send()}>
        {rating < 1 ? t('detail.chooseStars') : t('detail.sendReview')}
      </Button>
    </View>
  )
}
