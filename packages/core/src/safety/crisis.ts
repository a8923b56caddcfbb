import { compactPattern, phrasePattern, textViews, type TextViews } from './normalize'
import { showsWarningSigns } from './warning-signs'

/**
 * Crisis language: suicide, self-harm and the wish not to go on, in the words people use and the
 * forms they use to get past a filter ("k1ll mys3lf", "sewerslide", "unalive", "自sha", "紫砂", "zi sha",
 * Cantonese "jisaat"). Matched on the normalised views (`normalize.ts`), so spacing, repeated letters,
 * full-width forms and digits for letters do not hide a phrase. A false alarm costs a kind word and a
 * hotline; a miss costs far more, so doubtful phrasing counts. Hyperbole that is plainly about
 * something else ("笑死", "累死了", "dying to know", "this exam is killing me") is not matched.
 */

const EN = phrasePattern([
  // Suicide, and the spellings and code words people use for it.
  'suicide', 'suicidal', 'sucide', 'suicid', 'suiside', 'suiscide', 'suecide', 'sooicide', 'suicde', 'suside', 'sewerslide', 'sewer slide', 'sudoku myself',
  'commit', // only as part of the phrases below: see COMMIT
  'unalive', 'unaliving', 'unalived',
  'kill myself', 'killing myself', 'kill my self', 'kms', 'end myself', // not 'off myself': squeezed it is 'of myself' ("take care of myself")
  'end my life', 'ending my life', 'end my own life', 'take my life', 'take my own life', 'taking my own life', 'taking my life',
  'end it all', 'ending it all', 'end it tonight',
  'want to die', 'wanna die', 'want to be dead', 'wish i was dead', 'wish i were dead', 'wish i wasnt alive', 'wish i wasnt born', 'wish i had never been born',
  'better off dead', 'better off without me', 'happier without me', 'better without me around', 'disappeared for good', 'disappear for good', 'disappear forever', 'disappeared forever', 'vanish for good', 'vanished for good', 'world without me', 'everyone would be better off', 'should just die', 'ready to die', 'deserve to die', 'let myself die', 'want it all to end',
  'dont want to live', 'dont want to be alive', 'dont want to be here anymore', 'dont want to exist', 'dont wanna live', 'dont wanna be alive', 'dont want to wake up', 'not want to wake up', 'never wake up', 'not wake up', 'to not wake up', 'stopped existing', 'just stop existing', 'stop being alive', 'sleep forever', 'stop existing', 'cease to exist',
  'no reason to live', 'nothing to live for', 'no point living', 'no point in living', 'not worth living', 'life isnt worth', 'cant go on living', 'tired of living', 'tired of being alive', 'done with life', 'done with living',
  'self harm', 'selfharm', 'cutting again', 'been cutting', 'started cutting', 'cut again', 'how deep to cut', 'how deep do you have to cut', 'how deep do u have to cut', 'cut deep enough', 'hurt myself', 'hurting myself', 'harm myself', 'harming myself', 'cut myself', 'cutting myself', 'cut my wrists', 'slit my wrists', 'hang myself', 'hanging myself',
  'overdose', 'overdosing', 'od on', 'took all my pills', 'take all my pills', 'swallow all my pills', 'whole bottle of pills', 'bottle of sleeping pills', 'all my sleeping pills',
  'swallowed all', 'swallowed everything', 'took all of my', 'took the whole bottle', 'took a whole bottle', 'took too many pills', 'stockpiling pills', 'saving up pills', 'saved up enough pills', 'pills saved up', 'pills saved', 'saved up pills', 'saved up my pills', 'saved my pills', 'have the pills ready',
  'suicide note', 'goodbye letter', 'goodbye letters', 'goodbye note', 'goodbye notes', 'wrote my goodbye', 'farewell letter', 'farewell letters', 'end my lyfe', 'end my lif',
  'bought a rope', 'got a rope', 'painless way to go', 'painless way to die', 'easiest way to die', 'quickest way to die', 'best way to die', 'how to die', 'selfharm relapse', 'self harm relapse', 'sh relapse', 'relapsed on self harm',
  'jump off a bridge', 'jump off the bridge', 'jump off a building', 'jump off the roof', 'jump in front of a train', 'jump in front of a car',
  // Warning signs said without a crisis word: life without meaning, a wish to sleep and not wake, pills saved up,
  // things given away, being gone or a burden, a height ("would anyone care"). Doubtful phrasing counts (see above).
  'never woke up', 'never woke up again', 'never wake up again', 'not wake up again', 'fall asleep and not wake', 'fall asleep and never wake', 'go to sleep and not wake',
  'life has no meaning', 'life has no point', 'life is meaningless', 'life is pointless', 'my life is meaningless', 'point of going on', 'point in going on', 'point of living', 'reason to go on', 'reason to keep going',
  'saving my pills', 'saving up my pills', 'stockpiling my pills', 'hoarding pills', 'hoarding my pills', 'collecting my pills', 'been saving pills',
  'giving away my things', 'giving away my stuff', 'giving away my belongings', 'giving away all my', 'gave away my things', 'gave away my stuff', 'gave away all my',
  'will people remember me', 'will anyone remember me', 'would anyone remember me', 'would anyone notice if i', 'would anyone even notice if i', 'will anyone notice if i', 'would anyone care if i', 'would anyone miss me', 'will anyone miss me', 'if i was gone', 'if i were gone', 'if im not here tomorrow', 'if i am not here tomorrow', 'if i wasnt here anymore', 'if i wasnt here tomorrow', 'if i wasnt around anymore', 'if i was no longer around', 'if i were no longer around', 'if i were not around', 'im gone for good', 'i am gone for good',
  'standing on the roof', 'standing on the ledge', 'on the edge of the roof', 'standing on the bridge', 'on the roof would anyone',
  'a burden to everyone', 'burden to everyone', 'burden on everyone', 'burden to my family', 'burden on my family', 'just a burden to',
  'wont be around much longer', 'not be around much longer', 'wont be here much longer', 'not be here much longer', 'wont be around for long',
  // Romanised Chinese: pinyin and Cantonese of the main phrases.
  'zisha', 'zi sha', 'zih sha', 'zishaa', 'hen xiang si', 'zhen xiang si', 'wo xiang si', 'xiang si le', 'xiang qu si', 'siang si', 'bu siang huo', 'xiang qing sheng', 'zi can', 'xiang zi can', 'bu xiang huo', 'buxiang huo', 'bu xiang huo le', 'huo bu xia qu', 'bu xiang huo xia qu', 'xiang zisha', 'tiao lou', 'shao tan', 'ge wan',
  'jisaat', 'zisaat', 'ji saat', 'zi saat', 'jih saat', 'm seung wood', 'm soeng wut', 'm seung wut', 'm seung saang', 'seung sei', 'soeng sei', 'tiu lau', 'siu taan',
].filter((p) => p !== 'commit'))

