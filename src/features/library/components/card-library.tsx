import { Input, Text, View } from '@tarojs/components'
import { CARD_NAMES } from '@tarot/content/card-names'
import { DECK, SUITS } from '@tarot/core/deck'
import type { Language } from '@tarot/core/language'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CardFace } from '@/components/card-face/card-face'
import { navigateTo } from '@/lib/navigation/navigate'
import './library.css'

const GROUPS = ['major', ...SUITS] as const

/** The 78 cards grouped by arcana and suit, with their art; search by name in the current language (or English). */
export function CardLibrary() {
  const { t, i18n } = useTranslation('library')
  const language = i18n.language as Language
  const [query, setQuery] = useState('')
  const needle = query.trim().toLowerCase()
  const matches = (id: string) => !needle || CARD_NAMES[id]![language].toLowerCase().includes(needle) || CARD_NAMES[id]!.en.toLowerCase().includes(needle)
  const groups = GROUPS.map((group) => ({ group, cards: DECK.filter((c) => (group === 'major' ? c.arcana === 'major' : c.suit === group) && matches(c.id)) })).filter((g) => g.cards.length > 0)
  return (
    <View className="library">
      <Input className="library__search" value={query} placeholder={t('search')} placeholderClass="library__placeholder" onInput={(e) => setQuery(e.detail.value)} />
      {groups.length === 0 ? <Text className="library__empty">{t('noMatch')}</Text> : null}
      {groups.map(({ group, cards }) => (
        <View key={group} className="library__group">
          <Text className="library__group-name">{t(`groups.${group}`)}</Text>
          <View className="library__grid">
            {cards.map((card) => (
              <View key={card.id} className="library__card" data-card={card.id} onClick={() => void navigateTo(`/pages/content/article?card=${card.id}`)}>
                <CardFace id={card.id} width={72} label={CARD_NAMES[card.id]![language]} />
                <Text className="library__card-name">{CARD_NAMES[card.id]![language]}</Text>
              </View>
            ))}
          </View>
        </View>
      ))}
    </View>
  )
}
