'use strict'
// Keeps the app's code flowing one way (style.md): shared (lib, components, stores) → features → pages.
// Features do not import each other, shared code imports no feature or page, and no page imports another page.
const path = require('node:path')

const SRC = path.resolve(__dirname, '..', 'src')
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
    docs: { description: 'enforce the shared → features → pages layering of src/' },
    schema: [],
  },
  create(context) {
    const file = context.getFilename()
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
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    }
  },
}
