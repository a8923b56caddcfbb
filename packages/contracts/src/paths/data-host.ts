/**
 * The data host's plain files (no envelope): versions, the spread catalogue, the article index, cards' texts and spread layouts
 * (`endpoints/data-host.ts` has their schemas). The app reads them from the data host, which may be another address (`dataUrl`).
 */
export const dataHostPaths = {
  version: { method: 'GET', path: '/versionApp.json', raw: true },
  spreads: { method: 'GET', path: '/spreadsApp.json', raw: true },
  articles: { method: 'GET', path: '/articles/index.json', raw: true },
  file: { method: 'GET', path: '/local/*', raw: true },
  layout: { method: 'GET', path: '/layout/:file', raw: true },
} as const

/** The official account's JS-SDK settings for a page of the H5 site. */
export const wechatPaths = {
  jsConfig: { method: 'GET', path: '/tarot/rest/wechat/js-config' },
} as const
