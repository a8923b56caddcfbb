/** The card art, drawn as SVG from the card ids (see card-art.mjs). */
export declare const ALL_CARD_IDS: readonly string[]
export declare function cardSvg(id: string): string
export declare function backSvg(): string
