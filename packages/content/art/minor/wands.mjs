// Scenes for the wands (filled in by issue 17's illustrated deck). Keyed by card id; each
// value draws the art panel's body (see kit.mjs: PANEL, CX, CY) and returns an SVG string.
export const SCENES = {}
