import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { CASES } from './cases'
import { engineFromEnv } from './engine'
import { createJudge, judgeSettingsFrom } from './judge'
import { loadReplay, replayFailures, replayTable, scoreReplay } from './replay'
import { consoleReport, markdownReport, PANEL_HEADING } from './report'
import { runEval, shortfalls } from './run'
import { sectionShortfalls } from './section-report'
import { evalSections } from './sections'

/**
 * `npm run eval:readings [-- options]`: reads every case with the engine in force,
 * prints the pass rates per language and criterion and every failing case, and exits
 * with 1 when a criterion is below its threshold.
 *
 *   --write            also rewrite docs/reading-quality.md (the rubric, the table, samples)
 *   --only <text>      only the cases whose id contains <text> (e.g. en-, celtic, injection ids)
 *   --concurrency <n>  cases read at once (default 1 for the built-in reader, 4 for a model)
 *   --no-judge         skip the judge even when EVAL_JUDGE_* is set
 *   --replay <dir>     no engine, no network: score the recorded model answers in <dir> (server/eval-replay) through
 *                      the answer check and the rubric; exits with 1 when a good one fails or a bad one gets through
 */
async function main(argv: string[]): Promise<number> {
  const flag = (name: string) => argv.includes(name)
  const value = (name: string) => {
    const i = argv.indexOf(name)
    return i >= 0 ? argv[i + 1] : undefined
  }
  const replay = value('--replay')
  if (replay) {
    // `npm run` starts this from the repository root; a relative directory is the caller's, where npm was run.
    const results = scoreReplay(loadReplay(path.resolve(process.env.INIT_CWD ?? process.cwd(), replay)))
    console.log(replayTable(results))
    const wrong = replayFailures(results)
    const good = results.filter((r) => r.answer.expect === 'good')
    console.log(
      `\n${good.filter((r) => r.asExpected).length}/${good.length} good answers delivered and passing the rubric; ${results.filter((r) => r.answer.expect !== 'good' && r.asExpected).length}/${results.length - good.length} bad answers discarded by the check for the reason recorded`,
    )
    for (const line of wrong) console.log(`  ${line}`)
    return wrong.length ? 1 : 0
  }
  const engine = engineFromEnv()
  const judgeSettings = flag('--no-judge') ? null : judgeSettingsFrom()
  const judge = judgeSettings ? createJudge(judgeSettings) : null
  const only = value('--only')
  const cases = only ? CASES.filter((c) => c.id.includes(only)) : CASES
  if (!cases.length) {
    console.error(`no case id contains “${only}”`)
    return 2
  }
  const concurrency = Number(value('--concurrency')) || (engine.kind === 'llm' || judge ? 4 : 1)
  const started = Date.now()
  const progress = engine.kind === 'llm' || judge
  const runs = await runEval({
    interpreter: engine.interpreter,
    cases,
    judge,
    concurrency,
    onCase: progress ? (run, done, total) => process.stderr.write(`  ${done}/${total} ${run.case.id}\n`) : undefined,
  })
  const info = { engine: engine.label, ...(judge ? { judge: `model ${judge.model}` } : {}), date: new Date().toISOString().slice(0, 10), seconds: (Date.now() - started) / 1000 }
  // The sections (raw questions, follow-ups, variety) run on every case; with --only they are left out.
  const sections = only ? [] : await evalSections(engine.interpreter)
  console.log(consoleReport(runs, info, sections))
  if (flag('--write')) {
    if (only) {
      console.error('--write needs every case; run it without --only')
      return 2
    }
    const file = path.resolve(process.cwd(), 'docs/reading-quality.md')
    mkdirSync(path.dirname(file), { recursive: true })
    // The blind panel's section is written by people, not by this run: it is kept as it stands.
    const previous = existsSync(file) ? readFileSync(file, 'utf8') : ''
    const panelAt = previous.indexOf(`\n${PANEL_HEADING}`)
    writeFileSync(file, markdownReport(runs, info, sections) + (panelAt >= 0 ? previous.slice(panelAt) : ''))
    console.log(`\nwrote ${path.relative(process.cwd(), file)}`)
  }
  return shortfalls(runs).length || sectionShortfalls(sections).length ? 1 : 0
}

process.exitCode = await main(process.argv.slice(2))
