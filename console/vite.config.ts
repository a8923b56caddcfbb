import path from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

/**
 * The console is built to console/dist and served by the server at /tarot/console/ (server/src/plugins/console-app.ts).
 * Asset names carry a content hash, which is what the server's immutable caching keys on.
 */
export default defineConfig({
  base: '/tarot/console/',
  plugins: [react()],
  resolve: {
    alias: { '@tarot/contracts': path.resolve(import.meta.dirname, '../packages/contracts/src') },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No inline script may run under the console's CSP: Vite's module preload polyfill would be one.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    chunkSizeWarningLimit: 1500,
  },
  server: {
    // `npm run dev --workspace console`: the API from a server running on the usual port.
    proxy: { '/tarot/rest': process.env.CONSOLE_API ?? 'http://127.0.0.1:8080' },
  },
})
