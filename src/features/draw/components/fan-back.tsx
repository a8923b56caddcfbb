import { CardFace } from '@/components/card-face/card-face'

/**
 * One card's back in the fan, and in the places under it once picked. The mini-program and React Native: the card face (React Native has no
 * CSS background image). H5 has a leaf that draws it as one element.
 */
export function FanBack({ width }: { width: number }) {
  return <CardFace id={null} width={width} />
}
