/**
 * Tokens per model request: what the prompts in server/src/services/interpreter/prompt.ts and the
 * question classifier cost, counted with gpt-tokenizer (o200k_base, the GPT-4o family's encoding).
 *
 *   npx tsx bench/prompt-size.mjs                 # the prompts as they are
 *   npx tsx bench/prompt-size.mjs --before <rev>  # and beside them the prompts of a git revision
 *
 * A chat request is counted as its messages' contents plus 4 tokens per message and 3 for the reply's
 * priming (OpenAI's accounting for chat models). "Shared prefix" is the longest start of the system
 * prompt every reading request has in common: what a provider's prompt cache can reuse (most need
 * at least 1,024 tokens of it); "past the cached prefix" is a reading's tokens beyond it, which a cache hit
 * still bills at the full price (cached tokens cost a half to a tenth, by provider and model).
 */
import { execFileSync } from 'node:child_process'
import { rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { encode } from 'gpt-tokenizer'
import { drawCards } from '@tarot/core/draw'
import { BUNDLED_CATALOGUE } from '@tarot/core/spreads'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const PROMPT = 'server/src/services/interpreter/prompt.ts'
const CLASSIFIER = 'server/src/services/question-check/classifier.ts'
const LANGUAGES = ['zh-Hans', 'zh-Hant', 'en']
const QUESTIONS = { 'zh-Hans': '今年在工作上我需要明白什么？', 'zh-Hant': '我接下來在感情上該專注什麼？', en: 'What should I focus on in my work this year?' }
const FOLLOW = {
  'zh-Hans': ['第二张牌具体在说什么？', '那我这周先做哪一件事？', '如果我先不动呢？'],
  'zh-Hant': ['第二張牌具體在說什麼？', '那我這週先做哪一件事？', '如果我先不動呢？'],
  en: ['What is the second card saying exactly?', 'So what do I do first this week?', 'And if I wait instead?'],
}
const SPREADS = [
  ['one card', 'one'],
  ['three cards', 'cnc'],
  ['Celtic Cross', 'celtic'],
  ['21 cards', 'fool'],
]

function cardsFor(spreadId, n) {
  const picks = Array.from({ length: n }, (_, i) => (i * 7 + 3) % 78)
  const drawn = drawCards({ serverSeed: 'a'.repeat(64), picks: [...new Set(picks)] })
  if (!drawn.ok) throw new Error(`draw failed for ${spreadId}`)
  return drawn.cards
}

const tokens = (messages) => messages.reduce((sum, m) => sum + 4 + encode(m.content).length, 3)

async function classifierMessages(mod, input) {
  let sent = null
  const client = { chat: { completions: { create: async (body) => ((sent = body.messages), { choices: [{ message: { content: '{"verdict":"ok"}' } }] }) } } }
  await mod.openAiClassifier(client, 'bench', 1000).classify(input, new AbortController().signal, {})
  return sent
}

/** The modules of a revision, written beside the current ones (their relative imports resolve) and removed after. */
async function load(rev) {
  if (!rev) return { prompt: await import(join(root, PROMPT)), classifier: await import(join(root, CLASSIFIER)), offline: await import(join(root, 'server/src/services/interpreter/offline.ts')) }
  const files = [PROMPT, CLASSIFIER].map((path) => {
    const copy = join(root, dirname(path), `.before-${path.split('/').pop()}`)
    writeFileSync(copy, execFileSync('git', ['show', `${rev}:${path}`], { cwd: root }))
    return copy
  })
  try {
    return { prompt: await import(files[0]), classifier: await import(files[1]) }
  } finally {
    for (const file of files) rmSync(file, { force: true })
  }
}

async function measure(mods, offline) {
  const rows = new Map()
  const systems = []
  for (const language of LANGUAGES) {
    for (const [label, spreadId] of SPREADS) {
      const n = BUNDLED_CATALOGUE.spreads?.[spreadId]?.positions?.length ?? { one: 1, cnc: 3, celtic: 10, fool: 21 }[spreadId]
      const input = { question: QUESTIONS[language], language, spreadId, cards: cardsFor(spreadId, n) }
      const messages = mods.prompt.readingMessages(input)
      systems.push(messages[0].content)
      rows.set(`${label} reading|${language}`, tokens(messages))
    }
    // A follow-up on the Celtic Cross with two earlier turns, on the built-in reader's own reading.
    const input = { question: QUESTIONS[language], language, spreadId: 'celtic', cards: cardsFor('celtic', 10) }
    const interpretation = offline.composeReading(input).join('\n\n')
    const history = FOLLOW[language].slice(0, 2).map((message) => ({ message, answer: offline.composeFollowUp({ ...input, interpretation, history: [], message }).join('\n\n') }))
    rows.set(`follow-up, Celtic Cross, 2 turns|${language}`, tokens(mods.prompt.followUpMessages({ ...input, interpretation, history, message: FOLLOW[language][2] })))
    rows.set(`question check (classifier)|${language}`, tokens(await classifierMessages(mods.classifier, { question: QUESTIONS[language], language, spreadId: 'cnc', catalogue: BUNDLED_CATALOGUE })))
  }
  let prefix = systems[0]
  for (const s of systems) while (!s.startsWith(prefix)) prefix = prefix.slice(0, -1)
  return { rows, prefix: encode(prefix).length }
}

const revIndex = process.argv.indexOf('--before')
const rev = revIndex > 0 ? process.argv[revIndex + 1] : null
const now = await load(null)
const after = await measure(now, now.offline)
const before = rev ? await measure(await load(rev), now.offline) : null

const pad = (s, n, right = false) => (right ? String(s).padStart(n) : String(s).padEnd(n))
// A reading's tokens past the shared prefix: what a prompt-cache hit still bills at the full price.
const past = (key, value, prefix) => (key.includes(' reading|') ? value - prefix : value)
const pct = (now, was) => `${(((now - was) / was) * 100).toFixed(0)}%`
const head = before ? ['request', 'language', `before (${rev})`, 'after', 'change', 'after, past the cached prefix', 'change'] : ['request', 'language', 'tokens', 'past the cached prefix']
const lines = [...after.rows].map(([key, value]) => {
  const [label, language] = key.split('|')
  const rest = past(key, value, after.prefix)
  if (!before) return [label, language, value.toLocaleString('en'), rest.toLocaleString('en')]
  const was = before.rows.get(key)
  return [label, language, was.toLocaleString('en'), value.toLocaleString('en'), pct(value, was), rest.toLocaleString('en'), pct(rest, was)]
})
const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)))
const row = (cells) => `| ${cells.map((c, i) => pad(c, widths[i], i >= 2)).join(' | ')} |`
console.log(row(head))
console.log(`| ${widths.map((w, i) => (i >= 2 ? `${'-'.repeat(w - 1)}:` : '-'.repeat(w))).join(' | ')} |`)
for (const l of lines) console.log(row(l))
console.log(`\nShared system prefix across every reading request: ${before ? `${before.prefix} tokens before, ` : ''}${after.prefix} tokens${before ? ' after' : ''}.`)
