import type { Orientation } from '@tarot/core/deck'
import { Block } from '@/components/primitives/box'
import { CardFace } from '@/components/card-face/card-face'
import './flip-card.css'

export interface FlipCardProps {
  id: string
  orientation: Orientation
  width: number
  /** Under way: the card turns over (from back to face). */
  turning: boolean
  /** The turn is over: only the face is left. */
  faceUp: boolean
  label?: string
  /** Reduced motion: the face replaces the back without turning. */
  still: boolean
}

/**
 * H5 and the mini-program: a 3D turn about the vertical axis. Back and face are two
 * sides of one card (`backface-visibility: hidden`, the face pre-turned by 180°), and the
 * card rotates under a perspective; only transform animates. The face is there, hidden,
 * from the start, so its image has loaded before the turn; the back goes once it is over.
 * React Native has a leaf.
 */
export function FlipCard({ id, orientation, width, turning, faceUp, label, still }: FlipCardProps) {
  const height = Math.round((width * 170) / 100)
  return (
    <Block className={`flip ${turning || faceUp ? 'flip--turned' : ''} ${still ? 'flip--still' : ''}`} style={{ width: `${width}px`, height: `${height}px` }}>
      <Block className="flip__inner">
        {faceUp ? null : (
          <Block className="flip__side flip__back">
            <CardFace id={null} width={width} />
          </Block>
        )}
        <Block className="flip__side flip__front">
          <CardFace id={id} orientation={orientation} width={width} label={turning || faceUp ? label : undefined} />
        </Block>
      </Block>
    </Block>
  )
}
