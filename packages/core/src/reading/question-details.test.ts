import { describe, expect, it } from 'vitest'
import { understandQuestion } from './question-intent'

const details = (q: string) => understandQuestion(q).details

describe('the question’s details', () => {
  it('names the people in words that read mid-sentence, with how they stand to the asker, in three languages', () => {
    expect(details('妈妈还在生我的气吗？').people).toEqual([{ words: '妈妈', relation: 'family' }])
    expect(details('上周跟我妈吵了一架，她是不是还在怪我').people).toEqual([{ words: '妈妈', relation: 'family' }])
    expect(details('上週跟我媽吵架，她還在氣我嗎').people).toEqual([{ words: '媽媽', relation: 'family' }])
    expect(details('新来的主管怎么看我的工作？').people).toEqual([{ words: '新来的主管', relation: 'boss' }])
    expect(details('新主管怎麼看我的工作表現？').people).toEqual([{ words: '新主管', relation: 'boss' }])
    expect(details('暗恋的学长对我有没有好感').people).toEqual([{ words: '暗恋的学长', relation: 'crush' }])
    expect(details('What does my new manager think of my work?').people).toEqual([{ words: 'my new manager', relation: 'boss' }])
    expect(details('My coworker has been cold lately, is she annoyed with me?').people).toEqual([{ words: 'my coworker', relation: 'colleague' }])
    expect(details('Will my ex come back?').people).toEqual([{ words: 'my ex', relation: 'ex' }])
  })

  it('never counts the asker, nor a bare he or she, as a person', () => {
    expect(details('我能通过这次面试吗').people).toEqual([])
    expect(details('他还喜欢我吗').people).toEqual([])
    expect(details('Will I be able to finish the race?').people).toEqual([])
  })

  it('does not take a role the asker was given for a person: 升了主管, 當上老師', () => {
    expect(details('我去年升了主管，团队会接受我吗').people).toEqual([])
    expect(details('今年當上老師，家長會信任我嗎').people).toEqual([])
    expect(details('刚升了主管，老公会不会觉得我太忙').people).toEqual([{ words: '老公', relation: 'partner' }])
  })

  it('gives a choice its two options in the asker’s words and order, and the thing at stake as its subject', () => {
    const zh = understandQuestion('我是把四千块押金借给弟弟，还是自己留着？')
    expect(zh.options).toEqual(['借给弟弟', '自己留着'])
    expect(zh.details).toMatchObject({ people: [{ words: '弟弟', relation: 'family' }], subject: '押金', numbers: ['四千块'] })
    const hant = understandQuestion('我要把四千塊押金借給弟弟，還是自己留著？')
    expect(hant.options).toEqual(['借給弟弟', '自己留著'])
    expect(hant.details.subject).toBe('押金')
    const en = understandQuestion('Should I lend my brother the deposit, or keep my savings?')
    expect(en.options).toEqual(['lend my brother the deposit', 'keep my savings'])
    expect(en.details).toMatchObject({ people: [{ words: 'my brother', relation: 'family' }], subject: 'the deposit' })
  })

  it('picks out the stake with the words that say which one it is', () => {
    expect(details('这次教资面试我能过吗？').subject).toBe('教资面试')
    expect(details('明天考公面试，我能上岸吗？').subject).toBe('考公面试')
    expect(details('我這個春天跑得完半馬嗎？').subject).toBe('半馬')
    expect(details('Will I pass my teaching interview?').subject).toBe('my teaching interview')
    expect(details('Will I finish my half marathon?').subject).toBe('my half marathon')
    expect(details('What should I focus on this month?').subject).toBeUndefined()
  })

  it('keeps numbers and the time the question looks to as written, and not 十分 (very) or 第一次 (the first time)', () => {
    expect(details('她三天没回我消息了，是不是还在怪我').numbers).toEqual(['三天'])
    expect(details('弟弟找我借4000，借给他还是不借').numbers).toEqual(['4000'])
    expect(details('my brother needs $4,000 for a deposit on his flat. lend it to him or keep my savings').numbers).toEqual(['$4,000'])
    expect(details('第一次跑全马，我十分紧张，能跑完吗').numbers).toEqual([])
    expect(details('男朋友三个月内会跟我求婚吗').horizon).toBe('三个月内')
    expect(details('我這個春天跑得完半馬嗎？').horizon).toBe('這個春天')
    expect(details('Can I save $2,000 by Christmas?')).toMatchObject({ numbers: ['$2,000'], horizon: 'by Christmas' })
  })

  it('is filled for every question, even an empty one', () => {
    expect(details('   ')).toEqual({ people: [], numbers: [] })
  })
})
