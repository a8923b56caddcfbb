import type { Orientation } from '@tarot/core/deck'
import { Block } from '@/components/primitives/box'
import { cardImageUrl } from '@/lib/http/resources'
import { screenPixelRatio } from '@/lib/platform/pixel-ratio'
import { CardImage } from './card-image'
import './card-face.css'

export interface CardFaceProps {
  /** The card, or null for its back. */
  id: string | null
  orientation?: Orientation
  /** Width in screen px; the height follows the card's 100:170 shape. */
  width: number
  /** Name for screen readers (also the H5 image's alt text); without it the image is decorative. */
  label?: string
  faceUp?: boolean
  className?: string
}

/** Cards shown wider than this (screen px) use the 2× art on sharp screens. */
const SHARP_FROM_WIDTH = 120

/**
 * One card, as the art shows it: face up (reversed cards turned upside down)
 * or its back. Flipping is a CSS transition on `card-face--up`.
 */
export function CardFace({ id, orientation = 'upright', width, label, faceUp = true, className = '' }: CardFaceProps) {
  const height = Math.round((width * 170) / 100)
  const showFace = faceUp && id !== null
  // The 2× art only where it shows: thumbnails look fine from the 300 px file even on a
  // sharp screen, so only the larger cards (card page, reading board) pay for the 600 px one.
  const sharp = width > SHARP_FROM_WIDTH && screenPixelRatio() >= 2
  return (
    <Block
      className={`card-face ${showFace ? 'card-face--up' : ''} ${showFace && orientation === 'reversed' ? 'card-face--reversed' : ''} ${className}`}
      style={{ width: `${width}px`, height: `${height}px` }}
      ariaLabel={label}
      ariaRole="img"
    >
      <CardImage className="card-face__img" src={cardImageUrl(showFace ? id : null, sharp)} label={label ?? ''} />
    </Block>
  )
}
