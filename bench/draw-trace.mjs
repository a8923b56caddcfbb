// What fills the drag's frames: a Chromium trace (CDP Tracing, the DevTools timeline's categories) and
// a JS CPU profile (CDP Profiler) around the fan drag, attributed per touch move. Used by
// `BENCH_TRACE=1 node bench/draw-frames.mjs`; absolute ms depend on the machine's load, so compare
// runs made under the same conditions, and the event counts (style recalcs, layouts, paints) anywhere.

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-devtools.timeline.frame', 'blink.user_timing', 'v8', 'toplevel'].join(',')

/** Starts tracing (and with `js` the sampling JS profiler, which slows JS down) on the page's CDP session; the returned function stops them and returns the raw data. */
export async function startTrace(cdp, { js = false } = {}) {
  const events = []
  const collect = (data) => events.push(...data.value)
  cdp.on('Tracing.dataCollected', collect)
  if (js) {
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
  }
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' })
  if (js) await cdp.send('Profiler.start')
  return async () => {
    const profile = js ? (await cdp.send('Profiler.stop')).profile : null
    const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
    await cdp.send('Tracing.end')
    await done
    cdp.off('Tracing.dataCollected', collect)
    return { events, profile }
  }
}

/** Buckets for the main thread's time: what a browser engineer would call each slice. */
const BUCKETS = [
  ['touch handlers (JS)', (n, e) => n === 'EventDispatch' && /touch/.test(e.args?.data?.type ?? '')],
  ['other events (JS)', (n) => n === 'EventDispatch'],
  ['timers, rAF, callbacks (JS)', (n) => ['TimerFire', 'FireAnimationFrame', 'FunctionCall', 'v8.callFunction', 'RunMicrotasks', 'V8.RunMicrotasks'].includes(n)],
  ['style recalc', (n) => n === 'UpdateLayoutTree' || n === 'RecalculateStyles' || n === 'ScheduleStyleRecalculation'],
  ['layout', (n) => n === 'Layout'],
  ['pre-paint, paint', (n) => ['PrePaint', 'Paint', 'PaintImage', 'PaintSetup'].includes(n)],
  ['layerize, commit', (n) => ['Layerize', 'UpdateLayer', 'UpdateLayerTree', 'CompositeLayers', 'Commit', 'ProxyMain::BeginMainFrame::commit'].includes(n)],
  ['GC', (n) => /GC|Scavenge|MarkCompact/.test(n)],
]

/**
 * Main-thread time of the renderer during the trace: self time per trace event name (nested slices
 * subtracted), grouped into the buckets above, and counts of the rendering steps; per move as well.
 */