/** "commit" only with what follows it in a crisis ("commit suicide" is caught above; "commit sudoku" is a code word). */
const COMMIT = phrasePattern(['commit sudoku', 'commit die', 'commit unalive'])

/** Hyperbole and idioms that contain a crisis word but mean something else, squeezed like the text ("off" is "of"). Removed before matching. */
const EN_EXCEPT = [/\b(?:named|caled|name is|nicknamed) [a-z]+/g, /\bsuicide squad\b/g, /\bcut(?:ing)? myself of\b/g, /\b(?:dying|die) to (?:know|se|hear|met|try|go|find out|get)\b/g, /\bkms? (?:away|from|per|an hour|a day)\b/g, /\b\d+ ?kms\b/g, /\bhow many kms\b/g]

const CN = compactPattern([
  // 自杀 and its disguises: pinyin, half pinyin, homophones (紫砂, 自鲨, 自刹), a letter for a character.
  '自(?:杀|殺|鲨|鯊|刹|剎|煞|sha|sa|s(?![a-z]))', '紫砂', '(?:zi|z)(?:杀|殺)', '轻生', '輕生', '寻死', '尋死', '自尽', '自盡', '寻短见', '尋短見', '自戕',
  '不想活', '不想再活', '活不下去', '活不下去了', '不想(?:再)?活(?:下去|了|le)', '活够了', '活夠了', '活着(?:好|真|太)?(?:累|没意思|沒意思|没意义|沒意義)', '活著(?:好|真|太)?(?:累|没意思|沒意思|没意义|沒意義)',
  '不想(?:再)?(?:撑|撐)下去', '撑不下去了', '撐不下去了', '不如死了', '死了算了', '死了就好', '死掉算了', '死掉就好', '死了一了百了', '一了百了', '死咗算', '死咗佢算', '唔想活', '唔想再活', '唔想生存',
  '结束(?:自己的?)?生命', '結束(?:自己的?)?生命', '结束自己', '結束自己', '了结(?:自己|生命|此生)', '了結(?:自己|生命|此生)', '不想醒来', '不想醒來', '永远睡下去', '永遠睡下去', '永远不要醒', '永遠不要醒', '从这个世界消失', '從這個世界消失', '离开这个世界', '離開這個世界',
  '想死(?!你|我了|他|她|人|了你)', '(?<![你他她])去死', '想(?:s|si)(?![a-z])', '不想活(?:le|l)', '(?:想|去)4(?![0-9月号號点點个個天年岁歲次位分秒周週块塊])', '自死', '不(?:想|相|像)(?:活|或)(?:了|下去|le)', '不相活',
  '(?:别|別|不要|不用|再也不要|再也不想|永远不要|永遠不要)(?:再)?醒(?:来|來|过来|過來)', '醒不来就好', '醒不來就好', '(?:如果|要是|假如)我不在了', '(?:如果|要是|假如|万一|萬一)我(?:明天|哪天|有一天|某天|突然|忽然)(?:就)?(?:不在了|消失了|没了|沒了)', '我不在(?:了)?(?:以后|以後|之后|之後)?(?:大家|他们|他們|家人|爸妈|爸媽)(?:.{0,4})(?:轻松|輕鬆|更好|比较好|比較好)',
  '(?:没有|沒有)我(?:.{0,6})(?:比较好|比較好|更好|轻松|輕鬆)', '永远休息|永遠休息|长眠|長眠', '(?:乾脆|干脆|自我)了(?:断|斷)', '了(?:断|斷)(?:自己|生命|此生)',
  '(?:药|藥|安眠药|安眠藥)(?:都|已经|已經)?(?:攒|攢|存|囤)(?:够|夠|好|齐|齊)(?:了)?', '(?:药|藥)(?:.{0,3})(?:全部|全都|都)(?:吞|吃|食)(?:了|咗|掉|光)', '遗书', '遺書',
  '唔想(?:再)?(?:生存|活|生|醒)', '(?:从|從)?[0-9０-９一二三四五六七八九十几幾]+(?:楼|樓|层|層)(?:跳|跳下|跳落)', '(?:站在|站到|爬上|上了)(?:了)?(?:天台|楼顶|樓頂|顶楼|頂樓|阳台|陽台|窗台|窗邊|窗边|桥上|橋上|栏杆|欄杆)', '(?:天台|楼顶|樓頂|阳台|陽台|窗台)(?:上)?(?:了)?(?:.{0,4})(?:好想|想|要)(?:跳)', '(?:河|海|桥|橋|江|湖|潭)(?:.{0,2})跳(?:下去|下|进去|進去)', '(?:不再醒|再也不醒|再也醒不)', '睡过去不|睡過去不',
  '(?:趋势|趨勢|去逝|去4|趣事)(?:啊|了|吧|算了)', '好想(?:趋势|趨勢)', '自沙', '(?:zc|zs)(?:了|的|方法|怎么|怎麼)', '又(?:忍不住)?zc', '想zs', '见太奶|見太奶|去见太奶|找太奶', '(?:去)?天上找(?:阿嬤|阿公|奶奶|爷爷|爺爺|外婆|外公|妈妈|媽媽|爸爸)', '不想(?:再)?待在(?:这|這)(?:个|個)?世界', '(?:领|領)便当下线|(?:领|領)便當下線', '(?:安眠药|安眠藥|药|藥)(?:已经|已經)?(?:存|攒|攢|囤)了(?:一整|整|一)(?:罐|瓶|盒|樽)', '(?:天台|楼顶|樓頂|顶楼|頂樓|阳台|陽台|窗|桥上|橋上)(?:.{0,3})(?:跳落|跳下|跳出)', '(?:划|劃|割|刮)(?:伤|傷)?(?:自己|手腕|手臂|手)', '(?:刀片|美工刀|小刀)(?:.{0,4})(?:划|劃|割)',
  '不想(?:再)?(?:醒|醒过来|醒過來)', '不想再(?:撑|撐)', '(?:如果|要是|假如)我(?:消失|离开|離開|走)了', '(?:这|這)辈子(?:我)?不要了', '(?:这|這)輩子(?:我)?不要了', '下辈子(?:.{0,4})(?:投(?:个|個)?好胎)', '下輩子(?:.{0,4})(?:投(?:个|個)?好胎)',
  '(?:去)?陪(?:已经|已經)?(?:走了|过世|過世|去世|离开)的', '人生不想(?:玩|过|過)了', '(?:想|也想|要)领便当', '(?:想|也想|要)領便當', '把自己嘎了', '想嘎了', '(?:我想|想)zs(?![a-z])', '不如(?:死|四|4|s)了算了', '(?:四|4)了算了', '(?:生存|活)落去', '死咗(?:去)?算', '烧碳', '燒碳', '喝(?:了)?农药', '喝(?:了)?農藥',
  // Warning signs said without a crisis word (see the English list): life without meaning, never waking, pills saved up,
  // things given away with "will they remember me", after my death, a height with "would anyone care", a burden to all.
  '活(?:着|著)(?:到底|真的|好像|也|还|還)?(?:有)?(?:什么|什麼|啥)(?:意思|意义|意義)', '活(?:着|著)(?:真的|好像|也|都)?(?:没|沒)(?:什么|什麼|啥|有)?(?:意思|意义|意義|盼头|盼頭)', '人生(?:真的|好像|根本|已经|已經)?(?:没|沒)(?:什么|什麼|啥|有)?(?:意思|意义|意義|盼头|盼頭)',
  '一(?:睡|觉|覺)不醒', '(?:彻底|徹底|永远|永遠|一死)(?:解脱|解脫)',
  '(?:药|藥)(?:都|全|全部)?(?:攒|攢|存|囤)(?:起来|起來|下来|下來)', '(?:囤|攒|攢)(?:了)?(?:很多|好多|一堆|一些)?(?:安眠药|安眠藥|药|藥)',
  '(?:东西|東西)(?:都|全|全部)(?:送人|送掉|分掉|送走)(?:了)?.{0,8}(?:记得我|記得我|想我|在乎我|难过|難過)', '我死(?:了)?(?:以后|以後|之后|之後)',
  '(?:天台|楼顶|樓頂|顶楼|頂樓|阳台|陽台|窗边|窗邊|桥上|橋上).{0,12}(?:有人在乎|有人在意|人会在乎|人會在乎|记得我|記得我)',
  '(?:全家|家里|家裡|大家|所有人)的(?:累赘|累贅|负担|負擔)',
  '割腕', '割手', '跳楼', '跳樓', '跳河', '跳海', '跳桥', '跳橋', '卧轨', '臥軌', '上吊', '烧炭', '燒炭', '自残', '自殘', '伤害自己', '傷害自己', '弄伤自己', '弄傷自己',
  '(?:吃|吞|服|食)(?:了|咗)?(?:一整瓶|一瓶|整瓶|半瓶|大半瓶|成樽|成瓶|一樽|一大把|一把|全部的?|所有的?|好多|很多|一堆|几十|幾十)(?:的)?(?:安眠药|安眠藥|药|藥|止痛药|止痛藥|药片|藥片)', '安眠药(?:吃|吞)(?:光|完)', '安眠藥(?:吃|吞)(?:光|完)', '写遗书', '寫遺書', '写好了遗书', '寫好了遺書',
  '(?:天台|楼顶|樓頂|顶楼|頂樓)(?:上)?的(?:风|風)', '(?:没有|沒有)痛苦的地方', '(?:自己的|我的)(?:东西|東西)(?:都|全|全部)(?:送人|送掉|分掉|送走|分给别人|分給別人)',
  '睡(?:着|著)(?:就|以后|以後)?(?:不要|不想|别|別|再也不)(?:再)?(?:起来|起來|醒)', '(?:想|要)(?:就此|就)?(?:结束|結束)(?:这|這)一切',
  '没有我(?:大家|他们|家人)?(?:会)?更好', '沒有我(?:大家|他們|家人)?(?:會)?更好',
])

/** Chinese hyperbole with a crisis word in it ("想死你了" is "I miss you so much"). */
const CN_EXCEPT = [/想死你|想死我了|想死他了|想死她了|想死妳/g, /笑死|累死|热死|熱死|冷死|饿死|餓死|气死|氣死|困死|睏死|吓死|嚇死|烦死|煩死|美死|羡慕死|羨慕死|爽死|忙死|丑死|醜死/g]

function strip(text: string, patterns: readonly RegExp[]): string {
  return patterns.reduce((t, re) => t.replace(re, ' '), text)
}

/** Whether the views of a text hold crisis language. */
export function isCrisisText(views: TextViews): boolean {
  if (views.spaced.some((t) => {
    const s = strip(t, EN_EXCEPT)
    return EN.test(s) || COMMIT.test(s)
  })) return true
  if (views.compact.some((t) => CN.test(strip(t, CN_EXCEPT)))) return true
  return showsWarningSigns(views)
}

/** Whether a text holds crisis language, in any of its disguises. */
export function isCrisis(raw: string): boolean {
  return isCrisisText(textViews(raw))
}
