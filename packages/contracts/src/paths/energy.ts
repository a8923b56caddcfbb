/** Where the energy calls are (`endpoints/energy.ts` has their schemas). Free of zod: the app imports it at run time. */
export const energyPaths = {
  wallet: { method: 'GET', path: '/tarot/rest/energy/amount' },
  quota: { method: 'GET', path: '/tarot/rest/energy/quota' },
} as const
