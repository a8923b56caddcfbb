import { Image, View } from '@tarojs/components'
import type { Orientation } from '@tarot/core/deck'
import { cardImageUrl } from '@/lib/http/resources'
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

/**
 * One card, as the art shows it: face up (reversed cards turned upside down)
 * or its back. Flipping is a CSS transition on `card-face--up`.
 */
export function CardFace({ id, orientation = 'upright', width, label, faceUp = true, className = '' }: CardFaceProps) {
  const height = Math.round((width * 170) / 100)
  const showFace = faceUp && id !== null
  return (
    <View
      className={`card-face ${showFace ? 'card-face--up' : ''} ${showFace && orientation === 'reversed' ? 'card-face--reversed' : ''} ${className}`}
      style={{ width: `${width}px`, height: `${height}px` }}
      ariaLabel={label}
      ariaRole='img'
    >
      <Image className='card-face__img' src={cardImageUrl(showFace ? id : null)} mode='aspectFill' lazyLoad nativeProps={{ alt: label ?? '' }} />
    </View>
  )
}
