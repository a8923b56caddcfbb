import type { TextViews } from './normalize'

/**
 * Warning signs of suicide said without a crisis word, read as clinicians read them: not one phrase but what the
 * words do. A person may name a means or a place (pills saved up, charcoal and tape, the bridge, the platform's
 * edge), make farewells (a will, letters left for family, belongings and pets given away, the phone cancelled),
 * speak of an ending (not coming back, not a burden much longer, affairs tied up, whether they should still be
 * here) or of hopelessness (nothing will get better, nothing to look forward to). Some of these are enough alone
 * (`ALONE`); the others count when two different kinds meet in one message, so "gave my old sofa away when I
 * moved" stays a question while "gave my cat to friends so they're looked after — have I sorted everything?" does
 * not. The rules are kinds of sign, not copies of messages: the safety cases hold them to phrasings written apart.
 */
type Sign = 'means' | 'farewell' | 'ending' | 'hopeless'

interface Rules {
  alone: RegExp[]
  signs: Record<Sign, RegExp[]>
}

/** English, on the plain view (lower case, symbols as spaces, apostrophes dropped: "wont", "theyre"). */
const EN: Rules = {
  alone: [
    // Pills saved up, or asking how many would be enough.
    /\b(?:saving|saved|stockpil\w*|hoard\w*|collect\w*|stash\w*|squirrel\w*)(?: up)?(?: all| some| quietly| a few)? (?:of )?(?:my |the |these |her |his )?(?:sleeping |sleep |pain ?killer |prescription )?(?:pills|tablets|meds|medication|painkillers)\b/,
    /\bhow many (?:pills|tablets|sleeping pills|sleeping tablets|of them|of my pills)? ?(?:is|are|would be|will be|do i need to be|would it take to be)? ?enough\b(?=.*\b(?:pills|tablets|sleeping|meds|overdose)\b)|\b(?:pills|tablets|sleeping|meds)\b.*\bhow many\b.*\benough\b/,
    // Not a burden or a problem much longer; should I still be here.
    /\b(?:wont|will not|not going to|wont be|will no longer) (?:be )?(?:(?:their|anyones|your|everyones|a|his|her|my familys|my parents) )?(?:problem|burden|trouble|bother|worry)s? (?:for )?(?:much |any )?(?:longer|more)\b/,
    /\b(?:should|do) i (?:still )?(?:be here|be alive|stay alive|keep living|go on living|be around)\b(?! (?:at|in|with|for) (?:this|the|my|a)\b)|\bwhether i (?:should )?(?:still )?(?:be here|stay alive|keep living)\b|\bstill (?:be )?(?:here|alive|around) (?:next|by|after|tomorrow|this time)\b/,
    // A self-harm urge.
    /\b(?:urges?|itch|craving|need) to (?:cut|hurt myself|harm myself|burn myself)\b(?! (?:ties|back|down|out|off|costs|corners|loose|class|my hair))/,
  ],
  signs: {
    means: [
      /\b(?:the|a) (?:bridge|overpass|cliff|ledge|railway|train tracks|tracks)\b/,
      /\b(?:rooftop|top of the (?:car park|building|parking))\b/,
      /\b(?:rope|charcoal|razor blades?|a blade)\b/,
    ],
    farewell: [
      /\b(?:wrote|written|writing|finished|drafted|made|signed|updated) (?:up )?(?:a |my |the )?(?:will|last will)\b/,
      /\b(?:letters?|notes?|cards?|messages?) (?:to|for) (?:my )?(?:mum|mom|mother|dad|father|parents|sister|brother|family|kids|children|son|daughter|wife|husband|partner|best friend)\b/,
      /\b(?:gave|giving|given|give) (?:away )?(?:my |all my |most of my )?(?:\w+ )?(?:(?:and|&) (?:my )?\w+ )?(?:away |to (?:friends|my friends|people|family|neighbours|neighbors))\b(?=.*\b(?:looked after|taken care of|need them|sorted|ready|anymore|left|gone)\b)/,
      /\bso (?:theyre|they are|theyll be|they will be|it will be|its) (?:looked after|taken care of|cared for)\b/,
      /\b(?:cancell?ed|closed) my (?:phone|contract|phone contract|accounts?|subscriptions?|gym|lease)\b/,
      /\bpaid off (?:all )?(?:my )?(?:debts?|everything)\b/,
      /\bbeneficiar(?:y|ies)\b/,
    ],
    ending: [
      /\b(?:not|never|wont be|wont|will not be) (?:be )?(?:coming|come) back\b/,
      /\b(?:is )?tonight (?:is )?the night\b/,
      /\b(?:final|last) arrangements\b|\b(?:sorted|tied up|settled|put in order) (?:everything|all my affairs|my affairs|loose ends|it all)\b|\b(?:everything|my affairs) (?:is |are )?(?:in order|sorted|tied up)\b/,
      /\b(?:in the drawer|under (?:my|the) pillow|on my desk for them|left (?:the )?(?:spare )?key (?:out|under))\b|\bspare key out\b/,
      /\b(?:one|my) last (?:reading|goodbye)\b/,
      /\b(?:let|letting) (?:the )?(?:cards?|tarot|universe) decide\b|\bwhatever you (?:pull|draw)\b/,
    ],
    hopeless: [
      /\bnothing (?:is |will |s )?(?:ever )?(?:going to |gonna )?(?:get|getting|gets) better\b|\bnever (?:going to |gonna )?get better\b|\bwont (?:ever )?get better\b/,
      /\b(?:everyones|everyone is|everybody is|everybodys|theyd be|they would be|they are|theyre|theyll be|they will be|everyone would be) (?:all )?(?:honestly )?better off\b/,
      /\b(?:no|dont see (?:a|any)|cant see (?:a|any)) (?:point|way out|future|hope)\b|\bwhats the point\b|\bhopeless\b(?! (?:romantic|case at|at\b))|\bcant (?:do|take) (?:this|it) anymore\b/,
      /\bnothing (?:left )?to look forward to\b|\btired of (?:everything|it all|trying)\b/,
    ],
  },
}

