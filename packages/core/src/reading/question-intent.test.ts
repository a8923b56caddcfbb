import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '../language'
import { INTENT_CASES, type IntentCase } from './question-intent.cases'
import { QUESTION_KINDS, QUESTION_TOPICS, understandQuestion } from './question-intent'

const ALL: IntentCase[] = LANGUAGES.flatMap((language) => INTENT_CASES[language])
const kindOf = (q: string) => understandQuestion(q).kind
const topicOf = (q: string) => understandQuestion(q).topic

describe('the labelled set', () => {
  it.each(LANGUAGES)('has at least 45 %s cases covering every kind and every topic several times', (language) => {
    const cases = INTENT_CASES[language]
    expect(cases.length).toBeGreaterThanOrEqual(45)
    for (const kind of QUESTION_KINDS) expect(cases.filter((c) => c.kind === kind).length, kind).toBeGreaterThanOrEqual(5)
    for (const topic of QUESTION_TOPICS) expect(cases.filter((c) => c.topic === topic).length, topic).toBeGreaterThanOrEqual(3)
  })
})

describe('understandQuestion accuracy', () => {
  it.each(LANGUAGES)('%s: at least 90 percent of kinds and of topics are right', (language) => {
    const cases = INTENT_CASES[language]
    const kindMisses: string[] = []
    const topicMisses: string[] = []
    for (const c of cases) {
      const got = understandQuestion(c.q)
      if (got.kind !== c.kind) kindMisses.push(`${c.q} → ${got.kind} (want ${c.kind})`)
      if (got.topic !== c.topic) topicMisses.push(`${c.q} → ${got.topic} (want ${c.topic})`)
    }
    const kindAccuracy = 1 - kindMisses.length / cases.length
    const topicAccuracy = 1 - topicMisses.length / cases.length
    const report = `${language}: kind ${(kindAccuracy * 100).toFixed(1)}%, topic ${(topicAccuracy * 100).toFixed(1)}%\nkind misses:\n  ${kindMisses.join('\n  ')}\ntopic misses:\n  ${topicMisses.join('\n  ')}`
    expect(kindAccuracy, report).toBeGreaterThanOrEqual(0.9)
    expect(topicAccuracy, report).toBeGreaterThanOrEqual(0.9)
  })

  it('gets every listed misfire and spec example exactly right', () => {
    const wrong = ALL.filter((c) => c.must)
      .map((c) => ({ c, got: understandQuestion(c.q) }))
      .filter(({ c, got }) => got.kind !== c.kind || got.topic !== c.topic)
      .map(({ c, got }) => `${c.q} → ${got.kind}/${got.topic}, want ${c.kind}/${c.topic} (${c.must})`)
    expect(wrong).toEqual([])
  })

  it('picks out the two options of a choice as the asker wrote them', () => {
    const withOptions = ALL.filter((c) => c.options)
    expect(withOptions.length).toBeGreaterThanOrEqual(6)
    for (const c of withOptions) expect(understandQuestion(c.q).options, c.q).toEqual(c.options)
  })
})

describe('the script does not matter', () => {
  // OpenCC is a dev tool of the repository; imported by a computed name so packages/core needs no typings for it.
  const load = async (): Promise<{ Converter(options: { from: string; to: string }): (text: string) => string }> => {
    const name = 'opencc-js'
    return import(name)
  }
  const same = (a: string, b: string) => {
    const [x, y] = [understandQuestion(a), understandQuestion(b)]
    return x.kind === y.kind && x.topic === y.topic ? [] : [`${a} → ${x.kind}/${x.topic} but ${b} → ${y.kind}/${y.topic}`]
  }

  it('reads every Simplified case written in Taiwan Traditional, and every Traditional case in Simplified, the same way', async () => {
    const OpenCC = await load()
    const toHant = OpenCC.Converter({ from: 'cn', to: 'tw' })
    const toHans = OpenCC.Converter({ from: 'tw', to: 'cn' })
    const differ = [...INTENT_CASES['zh-Hans'].flatMap((c) => same(c.q, toHant(c.q))), ...INTENT_CASES['zh-Hant'].flatMap((c) => same(c.q, toHans(c.q)))]
    expect(differ).toEqual([])
  })
})

