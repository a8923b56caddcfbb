/** Where the journal's calls are (`endpoints/journal.ts` has their schemas). Free of zod: the app imports it at run time. */
export const journalPaths = {
  reading: { method: 'GET', path: '/tarot/rest/readings/:id/journal' },
  addNote: { method: 'POST', path: '/tarot/rest/readings/:id/notes' },
  editNote: { method: 'PUT', path: '/tarot/rest/readings/:id/notes/:noteId' },
  deleteNote: { method: 'DELETE', path: '/tarot/rest/readings/:id/notes/:noteId' },
  setReminder: { method: 'PUT', path: '/tarot/rest/readings/:id/reminder' },
  addLookBack: { method: 'POST', path: '/tarot/rest/readings/:id/look-backs' },
  due: { method: 'GET', path: '/tarot/rest/journal/due' },
  insights: { method: 'GET', path: '/tarot/rest/journal/insights' },
  year: { method: 'GET', path: '/tarot/rest/journal/year' },
  export: { method: 'GET', path: '/tarot/rest/journal/export' },
  exportCsv: { method: 'GET', path: '/tarot/rest/journal/export/csv', raw: true },
  deleteAll: { method: 'DELETE', path: '/tarot/rest/journal' },
  settings: { method: 'GET', path: '/tarot/rest/journal/settings' },
  saveSettings: { method: 'PUT', path: '/tarot/rest/journal/settings' },
} as const
