import type { CSSProperties } from 'react'
import { Block } from '@/components/primitives/box'
import { cardImageUrl } from '@/lib/http/resources'

/**
 * H5: the back as one element with the art as its background, drawn as the card face draws it (the
 * border outside the card's width and height, the art clipped to the inside by the rounded corners,
 * the card's colour under the border; see card-fan.css). The card face is three elements (Taro's
 * View, its Image element and the <img>, which has a transform of its own) under a rounded
 * overflow clip: 78 of them made every style recalc, paint and commit of the drag walk 78 clips and
 * 156 more elements and transforms.
 */
export function FanBack({ width }: { width: number }) {
  return (
    <Block
      className="fan__back"
      // The art's address as a custom property: card-fan.css lays it over the card's colour.
      style={{ width: `${width}px`, height: `${Math.round((width * 170) / 100)}px`, '--fan-back': `url(${cardImageUrl(null)})` } as CSSProperties}
    />
  )
}
