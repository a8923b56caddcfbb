/** Where the reading calls are (`endpoints/readings.ts` has their schemas). Free of zod: the app imports it at run time. */
export const readingPaths = {
  draw: { method: 'POST', path: '/tarot/rest/readings/draw' },
  pick: { method: 'POST', path: '/tarot/rest/readings/:id/pick' },
  keepPicks: { method: 'PUT', path: '/tarot/rest/readings/:id/picks' },
  physical: { method: 'POST', path: '/tarot/rest/readings/physical' },
  save: { method: 'POST', path: '/tarot/rest/readings/:id/save' },
  get: { method: 'GET', path: '/tarot/rest/readings/:id' },
  list: { method: 'GET', path: '/tarot/rest/readings' },
  remove: { method: 'DELETE', path: '/tarot/rest/readings/:id' },
  interpretation: { method: 'GET', path: '/tarot/rest/readings/:id/interpretation' },
  interpret: { method: 'POST', path: '/tarot/rest/readings/:id/interpretation', raw: true },
  chat: { method: 'GET', path: '/tarot/rest/readings/:id/chat' },
  followUp: { method: 'POST', path: '/tarot/rest/readings/:id/chat' },
} as const
