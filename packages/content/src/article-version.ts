/**
 * The bundled article set's version alone (`articles/titles.json`'s `version`;
 * article-version.test.ts keeps the two equal), so the app's content check can
 * compare versions without bundling every title and summary in three languages.
 */
export const ARTICLES_VERSION = 7
