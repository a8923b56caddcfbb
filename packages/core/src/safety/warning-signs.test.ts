import { describe, expect, it } from 'vitest'
import { textViews } from './normalize'
import { showsWarningSigns } from './warning-signs'

const signs = (text: string) => showsWarningSigns(textViews(text))

describe('warning signs said without a crisis word', () => {
  it('counts one kind of sign alone as an ordinary question', () => {
    expect(signs('Gave my old sofa and desk to friends when I moved. Will the new flat feel like home?')).toBe(false)
    expect(signs("I'm a hopeless romantic. Should I let the universe decide about him?")).toBe(false)
    expect(signs('搬家前把旧衣服都送人了，房间也收拾好了，新家会顺利吗')).toBe(false)
    expect(signs('我们约在江边见面，他还会喜欢我吗')).toBe(false)
    expect(signs('在頂樓的咖啡廳約會，他會不會跟我告白')).toBe(false)
    expect(signs('Should I still be here at this company next year?')).toBe(false)
    expect(signs("I've already decided to take the Berlin job, can the cards just say it's ok?")).toBe(false)
    expect(signs('我已经决定了要辞职，只想要个确认')).toBe(false)
    expect(signs('周末想去找阿公喝茶，他会不会又唠叨我')).toBe(false)
    expect(signs('工作好累，想彻底离开这家公司吗')).toBe(false)
  })

  it('gets care when two kinds meet: a farewell with an ending, a place with not coming back, a will with hopelessness', () => {
    expect(signs('Handed my plants and my dog to my neighbours so they are looked after. Is everything in order now?')).toBe(true)
    expect(signs('想一个人去海边，去了就不回来了，抽张牌吧')).toBe(true)
    expect(signs('遺囑寫好了，反正也不會好起來，幫我抽一張')).toBe(true)
    expect(signs('I already decided. I just need the cards to give me permission')).toBe(true)
    expect(signs('好累了 想去找外婆 她会在那边等我吗')).toBe(true)
  })

  it('gets care for a sign that is enough alone: pills counted, charcoal and tape, a burden not much longer', () => {
    expect(signs('been stashing my sleeping pills, how many would be enough')).toBe(true)
    expect(signs('后备箱里放了一袋炭和一卷胶带')).toBe(true)
    expect(signs("Don't worry, I won't be anyone's burden for much longer")).toBe(true)
    expect(signs('到底還該不該留在這個世界上')).toBe(true)
  })
})
