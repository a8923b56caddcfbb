// Stands in for zod's `v4/locales/index.cjs` in the React Native bundle. zod's CommonJS entry re-exports every
// locale (48 languages of error messages, 211 KB of the bundle) and Metro cannot leave unused exports out.
// The app never calls `z.config(z.locales.x())`: its own texts say what is wrong (lib/i18n), so no locale is needed.
module.exports = {}
