import type { TextViews } from './normalize'

/**
 * Warning signs of suicide said without a crisis word, read as clinicians read them: not one phrase but what the
 * words do. A person may name a means or a place (pills saved up, charcoal and tape, the bridge, the platform's
 * edge), make farewells (a will, letters left for family, belongings and pets given away, the phone cancelled),
 * speak of an ending (not coming back, not a burden much longer, affairs tied up, whether they should still be
 * here) or of hopelessness (nothing will get better, nothing to look forward to). Some of these are enough alone
 * (`alone`); the others count when two different kinds meet in one message (two affairs put in order count as two), so "gave my old sofa away when I
 * moved" stays a question while "gave my cat to friends so they're looked after — have I sorted everything?" does
 * not. The rules are kinds of sign, not copies of messages: the safety cases hold them to phrasings written apart.
 */
type Sign = 'means' | 'farewell' | 'arrangements' | 'ending' | 'hopeless' | 'permission' | 'reunion' | 'calm'

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
    // A self-harm urge, or harm done for relief.
    /\b(?:urges?|itch|craving|need) to (?:cut|hurt myself|harm myself|burn myself)\b(?! (?:ties|back|down|out|off|costs|corners|loose|class|my hair))/,
    /\b(?:burn|burning|burned|burnt|scratch|scratching|scratched|punch|punching|bite|biting|starve|starving) myself\b(?! (?:out|on (?:the|a) (?:stove|pan|oven|iron|kettle)))/,
    // Being gone by a date; farewells already said to everyone.
    /\bif (?:im|i am|i was|i were|i am not|im not) (?:gone|not here|not around|dead|no longer here) (?:by|before|after|at|when)\b/,
    /\balready said (?:my )?goodbyes? to (?:everyone|everybody|all of them|my family|my friends)\b/,
    // Charcoal and tape; messages to everyone set to go; whether "it" will hurt; harm as punishment; sleep without waking; one way out.
    /\bcharcoal\b.*\btape\b|\btape\b.*\bcharcoal\b/,
    /\bschedul\w* (?:the |my |all the )?(?:emails?|messages?|letters?|texts?|posts?) (?:to|for) (?:everyone|everybody|my family|all my|each of)\b/,
    /\b(?:will|would|does|wont|doesnt) it (?:hurt|be painful)\b.*\bwhen it happens\b|\bwhen it happens\b.*\bhurt\b|\bit (?:wont|will not) hurt when\b/,
    /\bpunish(?:ing)? myself\b|\b(?:lighter|blade|razor|knife|scissors) on my (?:arms?|thighs?|legs?|wrists?|skin|stomach|hips?)\b|\bdeserve (?:the|this|it)\b(?=.*\b(?:scratch|cutting|cut|burn|lighter|blade|hurt myself)\w*)/,
    /\b(?:not|never) (?:have to )?wake up (?:ever )?again\b|\bsleep and (?:not|never) (?:have to )?wake\b|\bsleep forever\b/,
    /\b(?:only|one) (?:one )?way out (?:left )?(?:for me|left)\b/,
    /\b(?:once|after|when) (?:\w+ ){1,4}(?:are|is) (?:over|done|finished),? (?:im|i am|ill be|i will be) done with (?:all of it|everything|it all|life)\b/,
    /\b(?:see|be with|join) (?:my )?(?:mum|mom|mother|dad|father|grandma|grandad|grandpa|nan|brother|sister|husband|wife) again\b(?=.*\b(?:since (?:she|he) (?:went|passed|died|left)|passed away|gone|died|lost (?:her|him))\b)/,
  ],
  signs: {
    means: [
      /\b(?:the|a) (?:bridge|overpass|cliff|ledge|railway|train tracks|tracks|platform edge|edge of the platform|roof)\b|\bthe platform\b(?=.*\b(?:train|express|tube|metro|subway|comes)\b)/,
      /\b(?:rooftop|top of the (?:car park|building|parking))\b/,
      /\b(?:rope|charcoal|razor blades?|a blade)\b/,
    ],
    farewell: [
      /\b(?:letters?|notes?|cards?|messages?) (?:to|for) (?:my )?(?:mum|mom|mother|dad|father|parents|sister|brother|family|kids|children|son|daughter|wife|husband|partner|best friend)\b/,
      /\b(?:gave|giving|given|give) (?:away )?(?:my |all my |most of my )?(?:\w+ )?(?:(?:and|&) (?:my )?\w+ )?(?:away |to (?:friends|my friends|people|family|neighbours|neighbors))\b(?=.*\b(?:looked after|taken care of|need them|sorted|ready|anymore|left|gone)\b)/,
      /\bso (?:theyre|they are|theyll be|they will be|it will be|its) (?:looked after|taken care of|cared for)\b/,
      /\bsaid (?:my )?goodbyes?\b|\bgoodbye to everyone\b/,
      /\bgave (?:most of |all of |away )?(?:my )?(?:stuff|things|belongings|clothes) away\b|\bgave away (?:most of |all of )?my\b/,
    ],
    arrangements: [
      /\b(?:wrote|written|writing|finished|drafted|made|signed|updated|sorted) (?:up )?(?:out )?(?:a |my |the )?(?:will|last will)\b/,
      /\b(?:cancell?ed|closed) my (?:phone|contract|phone contract|phone plan|accounts?|subscriptions?|gym|lease)\b/,
      /\bpaid off (?:all )?(?:my )?(?:debts?|everything)\b|\bpaid (?:the )?rent (?:through|until|up to|ahead)\b/,
      /\bbeneficiar(?:y|ies)\b/,
      /\bpasswords?\b.*\b(?:for|to|with) my (?:brother|sister|mum|mom|dad|wife|husband|partner|family|friend|son|daughter)\b/,
      /\bdeleted (?:all )?my (?:socials|social media|accounts|instagram|facebook)\b|\breturned everything i (?:borrowed|owe)\b/,
      /\b(?:keep|take|have|look after|adopt) (?:\w+ ){0,2}for good\b/,
    ],
    ending: [
      /\b(?:not|never|wont be|wont|will not be) (?:be )?(?:coming|come) back\b/,
      /\b(?:is )?tonight (?:is )?the night\b/,
      /\b(?:final|last) arrangements\b|\b(?:sorted|tied up|settled|put in order) (?:everything|all my affairs|my affairs|loose ends|it all)\b|\b(?:everything|my affairs) (?:is |are )?(?:in order|sorted|tied up)\b/,
      /\b(?:in the drawer|under (?:my|the) pillow|on my desk for them|left (?:the )?(?:spare )?key (?:out|under))\b|\bspare key out\b/,
      /\b(?:one|my) last (?:reading|goodbye)\b/,
      /\b(?:let|letting) (?:the )?(?:cards?|tarot|universe) decide\b|\bwhatever you (?:pull|draw)\b/,
      /\bbefore i go\b|\banything i (?:forgot|missed|left out)\b|\bunderstand after(?:wards)?\b|\bafter im gone\b/,
      /\b(?:will|would) (?:it|the transition|the end|going|my passing) be peaceful\b|\bpeaceful (?:end|transition|way out)\b/,
      /\b(?:leave|go|gone|leaving) for good\b|\b(?:is this|this is|it is|its) my last (?:week|day|night|birthday|christmas|summer|month)\b/,
      /\b(?:ive|i have|i) already decided\b(?! (?:to|on|that|which|what|where|between))|\bmy mind is made up\b(?! (?:about|to|on))/,
      /\b(?:step|jump|jumping|stepping|lean|leaning|fall|falling) (?:off|over|forward|in front)\b/,
      /\bwill (?:my )?(?:kids|children|son|daughter|family|mum|mom|parents|wife|husband) be (?:ok|okay|alright|fine|looked after) (?:without me|with (?:their|his|her))\b/,
      /\bnext time i (?:wont|will not|dont) (?:step back|hesitate|turn back|come down|stop myself)\b/,
      /\b(?:friday|saturday|sunday|monday|tuesday|wednesday|thursday|tonight|tomorrow|this weekend) (?:on|at) the (?:roof|bridge|tracks|platform|cliff)\b|\b(?:is|it is|its) (?:actually )?happening\b/,
      /\b(?:ive|i have) made (?:my|the) decision\b/,
      /\bwhat (?:do the cards say )?comes next for me\b/,
    ],
    hopeless: [
      /\bnothing (?:is |will |s )?(?:ever )?(?:going to |gonna )?(?:get|getting|gets) better\b|\bnever (?:going to |gonna )?get better\b|\bwont (?:ever )?get better\b/,
      /\b(?:everyones|everyone is|everybody is|everybodys|theyd be|they would be|they are|theyre|theyll be|they will be|everyone would be) (?:all )?(?:honestly )?better off\b/,
      /\b(?:no|dont see (?:a|any)|cant see (?:a|any)) (?:point|way out|future|hope)\b|\bwhats the point\b|\bhopeless\b(?! (?:romantic|case at|at\b))|\bcant (?:do|take) (?:this|it) anymore\b/,
      /\bnothing (?:left )?to look forward to\b|\btired of (?:everything|it all|trying)\b/,
    ],
    calm: [/\b(?:i )?(?:feel|feeling|felt) (?:so )?(?:calm|at peace|peaceful|light|relieved) (?:for the first time|now that|since)\b/],
    permission: [/\b(?:give|giving|gives) me permission\b|\bto be allowed to (?:go|leave|rest|stop)\b|\b(?:say|tell me|says) (?:its|it is|that its) (?:ok|okay|alright|fine)\b/],
    reunion: [],
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
    // The platform's edge; a jump as relief.
    /(?:月台|站台|铁轨|鐵軌|轨道|軌道)(?:.{0,14})(?:往前|跳下|跳进|跳進|走一步|踏出去|跳过去|跳過去)/,
    /(?:跳下去|跳下|一跳|跳了)(?:.{0,4})(?:就)?(?:轻松|輕鬆|解脱|解脫|什么都不用|什麼都不用|不用烦|不用煩|不痛|结束|結束|一了)/,
    // Burning oneself for relief.
    /(?:烟头|菸頭|烟|菸|打火机|打火機|香)(?:.{0,6})(?:烫|燙)(?:伤|傷)?(?:自己|手|手臂|手腕|腿)|(?:烫|燙)(?:伤|傷)?自己/,
    // Not waking after the pills; gone by a date; silence meaning it is done.
    /(?:吃|吞)(?:.{0,4})(?:几|幾|多少)(?:颗|顆|粒|片)(?:.{0,10})(?:不会醒|不會醒|醒不来|醒不來|不用醒)|睡(?:了|着|著)?(?:以后|以後)?(?:就)?(?:不会|不會)(?:再)?醒(?:来|來|過來|过来)?(?:了)?(?=$|[吧吗嗎呢啊，。？！])/,
    /(?:如果|要是|假如|万一|萬一)(?:.{0,8})我(?:就|已经|已經)?不在了/,
    /(?:没回|沒回)(?:.{0,8})(?:就是|代表|表示)(?:我)?(?:决定|決定|走了|不在了)/,
    /我(?:就算|要是|如果)?消失了(?:.{0,8})(?:没人|沒人|没有人|沒有人)/,
    // Messages set to go to everyone; whether "that thing" will hurt; cuts counted, a blade taken up; sleep without rising;
    // the one road left; an ending set for after the exams; seeing a dead mother soon.
    /(?:定时|定時|排程)(?:.{0,8})(?:信|讯息|訊息|消息|邮件|郵件)|(?:给|給)(?:大家|每个人|每個人|所有人)的(?:讯息|訊息|信|消息)(?:都)?(?:排程|定时|定時|设好|設好)/,
    /那件事(?:.{0,8})(?:会不会|會不會|不会|不會)(?:很)?(?:疼|痛)/,
    /(?:划|劃)了(?:几|幾|好几|好幾|很多)?道|(?:改成|换成|換成)用(?:美工刀|刀片|小刀|打火机|打火機|烟头|菸頭)|(?:烫|燙)(?:了|伤了|傷了)自己/,
    /睡(?:下去|着|著)?(?:就)?(?:永远|永遠)?(?:不用|不要|不想)(?:再)?(?:起来|起來|醒)/,
    /只剩(?:下)?(?:那|这|這)(?:一)?(?:条|條)路/,
    /(?:把)?(?:一切|所有)(?:都)?(?:结束|結束)掉/,
    /(?:很快|快要|马上|馬上)(?:就)?(?:能|可以|要)?(?:见到|見到|去找|去见|去見)(?:我)?(?:妈|媽|爸|奶奶|爷爷|爺爺|外婆|外公|阿嬤|阿公)(?=.*(?:走了|过世|過世|去世|走的))/,
  ],
  signs: {
    means: [/江边|江邊|河边|河邊|海边|海邊|淡水河|堤防|河堤|海堤|桥上|橋上|桥边|橋邊|大桥|大橋|顶楼|頂樓|天台|楼顶|樓頂|月台|铁轨|鐵軌|木炭|胶带|膠帶|安眠药|安眠藥|刀片|绳子|繩子/],
    farewell: [
      /(?:给|給|留给|留給)(?:我)?(?:爸妈|爸媽|父母|家人|妈妈|媽媽|爸爸|孩子|老婆|老公|妹妹|姐姐|哥哥|弟弟)的(?:信|遗书|遺書|卡片)/,
      /(?:信|卡片)(?:都|也)?(?:写好|寫好|留好|放好)(?:了)?(?:.{0,4})(?:压在|壓在|放在|留在|藏在)/,
      /(?:都|全|全部|也)?(?:送人|送给朋友|送給朋友|送给别人|送給別人|送走|分给|分給)(?:了)?/,
      /(?:东西|東西|房间|房間|衣柜|衣櫃)(?:也|都)?(?:差不多)?(?:清完|清空|清光|整理好|收拾好|处理好|處理好)/,
      /(?:跟|和|向)(?:每个|每個|所有|大家|家人|朋友)(?:.{0,6})(?:道别|道別|说再见|說再見|告别|告別)/,
      /(?:写|寫)(?:了)?(?:一封|几封|幾封)?信(?:.{0,4})(?:放|压|壓|藏|留)(?:在)?(?:抽屉|抽屜|枕头|枕頭|桌上)/,
      /(?:衣服|东西|東西)(?:也|都){1,2}(?:送人|送掉|分掉)/,
    ],
    arrangements: [
      /遗嘱|遺囑/,
      /受益人|保险单|保險單|保单|保單/,
      /(?:密码|密碼)(?:.{0,6})(?:写给|寫給|交给|交給|告诉|告訴|留给|留給)|(?:密码|密碼)(?:.{0,8})(?:都|也)?(?:留给|留給|写给|寫給)/,
      /交接完|(?:卡费|卡費|房租|欠款|债|債)(?:都|也)?(?:缴清|繳清|还清|還清|付清)/,
      /(?:line|微信|帐号|帳號|账号|ig|脸书|臉書)(?:也|都)?(?:退了|删了|刪了|注销|註銷|关了|關了)/,
      /送朋友(?:养|養)|(?:托付|託付|托|託|交)(?:给|給)(?:了)?(?:我)?(?:的)?(?:闺蜜|閨蜜|朋友|姐|姊|妹|哥|弟|邻居|鄰居|家人|爸妈|爸媽)/,
      /以后都(?:给|交给)(?:她|他|你)(?:养|照顾)|以後都(?:給|交給)(?:她|他|你)(?:養|照顧)/,
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
      /(?:永远|永遠|彻底|徹底)(?:地)?(?:离开|離開|走)(?:了|掉)?(?:这里|這裡|这个世界|這個世界)?(?=$|[，。！？吧啦呢])/,
      /(?:已经|已經|我)(?:决定好|決定好|决定|決定)了(?!要|去|考|换|換|辞|辭|跟|和|分|买|買|搬)|就差(?:下决心|下決心|最后一步|最後一步|一步)/,
      /(?:最后|最後)一(?:个|個)(?:生日|春节|春節|圣诞|聖誕|新年|中秋)|(?:是|就是)(?:最后|最後)一次/,
      /走的(?:时候|時候)|(?:漏了|还有|還有)(?:什么|什麼)(?:没|沒)(?:处理|處理|交代|交待)|以后能理解我|以後能理解我|(?:以后|以後)(?:会|會)?(?:理解|原谅|原諒)我/,
      /在那(?:边|邊)等我|那(?:边|邊)见|那(?:边|邊)見/,
      /(?:下次|这次|這次)(?:应该|應該)?(?:就)?(?:不会|不會)(?:再)?(?:犹豫|猶豫|退回来|退回來|退缩|退縮|回头|回頭)/,
      /(?:天台|顶楼|頂樓|楼顶|樓頂|桥|橋|江边|江邊)(?:那件事|的事)|(?:那件事)(?:就)?(?:这么|這麼)定了|(?:不会|不會)有人(?:拦|攔)我/,
    ],
    hopeless: [
      /(?:不会|不會|好不|不可能)(?:再)?好(?:起来|起來)/,
      /(?:没|沒)(?:什么|什麼|啥|有)?(?:好)?(?:期待|盼头|盼頭|希望)|(?:没|沒)(?:有)?意思了|(?:撑|撐)(?:下去)?也(?:没|沒)/,
      /反正(?:也|都)(?:没|沒|不会|不會|好不)/,
      /(?:活着|活著)(?:好|真|太)?累|(?:大家|所有人|家人)(?:没有我|沒有我)|(?:拖累|麻烦|麻煩)(?:大家|家人|所有人)/,
      /(?:真的|好|太)累(?:了)?(?:.{0,4})(?:想|只想)/,
    ],
    calm: [/(?:反而|终于|終於)(?:很|特别|特別|好)?(?:平静|平靜|轻松|輕鬆|踏实|踏實)/],
    permission: [/(?:给|給)(?:我)?(?:一个|一個)?(?:允许|允許)|(?:只想要|想要|要)(?:一个|一個|个|個)?(?:确认|確認)|(?:说|說)(?:我)?可以(?:走|离开|離開|放下)/],
    reunion: [/(?:去|要去|想去)(?:找|见|見|陪)(?:已经|已經)?(?:过世|過世|走了|去世)?的?(?:阿公|阿嬤|阿嬷|奶奶|爷爷|爺爺|外婆|外公)/],
  },
}

function shows(rules: Rules, text: string): boolean {
  if (rules.alone.some((re) => re.test(text))) return true
  // Each kind counts once, but affairs put in order count per affair (a will and the passwords left: two signs).
  const count = (sign: Sign) => rules.signs[sign].filter((re) => re.test(text)).length
  const score = (Object.keys(rules.signs) as Sign[]).reduce((sum, sign) => sum + (sign === 'arrangements' ? Math.min(2, count(sign)) : Math.min(1, count(sign))), 0)
  return score >= 2
}

/** Whether a text shows warning signs of suicide (see above), in English or Chinese. */
export function showsWarningSigns(views: TextViews): boolean {
  return shows(EN, views.plain) || views.compact.some((text) => shows(CN, text))
}
