import { Block, Inline } from '@/components/primitives/box'
import { CardFace } from '@/components/card-face/card-face'
import './shuffle-deck.css'

const CARDS = ['left', 'right', 'left', 'right', 'still'] as const

/** A few backs riffling in place while the server shuffles: a CSS keyframe loop, no JS per frame; a still deck with reduced motion. */
export function ShuffleDeck({ label, cardWidth, still = false }: { label: string; cardWidth: number; still?: boolean }) {
  return (
    <Block className={`shuffle draw__shuffle ${still ? 'shuffle--still' : ''}`}>
      <Block className="shuffle__stack" style={{ width: `${cardWidth}px`, height: `${Math.round(cardWidth * 1.7)}px` }}>
        {CARDS.map((side, i) => (
          <Block key={i} className={`shuffle__card shuffle__card--${side} shuffle__card--${i}`}>
            <CardFace id={null} width={cardWidth} />
          </Block>
        ))}
      </Block>
      <Inline className="shuffle__label">{label}</Inline>
    </Block>
  )
}