/** Chinese, both scripts, on the compact view (no spaces or marks; a character repeated is squeezed to one). */
const CN: Rules = {
  alone: [
    // Charcoal and tape; pills saved up, or how many would be enough.
    /(?:木炭|炭|碳)(?:.{0,12})(?:胶带|膠帶|封箱带|封箱帶)|(?:胶带|膠帶)(?:.{0,12})(?:木炭|炭|碳)/,
    /(?:攒|攢|存|囤|藏|收集)(?:了)?(?:.{0,8})(?:安眠药|安眠藥|安眠的药|安眠的藥|止痛药|止痛藥|安定)|(?:安眠药|安眠藥|止痛药|止痛藥)(?:.{0,8})(?:攒|攢|存|囤|藏)(?:了|着|著|起来|起來)/,
    /(?:药|藥|颗|顆|粒|片)(?:.{0,8})(?:多少)(?:颗|顆|粒|片)?(?:才)?(?:够|夠)|(?:多少)(?:颗|顆|粒|片)(?:才)?(?:够|夠)(?=.*(?:药|藥))|(?:安眠药|安眠藥)(?:.{0,12})(?:够不够|夠不夠)/,
    // Not a bother much longer; whether to stay in this world; not trying to live.
    /(?:很快|快要|再过不久|再過不久|过不了多久|過不了多久|马上|馬上|以后|以後)(?:就)?(?:不会|不會|不用)(?:再)?(?:麻烦|麻煩|拖累|打扰|打擾|连累|連累|烦|煩)/,
    /(?:该不该|該不該|要不要|还要不要|還要不要|还该不该|還該不該|到底该不该|值不值得)(?:继续|繼續)?(?:留在|待在|活在)(?:这个|這個)?世界|(?:该不该|該不該|还要不要|還要不要|要不要)(?:继续|繼續)?活(?:下去|着|著)/,
    /不想(?:再)?(?:努力|好好|继续|繼續|认真|認真)(?:地)?活/,
    // Disappearing, and not for a trip.
    /消失(?:.{0,14})(?:永远|永遠)的那种|消失(?:.{0,14})(?:永远|永遠)的那種|(?:永远|永遠)(?:地)?消失/,
    // The platform's edge.
    /(?:月台|站台|铁轨|鐵軌|轨道|軌道)(?:.{0,14})(?:往前|跳下|跳进|跳進|走一步|踏出去|跳过去|跳過去)/,
  ],
  signs: {
    means: [
      /江边|江邊|河边|河邊|海边|海邊|淡水河|桥上|橋上|桥边|橋邊|大桥|大橋|顶楼|頂樓|天台|楼顶|樓頂|月台|铁轨|鐵軌|木炭|胶带|膠帶|安眠药|安眠藥|刀片|绳子|繩子/,
    ],
    farewell: [
      /遗嘱|遺囑|受益人/,
      /(?:给|給|留给|留給)(?:我)?(?:爸妈|爸媽|父母|家人|妈妈|媽媽|爸爸|孩子|老婆|老公|妹妹|姐姐|哥哥|弟弟)的(?:信|遗书|遺書|卡片)/,
      /(?:信|卡片)(?:都|也)?(?:写好|寫好|留好|放好)(?:了)?(?:.{0,4})(?:压在|壓在|放在|留在|藏在)/,
      /(?:都|全|全部|也)?(?:送人|送给朋友|送給朋友|送给别人|送給別人|送走|分给|分給)(?:了)?/,
      /(?:东西|東西|房间|房間|衣柜|衣櫃)(?:也|都)?(?:差不多)?(?:清完|清空|清光|整理好|收拾好|处理好|處理好)/,
    ],
    ending: [
      /(?:不会|不會|不)(?:再)?(?:回来|回來)了|就不(?:回来|回來)/,
      /(?:没|沒)(?:有)?(?:交代|交待)|后事|後事|(?:交代|交待)(?:清楚|好|完)/,
      /(?:留在|待在)(?:这里|這裡|这个世界|這個世界)/,
      /(?:原谅|原諒)我(?:吗|嗎|吧)?$|(?:会不会|會不會)(?:原谅|原諒)我/,
      /(?:让|讓|交给|交給)(?:牌|塔罗|塔羅|宇宙|命运|命運)(?:来|來)?(?:决定|決定)/,
      /最后(?:一次|一张|一張)帮我|最後(?:一次|一張)幫我|最后帮我|最後幫我|(?:最后|最後)一次(?:抽|看|问|問)/,
      /(?:心情|心里|心裡)(?:其实|其實)?(?:很|好|特别|特別)?(?:平静|平靜)/,
      /(?:再见|再見|告别|告別|永别|永別)了/,
    ],
    hopeless: [
      /(?:不会|不會|好不|不可能)(?:再)?好(?:起来|起來)/,
      /(?:没|沒)(?:什么|什麼|啥|有)?(?:好)?(?:期待|盼头|盼頭|希望)|(?:没|沒)(?:有)?意思了|(?:撑|撐)(?:下去)?也(?:没|沒)/,
      /反正(?:也|都)(?:没|沒|不会|不會|好不)/,
      /(?:活着|活著)(?:好|真|太)?累|(?:大家|所有人|家人)(?:没有我|沒有我)|(?:拖累|麻烦|麻煩)(?:大家|家人|所有人)/,
    ],
  },
}

function shows(rules: Rules, text: string): boolean {
  if (rules.alone.some((re) => re.test(text))) return true
  const kinds = (Object.keys(rules.signs) as Sign[]).filter((sign) => rules.signs[sign].some((re) => re.test(text)))
  return kinds.length >= 2
}

/** Whether a text shows warning signs of suicide (see above), in English or Chinese. */
export function showsWarningSigns(views: TextViews): boolean {
  return shows(EN, views.plain) || views.compact.some((text) => shows(CN, text))
}
