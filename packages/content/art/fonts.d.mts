/** resvg font options for the card art (see fonts.mjs). */
export declare const FONT: { loadSystemFonts: boolean; fontFiles?: string[]; serifFamily: string; defaultFontFamily: string }