export function summariseTrace(events, moves) {
  const mains = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`))
  // Only the renderer that did the most work (the page's; a service or spare renderer stays out).
  const perThread = new Map()
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`
    if (e.ph !== 'X' || !mains.has(key)) continue
    if (!perThread.has(key)) perThread.set(key, [])
    perThread.get(key).push(e)
  }
  const slices = [...perThread.values()].sort((a, b) => b.length - a.length)[0] ?? []
  slices.sort((a, b) => a.ts - b.ts || b.dur - a.dur)
  const self = new Map()
  const counts = new Map()
  let busy = 0
  const stack = []
  for (const e of slices) {
    const dur = (e.dur ?? 0) / 1000
    while (stack.length && stack[stack.length - 1].end <= e.ts) stack.pop()
    const parent = stack[stack.length - 1]
    if (parent) parent.child += dur
    else if (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') busy += dur
    stack.push({ e, end: e.ts + (e.dur ?? 0), child: 0 })
    counts.set(e.name, (counts.get(e.name) ?? 0) + 1)
  }
  // Self time: a second pass with the child sums known.
  const stack2 = []
  const finish = (item) => {
    const name = item.e.name
    self.set(name, (self.get(name) ?? 0) + Math.max(0, (item.e.dur ?? 0) / 1000 - item.child))
  }
  for (const e of slices) {
    while (stack2.length && stack2[stack2.length - 1].end <= e.ts) finish(stack2.pop())
    const item = { e, end: e.ts + (e.dur ?? 0), child: 0 }
    const parent = stack2[stack2.length - 1]
    if (parent) parent.child += (e.dur ?? 0) / 1000
    stack2.push(item)
  }
  while (stack2.length) finish(stack2.pop())

  // A bucket takes its events' whole duration (children included) for top-most matching slices only,
  // in wall time and in the thread's CPU time (`tdur`): the latter leaves out the time the thread
  // waited for a core or was held by the 4× throttling, so it compares runs on a loaded machine.
  const buckets = new Map(BUCKETS.map(([label]) => [label, { wall: 0, cpu: 0 }]))
  const open = []
  for (const e of slices) {
    while (open.length && open[open.length - 1] <= e.ts) open.pop()
    if (open.length) continue
    const hit = BUCKETS.find(([, test]) => test(e.name, e))
    if (!hit) continue
    const bucket = buckets.get(hit[0])
    bucket.wall += (e.dur ?? 0) / 1000
    bucket.cpu += (e.tdur ?? 0) / 1000
    open.push(e.ts + (e.dur ?? 0))
  }
  let busyCpu = 0
  const openTask = []
  for (const e of slices) {
    while (openTask.length && openTask[openTask.length - 1] <= e.ts) openTask.pop()
    if (openTask.length) continue
    busyCpu += (e.tdur ?? 0) / 1000
    openTask.push(e.ts + (e.dur ?? 0))
  }
  const count = (...names) => names.reduce((sum, n) => sum + (counts.get(n) ?? 0), 0)
  return {
    moves,
    busy,
    busyCpu,
    buckets: [...buckets.entries()],
    steps: {
      'touch events': slices.filter((e) => e.name === 'EventDispatch' && /touch/.test(e.args?.data?.type ?? '')).length,
      'style recalcs': count('UpdateLayoutTree'),
      layouts: count('Layout'),
      paints: count('Paint'),
      'pre-paints': count('PrePaint'),
      layerizes: count('Layerize', 'UpdateLayer'),
      commits: count('Commit'),
    },
    topSelf: [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 12),
  }
}

/** The JS profile's self time by script (chunk) and by function, in ms. */
export function summariseProfile(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const selfUs = new Map()
  const deltas = profile.timeDeltas ?? []
  profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (deltas[i + 1] ?? 0)))
  const byScript = new Map()
  const byFunction = new Map()
  for (const [id, us] of selfUs) {
    const frame = byId.get(id).callFrame
    const script = frame.url ? frame.url.replace(/^.*\//, '').replace(/\.[0-9a-f]{8}\.js$/, '.js') : `(${frame.functionName || 'native'})`
    byScript.set(script, (byScript.get(script) ?? 0) + us / 1000)
    const fn = `${frame.functionName || '(anonymous)'} ${script}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + us / 1000)
  }
  const top = (m, n) => [...m.entries()].sort((a, b) => b[1] - a[1]).slice(0, n)
  return { byScript: top(byScript, 10), byFunction: top(byFunction, 15) }
}

export function printTrace(trace, js) {
  const per = (ms) => `${ms.toFixed(1).padStart(8)} ms ${(ms / trace.moves).toFixed(2).padStart(7)} ms/move`
  console.log(`\nMain thread during the drag (${trace.moves} touch moves), wall time | thread CPU time`)
  console.log(`  ${'busy (all tasks)'.padEnd(30)} ${per(trace.busy)} | ${per(trace.busyCpu)}`)
  for (const [label, { wall, cpu }] of trace.buckets) console.log(`  ${label.padEnd(30)} ${per(wall)} | ${per(cpu)}`)
  console.log(
    'Rendering steps:',
    Object.entries(trace.steps)
      .map(([k, v]) => `${k} ${v}`)
      .join(', '),
  )
  console.log('Trace events by self (wall) time:')
  for (const [name, ms] of trace.topSelf) console.log(`  ${name.padEnd(40)} ${ms.toFixed(1).padStart(8)} ms`)
  if (!js) return
  console.log('JS self time by script:')
  for (const [name, ms] of js.byScript) console.log(`  ${name.padEnd(40)} ${ms.toFixed(1).padStart(8)} ms`)
  console.log('JS self time by function:')
  for (const [name, ms] of js.byFunction) console.log(`  ${name.slice(0, 70).padEnd(70)} ${ms.toFixed(1).padStart(8)} ms`)
}
