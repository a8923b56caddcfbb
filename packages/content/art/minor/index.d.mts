/** The minor arcana's illustrated scenes by card id (see index.mjs); a card missing here is drawn as pips or an emblem. */
export declare const MINOR_SCENES: Readonly<Record<string, () => string>>
