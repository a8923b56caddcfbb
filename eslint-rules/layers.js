'use strict'
// Keeps code flowing one way (style.md). Loaded by eslint.config.mjs as the local plugin's `local/layers`.
// The app (src/): shared (lib, components, stores) → features → pages. Features do not import each other,
// shared code imports no feature or page, and no page imports another page.
// The server (server/src/): routes → services → repositories (db/), never back, and routes never import
// repositories (not even their types: a route speaks HTTP to a service); lib/ is shared by all and imports none
// of them; plugins (and the entry points: app.ts, server.ts, the scripts) wire anything.
const path = require('node:path')

const fs = require('node:fs')

const SRC = path.resolve(__dirname, '..', 'src')
const SERVER_SRC = path.resolve(__dirname, '..', 'server', 'src')

/** The repositories the server decorates itself with (`app.users`…), read from where they are decorated, so a new one is covered too. */
function repositoryDecorators() {
  const wiring = fs.readFileSync(path.join(SERVER_SRC, 'plugins', 'repositories.ts'), 'utf8')
  return new Set([...wiring.matchAll(/decorate\('([A-Za-z]+)'/g)].map((match) => match[1]))
}

/** What each server layer must not import, and why. */
const SERVER_FORBIDDEN = {
  db: { routes: 'routes', services: 'services', plugins: 'plugins' },
  services: { routes: 'routes', plugins: 'plugins' },
  routes: { db: 'repositories (db/)' },
  lib: { routes: 'routes', services: 'services', db: 'repositories (db/)', plugins: 'plugins' },
}
const SERVER_LAYER_NAMES = {
  db: 'A repository (server/src/db)',
  services: 'A service (server/src/services)',
  lib: 'Shared server code (server/src/lib)',
  routes: 'A route (server/src/routes)',
}

function serverLayerOf(file) {
  const rel = path.relative(SERVER_SRC, file)
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null
  const parts = rel.split(path.sep)
  return parts.length > 1 ? parts[0] : null
}

/** The server's rule: imports only go down the layers. */
function createServerCheck(context, file, from) {
  const forbidden = SERVER_FORBIDDEN[from]
  if (!forbidden) return {}
  function check(node, spec) {
    if (typeof spec !== 'string' || !spec.startsWith('.')) return
    const to = serverLayerOf(path.resolve(path.dirname(file), spec))
    if (to && forbidden[to]) {
      const why = from === 'routes' ? 'a route reaches the data only through a service' : "the server's layers go routes → services → repositories (db/), never back"
      context.report({ node, message: `${SERVER_LAYER_NAMES[from]} must not import ${forbidden[to]} (${spec}): ${why}.` })
    }
  }
  const checks = visitors(check)
  if (from !== 'routes') return checks
  // Importing is not the only way in: the repositories hang on the app too (`app.users.revokeSession(…)`).
  const repositories = repositoryDecorators()
  return {
    ...checks,
    MemberExpression(node) {
      if (node.object.type !== 'Identifier' || node.object.name !== 'app' || node.property.type !== 'Identifier' || node.computed) return
      if (!repositories.has(node.property.name)) return
      context.report({ node, message: `A route (server/src/routes) must not call the repository app.${node.property.name}: a route reaches the data only through a service.` })
    },
  }
}

function visitors(check) {
  return {
    ImportDeclaration: (node) => check(node, node.source.value),
    ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
    ExportAllDeclaration: (node) => check(node, node.source.value),
    ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
  }
}
const PAGE_ROOTS = new Set(['pages', 'pagesH5', 'pagesApp', 'pagesThird', 'pagesChat'])

function layerOf(file) {
  const rel = path.relative(SRC, file)
  if (rel.startsWith('..')) return null
  const [top, second] = rel.split(path.sep)
  if (PAGE_ROOTS.has(top)) return { kind: 'page', name: rel }
  if (top === 'features') return { kind: 'feature', name: second }
  return { kind: 'shared', name: top }
}

function resolveTarget(spec, fromFile) {
  if (spec.startsWith('@/')) return path.join(SRC, spec.slice(2))
  if (spec.startsWith('.')) return path.resolve(path.dirname(fromFile), spec)
  return null
}

module.exports = {
  meta: {
    type: 'problem',
    docs: { description: "enforce the app's shared → features → pages layering and the server's routes → services → repositories" },
    schema: [],
  },
  create(context) {
    const file = context.filename
    const serverLayer = serverLayerOf(file)
    if (serverLayer) return createServerCheck(context, file, serverLayer)
    const from = layerOf(file)
    if (!from) return {}
    function check(node, spec) {
      if (typeof spec !== 'string') return
      // A page's own stylesheet and images are not code.
      if (/\.(css|png|jpe?g|gif|svg)$/.test(spec)) return
      const target = resolveTarget(spec, file)
      if (!target) return
      const to = layerOf(target)
      if (!to) return
      if (from.kind === 'shared' && (to.kind === 'feature' || to.kind === 'page')) {
        context.report({ node, message: `Shared code (src/${from.name}) must not import ${to.kind} code (${spec}).` })
      } else if (from.kind === 'feature' && to.kind === 'feature' && to.name !== from.name) {
        context.report({ node, message: `Feature "${from.name}" must not import feature "${to.name}"; move the shared part to lib/ or components/.` })
      } else if (from.kind === 'feature' && to.kind === 'page') {
        context.report({ node, message: `Features must not import pages (${spec}).` })
      } else if (from.kind === 'page' && to.kind === 'page') {
        context.report({ node, message: `Pages must not import other pages (${spec}); navigate instead.` })
      }
    }
    return visitors(check)
  },
}
