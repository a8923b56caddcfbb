import { Image } from '@tarojs/components'

export interface CardImageProps {
  className: string
  src: string
  /** Alt text; empty for a decorative image. */
  label: string
}

/** The card's art, filling its frame, loaded when it comes into view. */
export function CardImage({ className, src, label }: CardImageProps) {
  return <Image className={className} src={src} mode="aspectFill" lazyLoad nativeProps={{ alt: label }} />
}
