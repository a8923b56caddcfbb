import { Text, View } from '@tarojs/components'
import { cardName } from '@tarot/content/card-names'
import type { ReadingContext } from '@tarot/contracts/readers'
import { findSpread } from '@/lib/content/spreads'
import { currentLanguage } from '@/lib/i18n/i18n'
import { labelled, withAside } from '@/lib/i18n/punctuation'
import './attached-reading.css'

/** The reading a question comes from: its spread, its question and its cards, so the reader sees what the user saw. */
export function AttachedReading({ reading, reversedLabel }: { reading: Pick<ReadingContext, 'spreadId' | 'question' | 'cards'>; reversedLabel: string }) {
  const language = currentLanguage()
  const spread = findSpread(reading.spreadId, language)
  return (
    <View className="attached-reading">
      <Text className="attached-reading__spread">{spread?.name ?? reading.spreadId}</Text>
      <Text className="attached-reading__question">{reading.question}</Text>
      <View className="attached-reading__cards">
        {reading.cards.map((card, index) => {
          const name = card.orientation === 'reversed' ? withAside(cardName(card.id, language), reversedLabel, language) : cardName(card.id, language)
          const position = spread?.positions[index]?.name
          return (
            <Text key={`${card.id}-${index}`} className="attached-reading__card">
              {position ? labelled(position, name, language) : name}
            </Text>
          )
        })}
      </View>
    </View>
  )
}
