import type { CardImageProps } from './card-image'

/**
 * H5: a plain `img`. Taro's `Image` is a web component (`taro-image-core`) that Stencil constructs and renders in a
 * frame of its own, with its own observer for lazy loading; a reading board, the library or a history page shows
 * dozens of cards, and on the draw page their rendering landed in the reveal's frames. The browser's own lazy loading
 * and `object-fit` (card-face.css) do the same.
 */
export function CardImage({ className, src, label }: CardImageProps) {
  return <img className={`${className} card-face__img--plain`} src={src} alt={label} loading="lazy" decoding="async" draggable={false} />
}