describe('understandQuestion behaviours', () => {
  it("rebuilding trust with someone is the asker's own how-to, while trusting them is about the other person", () => {
    expect(understandQuestion('How can I rebuild trust with my sister?').kind).toBe('how_to')
    expect(understandQuestion('怎么才能重建和妹妹之间的信任？').kind).toBe('how_to')
    expect(understandQuestion('要怎麼挽回男友對我的信任？').kind).toBe('how_to')
    expect(understandQuestion('Does my sister trust me again?').kind).toBe('other_person')
    expect(understandQuestion('她还信任我吗？').kind).toBe('other_person')
  })

  it('hears a question about what stands in the way, in either script and in English', () => {
    const asking = [
      'What is blocking me from finishing my novel?',
      'What keeps me from speaking up at work?',
      'Why do I feel stuck in this relationship?',
      '是什么阻碍了我升职？',
      '我在感情里卡住的地方是什么？',
      '是什麼拖住了我的學業進度？',
    ]
    for (const question of asking) expect(understandQuestion(question).asks, question).toBe('obstacle')
    for (const question of ['What should I focus on at work this season?', '我该怎么准备考试？', '我跟室友的關係要怎麼修補？']) expect(understandQuestion(question).asks, question).toBeUndefined()
  })

  it('a hobby turned side business is career, not love', () => {
    expect(understandQuestion('我该不该把爱好变成副业？')).toMatchObject({ kind: 'yes_no', topic: 'career' })
    expect(topicOf('把興趣變成副業可行嗎')).toBe('career')
  })

  it('a 合作对象 is a business counterpart, while 对象 alone is a partner', () => {
    expect(understandQuestion('这次的合作对象靠谱吗？')).toMatchObject({ kind: 'other_person', topic: 'career' })
    expect(topicOf('我和对象最近总吵架')).toBe('love')
  })

  it('a business partner is career, a partner alone is love', () => {
    expect(understandQuestion('Is my business partner honest with me?')).toMatchObject({ kind: 'other_person', topic: 'career' })
    expect(topicOf('Is my partner hiding something from me?')).toBe('love')
  })

  it('cute, kindness, a greeting and a passion for work are not love', () => {
    expect(topicOf('我家猫好可爱，它开心吗？')).not.toBe('love')
    expect(topicOf('同事都说我很有爱心，适合转行做社工吗')).toBe('career')
    expect(topicOf('亲爱的塔罗师，我下个月能拿到年终奖吗')).toBe('money')
    expect(topicOf('我是不是已经不热爱工作了')).toBe('career')
  })

  it('matches English words whole: ex is not in exam, work is not in workout', () => {
    expect(topicOf('Will I pass the exam next week')).toBe('study')
    expect(topicOf('Should I text my ex')).toBe('love')
    expect(topicOf('What does my workout plateau mean')).toBe('health')
    expect(topicOf('Will I like the work at the new place?')).toBe('career')
  })

  it('asks about another person before a yes/no, but what they will do stays a yes/no', () => {
    expect(kindOf('他还喜欢我吗？')).toBe('other_person')
    expect(kindOf('他会回来吗？')).toBe('yes_no')
    expect(kindOf('我很在意同事的看法，怎么才能不那么敏感')).toBe('how_to')
    expect(kindOf('How do I deal with my feelings for my coworker?')).toBe('how_to')
  })

  it('reads 如何/怎么 at the end or after 会 as "how is it", not "how to"', () => {
    expect(kindOf('我现在的状态如何？')).toBe('reflection')
    expect(kindOf('我的事業接下來會怎麼發展')).toBe('reflection')
    expect(kindOf('我该如何提升自己？')).toBe('how_to')
  })

  it('reads 还是 after a pronoun as "still", not "or"', () => {
    expect(kindOf('我还是放不下前任怎么办')).toBe('how_to')
    expect(kindOf('留在北京还是回老家？')).toBe('choice')
    expect(kindOf('还是算了吧？')).not.toBe('choice')
  })

  it('skips a leading "so" and does not read "or not" as a choice', () => {
    expect(understandQuestion('So should I quit?')).toMatchObject({ kind: 'yes_no', topic: 'career' })
    expect(kindOf('Should I take the offer or not?')).toBe('yes_no')
  })

  it('reads 他/她/he/she as a love interest only when nothing else says who it is', () => {
    expect(topicOf('他还喜欢我吗')).toBe('love')
    expect(understandQuestion('上周跟我妈吵了一架，她是不是还在怪我')).toMatchObject({ kind: 'other_person', topic: 'family' })
    expect(understandQuestion('同事最近對我很冷淡，她是不是對我有意見')).toMatchObject({ kind: 'other_person', topic: 'career' })
    expect(understandQuestion('My coworker has been cold lately, is she annoyed with me?')).toMatchObject({ kind: 'other_person', topic: 'career' })
    expect(topicOf('my older brother is getting married and asked me to chip in $3000 should I')).toBe('family')
  })

  it('reads an A-or-B as a choice even when it names another person, and a relative’s money as family', () => {
    expect(understandQuestion('Should I lend my brother the deposit, or keep my savings?')).toMatchObject({ kind: 'choice', topic: 'family' })
    expect(understandQuestion('弟弟找我借钱，借给他还是不借')).toMatchObject({ kind: 'choice', topic: 'family', options: ['借给他', '不借'] })
    expect(kindOf('他还是不理我')).not.toBe('choice')
  })

  it('keeps a number with its thousands comma inside the option it belongs to', () => {
    expect(understandQuestion('Should I lend my brother the $4,000 deposit or keep my savings?').options).toEqual(['lend my brother the $4,000 deposit', 'keep my savings'])
  })

  it('keeps an option with a bracketed aside whole, and leaves a study choice about the studies when parents are named in passing', () => {
    expect(understandQuestion('去上进修班（三个月，周末上课），还是先找份工作？').options).toEqual(['去上进修班（三个月，周末上课）', '先找份工作'])
    expect(understandQuestion('年终奖我在犹豫要去报名进修班（三个月，周末上课），还是先存起来？').options).toEqual(['去报名进修班（三个月，周末上课）', '先存起来'])
    expect(understandQuestion('读研还是直接工作？我妈也说随我')).toMatchObject({ kind: 'choice', topic: 'study' })
    expect(understandQuestion('弟弟找我借钱，借给他还是不借')).toMatchObject({ topic: 'family' })
  })

  it('reads what is going on with a relative as about them, and a tired asker’s question about friends as friendship', () => {
    expect(understandQuestion('My dad has gone quiet since he retired. What is wrong with him?')).toMatchObject({ kind: 'other_person', topic: 'family' })
    expect(understandQuestion("How do I say no to my friends' plans when I'm exhausted?")).toMatchObject({ kind: 'how_to', topic: 'friendship' })
    expect(understandQuestion('我和她是最好的朋友，她最近和新同事走得很近，是不是疏远我了')).toMatchObject({ topic: 'friendship' })
  })

  it('reads what a manager thinks of one’s work (觉得我…) as about that person, in either script', () => {
    expect(understandQuestion('新主管覺得我的工作表現怎麼樣？')).toMatchObject({ kind: 'other_person', topic: 'career' })
    expect(understandQuestion('新主管觉得我的工作怎么样？')).toMatchObject({ kind: 'other_person', topic: 'career' })
    expect(kindOf('我觉得我的工作怎么样才能更好')).not.toBe('other_person')
  })

  it('falls back to self and reflection for an open question with nothing to go on', () => {
    expect(understandQuestion('What do I need to know right now')).toMatchObject({ kind: 'reflection', topic: 'self' })
    expect(understandQuestion('   ')).toMatchObject({ kind: 'reflection', topic: 'self' })
  })

  it('reads full-width letters and Traditional characters like their plain forms', () => {
    expect(understandQuestion('選Ａ還是Ｂ')).toMatchObject({ kind: 'choice', topic: 'self', options: ['Ａ', 'Ｂ'] })
    expect(understandQuestion('我該不該辭職')).toEqual(understandQuestion('我该不该辞职'))
  })
})
