import { textViews, type TextViews } from './normalize'

/**
 * Health questions a reading must not answer: starting, stopping or changing a medication or a
 * treatment, whether to see a doctor, what a symptom means, whether one has an illness and how it will
 * go. The cards are never asked to weigh in on them ("the Ten of Pentacles supports the move" on
 * stopping antidepressants is the harm this prevents). Wellbeing questions stay readings: sleeping
 * better, stress, looking after oneself, being there for someone who is ill.
 *
 * Two strengths of evidence:
 * - a decision, a dose, a symptom, a diagnosis or a doctor's visit asked about is always health;
 * - a medication, treatment or illness only mentioned is health unless the question is about coping
 *   or supporting ("How can I support my mum through her chemo?"), which a reading can reflect on.
 * Careers, idioms and figures of speech that share the words ("study medicine", "the silent treatment",
 * "后悔药", "这事让我很头疼") are removed first.
 */
export type HealthTopic = 'medication' | 'treatment' | 'symptom' | 'see_doctor' | 'diagnosis'

const re = (source: string) => new RegExp(source)
const words = (list: string) => `\\b(?:${list})\\b`

// ── English (on the plain view: lower case, symbols as spaces, apostrophes dropped) ──

const RELATIVE =
  'mum|mom|mother|mama|dad|father|papa|parents?|grandma|grandmother|grandpa|grandfather|granny|grandad|nan|nana|wife|husband|son|daughter|baby|child|kids?|sister|brother|friend|partner|boyfriend|girlfriend|fiance|fiancee|aunt|uncle|cousin|cat|dog|pet'

const EN_MED = words(
  'medications?|medicines?|meds|pills?|(?:my|these|those|his|her|the) (?:tablets|capsules)|antidepressants?|anti depressants?|ssris?|snris?|sertraline|zoloft|prozac|fluoxetine|lexapro|escitalopram|citalopram|paroxetine|paxil|venlafaxine|effexor|wellbutrin|bupropion|mirtazapine|lithium|lamotrigine|quetiapine|seroquel|abilify|aripiprazole|antipsychotics?|xanax|valium|ativan|benzos?|benzodiazepines?|klonopin|adderall|ritalin|vyvanse|concerta|insulin|metformin|statins?|beta blockers?|birth control|contraceptives?|ibuprofen|advil|paracetamol|acetaminophen|tylenol|panadol|aspirin|codeine|tramadol|oxycodone|opioids?|painkillers?|pain killers?|antibiotics?|steroids?|prednisone|sleeping pills?|melatonin|hrt|hormone (?:therapy|treatment|pills)|testosterone|levothyroxine|doses?|dosage|dosing|prescriptions?|prescribed|vaccines?|vaccinated|vaccination|(?:flu|covid|shingles|hpv|tetanus|booster|rabies|measles) (?:shots?|jabs?|vaccines?|boosters?)|the jab|hpv|ozempic|wegovy|semaglutide|probiotics?|fish oil|supplements?|mg|milligrams?|sertaline|setraline|sertralin|co codamol|cocodamol|codamol|solpadeine|nurofen|panadol|tylenol|advil|mmr|dtap|tdap|bcg jab|rotavirus vaccine|chickenpox vaccine|lantus|levemir|tresiba|toujeo|novorapid|humalog|humulin|novomix|metformin|glucophage|januvia|jardiance|amlodipine|norvasc|losartan|lisinopril|ramipril|bisoprolol|metoprolol|propranolol|atenolol|atorvastatin|lipitor|simvastatin|rosuvastatin|crestor|warfarin|eliquis|apixaban|xarelto|rivaroxaban|clopidogrel|plavix|synthroid|eltroxin|euthyrox|lamictal|depakote|valproate|keppra|levetiracetam|tegretol|carbamazepine|topamax|topiramate|gabapentin|neurontin|pregabalin|lyrica|zyprexa|olanzapine|risperdal|risperidone|latuda|lurasidone|clozapine|clozaril|haloperidol|klonopin|clonazepam|lorazepam|diazepam|alprazolam|zolpidem|ambien|zopiclone|trazodone|cymbalta|duloxetine|pristiq|trintellix|remeron|celexa|ritalin|concerta|adderall|vyvanse|elvanse|strattera|atomoxetine|methylphenidate|dexamphetamine|yasmin|microgynon|cerazette|the pill|mirena|nexplanon|truvada|descovy|antiretrovirals?|arvs?|methotrexate|humira|tamoxifen|letrozole|inhaler|ventolin|salbutamol|epipen|accutane|isotretinoin|roaccutane|finasteride|spironolactone|oxycodone|oxycontin|tramadol|codeine|morphine|fentanyl|suboxone|methadone|buprenorphine|naltrexone|antabuse|chantix|champix|varenicline',
)
const EN_TREAT = words(
  '(?:knee|hip|back|eye|heart|shoulder|ankle|wrist|bowel|gallbladder) ops?|chemo|chemotherapy|(?:knee|hip|joint|valve) replacement|radiotherapy|radiation (?:therapy|treatment)|immunotherapy|surgery|surgeries|transplant|dialysis|ivf|physiotherapy|physio|therapy|therapist|psychotherapy|psychiatrist|psychologist|counsell?ing|counsell?or|rehab|biopsy|mri|ct scan|x ray|xray|ultrasound|blood tests?|blood work|abortion|hospice|treatments?|clinical trial|wisdom teeth|wisdom tooth|root canal|(?:get|have|getting|having) (?:a |my |the )?(?:tooth|teeth) (?:out|pulled|removed|extracted)|braces|laser eye|lasik|stent|pacemaker|(?:have|get|having|getting|after|before|recover from|recovering from) (?:an|the|my|his|her) operation|(?:my|his|her|mums|moms|dads) operation',
)
const EN_CONDITION = words(
  'depression|clinical depression|anxiety disorder|generali[sz]ed anxiety|panic disorder|adhd|autism|autistic|aspergers|bipolar|ocd|ptsd|eating disorder|anorexia|bulimia|schizophrenia|dementia|alzheimers|parkinsons|diabetes|diabetic|cancer|cancerous|tumou?rs?|leuka?emia|hiv|aids|an? st[di]|st[di]s|herpes|covid|long covid|flu|pneumonia|an infection|a uti|utis?|endometriosis|pcos|a stroke|a heart attack|heart disease|heart condition|epilepsy|asthma|allergies|an allergy|a disease|an illness|a disorder|a condition|lupus|multiple sclerosis|celiac|coeliac|thyroid|appendicitis|a concussion|a fracture|broken (?:bone|arm|leg|wrist|ankle)|sick|ill|seriously ill|dying|pregnant|miscarriage|infertile|infertility',
)
/** Asking to decide: should I stop / may I double / is it safe to … (within one clause of the medication or treatment). */
const EN_DECIDE = re(
  `\\b(?:should|shall|can|could|may|must|would|will it|is it ok(?:ay)?|is it safe|is it bad|is it fine|do i need|does (?:he|she|my \\w+) need|need to|ought|whether|is it worth|worth it|want to|thinking of|thinking about|planning to|going to|gonna|time to)\\b(?:(?![.?!]).){0,60}?\\b(?:stop|stopping|quit|quitting|start|starting|begin|take|taking|keep|go off|come off|get off|wean|taper|skip|skipping|switch|change|changing|increase|decrease|reduce|lower|raise|double|halve|up|mix|drink|refuse|refusing|try|trying|have|get|getting|do|continue|continuing|give up|cancel|postpone|delay|go ahead|go through|agree to|sign up)\\b`,
)
const EN_DOSE = re(
  `\\bhow (?:many|much) (?:pills|tablets|mg|milligrams|doses|of (?:my|the|this|these) (?:pills|medication|medicine|meds))\\b|\\b(?:double|extra|missed|skip) (?:a |my )?dose\\b|\\bwith alcohol\\b.*\\b(?:meds|pills|medication)\\b|\\b(?:meds|pills|medication|medicine|antidepressants?)\\b.*\\bwith alcohol\\b|\\bcold turkey\\b`,
)
const EN_SEE_DOCTOR = re(
  `\\b(?:see|seeing|visit|visiting|go to|going to|call|calling|book|make an appointment with|check with|consult|get to)\\s(?:a |an |the |my |our |his |her )?(?:doctor|doc|gp|physician|specialist|dentist|psychiatrist|psychologist|therapist|dermatologist|gyn(?:a)?ecologist|cardiologist|neurologist|oncologist|p(?:a)?ediatrician|nurse|hospital|er|a e|emergency room|emergency|urgent care|clinic|walk in clinic|ambulance)\\b|\\b(?:get|getting) (?:it |this |that |myself |him |her )?(?:checked|tested|examined|looked at|screened)\\b|\\bgo to (?:the )?(?:hospital|a e|er)\\b|\\bcall (?:an )?ambulance\\b|\\b(?:take|bring|rush) (?:my |him |her |them |me )?(?:\\w+ )?(?:to (?:the )?(?:er|a e|hospital|doctor|emergency))\\b|\\b(?:dermatologist|doctor|gp|dentist|specialist) (?:visit|appointment)\\b|\\bmedical (?:help|attention|advice)\\b|\\b(?:urgent care|emergency room|walk in clinic)\\b`,
)
const EN_SYMPTOM = re(
  `\\b(?:chest|stomach|tummy|belly|abdominal|head|back|tooth|ear|throat|joint|knee|neck|pelvic|breast|eye|kidney|leg|arm|foot|shoulder|hip|muscle) ?(?:pains?|aches?|hurts?|hurting|is hurting|feels tight|is swollen)\\b|\\b(?:pain|lump|swelling|bleeding|rash|numbness|tingling|cramps?) (?:in|on|under) (?:my|his|her|the)\\b|\\bmy (?:\\w+ )?(?:chest|stomach|tummy|belly|head|back|throat|knee|neck|side|breast|eyes?|ears?|legs?|arms?|feet|foot|hands?|body|skin|heart rate|pee|urine|poop|stool) (?:hurts|is hurting|aches|is aching|feels (?:tight|heavy|numb|weird|strange)|(?:has felt|has been feeling|has been) (?:tight|heavy|numb|sore|painful|swollen)|is swollen|is bleeding|keeps|has been|is red|is itchy|is really|is dark|gets tight|goes numb)\\b|\\b(?:chest|throat) (?:gets |get |feels |is |feeling |getting )?tight\\b|\\b(?:going|goes|went|keeps going) numb\\b|\\b(?:pee|urine|poop|stool) is\\b|\\bbruis(?:es|ing)\\b|\\ba (?:headache|migraine) (?:behind|for|that|every)\\b|\\bmole\\b|\\b(?:keeps|kept|been|is|started) limping\\b|\\b(?:dog|cat|puppy|kitten|pet)s? (?:\\w+ )?(?:kidney|liver|heart) (?:disease|failure)\\b|\\bhit (?:his|her|my|their) head\\b|\\b(?:headaches|migraines?|fever|high temperature|coughing|cough|blood in (?:my )?(?:stool|urine|pee|poop|vomit|spit)|lumps?|rash|dizzy|dizziness|fainted|fainting|feel faint|passed out|numbness|short of breath|shortness of breath|cant breathe|cannot breathe|trouble breathing|palpitations|nausea|nauseous|vomiting|throwing up|diarrh(?:o)?ea|constipat(?:ed|ion)|side effects?|swollen|swelling|infected|missed (?:my )?period|late period|period (?:is|was|has been) (?:\\w+ ){0,3}late|periods? (?:twice|two times|every two weeks)|memory loss|sprain(?:ed)?|broken bone|irregular periods?|spotting|blood pressure|blood sugar|heart rate|seizures?|tremors?|hair loss|chest tightness|sore throat|heartburn|insomnia (?:medication|pills))\\b|\\b(?:my|these|his|her|the|have|having|had|with) symptoms?\\b|\\bsymptoms? of (?!a toxic|toxic|a bad|love)\\b`,
)
const EN_DIAGNOSIS = re(
  `\\b(?:do|does|could|might|would|can|did) (?:i|he|she|they|we|my (?:${RELATIVE})) (?:have|has|be having|have got|be getting|got)\\b(?:(?![.?!]).){0,20}${EN_CONDITION}|\\b(?:have i got|is it|could it be|might it be|is this|is that|could this be)\\b(?:(?![.?!]).){0,12}${EN_CONDITION}|\\b(?:am i|is (?:he|she|my (?:${RELATIVE}))|are (?:they|we))\\b (?:really |actually |seriously )?(?:sick|ill|dying|pregnant|depressed|bipolar|autistic|anorexic|diabetic|infertile)\\b|\\bwhat(?:s| is) wrong with (?:me|my body|my health|my (?:stomach|chest|head|back|heart|skin|eyes?|baby|son|daughter|kid|child))\\b|\\b(?:is|could) (?:it|this|that|the pain|the lump|the rash)\\b (?:be )?(?:serious|dangerous|cancerous|benign|malignant|normal to (?:have|feel|get) (?:pain|bleeding|this pain))\\b|\\b(?:diagnose me|diagnosis|what is my diagnosis|get diagnosed|be diagnosed|been diagnosed with what)\\b|\\bprognosis\\b|\\b(?:will|can|could|is) (?:i|he|she|my (?:${RELATIVE}))\\b (?:going to )?(?:fully )?(?:recover|survive|get better|pull through|beat)\\b (?:from |after )?(?:the |this |that |my |his |her |it )?(?:surgery|operation|illness|cancer|covid|stroke|injury|treatment|chemo|disease|infection|accident|tumou?r|heart attack|endometriosis|condition)\\b|\\bis (?:my|his|her|the) (?:\\w+ )?(?:\\w+ )?(?:disease|illness|condition|cancer|tumou?r) (?:going to )?(?:get worse|get better|spread|come back)\\b|\\bwill (?:my|his|her|the) (?:\\w+ )?(?:endometriosis|cancer|illness|condition|disease|diabetes|arthritis|pain|symptoms|tumou?r|back|knee) (?:get worse|get better|spread|come back|go away|heal)\\b|\\bwill my (?:${RELATIVE}) (?:recover|get better|survive|pull through|be cured|be ok(?:ay)? after)\\b|\\bwill (?:i|he|she|my (?:${RELATIVE})) die\\b|\\bhow long (?:will|does|do|has) (?:i|he|she|my (?:${RELATIVE})) (?:live|have left|got left)\\b|\\bam i (?:having|about to have) a (?:heart attack|stroke|panic attack|seizure)\\b|\\b(?:i think )?i (?:might|may|could) (?:be|have) (?:${EN_CONDITION.slice(5, -3)})\\b`,
)
/** About coping or being there for someone, which a reading may reflect on even when an illness is named. */
const EN_SUPPORT = re(
  `\\b(?:how|what) (?:can|do|should|could|might|may) (?:i|we) (?:best )?(?:do to )?(?:support|help|comfort|care for|look after|be there for|stand by|encourage|cheer up|be strong for|cope|deal|handle|get through|stay strong|stay positive|stay calm|stay hopeful|keep going|find strength|find peace|find courage|prepare myself|prepare emotionally|look after myself|take care of myself|be kind to myself|keep my spirits|manage my (?:worry|worries|fear|fears|feelings|emotions|stress)|process|accept|make peace|say goodbye|spend (?:the|our) time|handle the wait|get through the wait|show (?:i|that i) care|be supportive)\\b|\\bwhat does (?:my (?:${RELATIVE})) need from me\\b|\\bhow (?:do|can) i (?:find|keep) (?:hope|calm|balance)\\b`,
)
/** Careers and places of work in health, idioms and figures of speech that share the words. */
const EN_EXCEPT = [
  // A doctor's own training and rotations are a career ("an F2 doctor torn between GP training and surgery").
  /\b(?:training|specialty|rotation|career|jobs?) (?:in|and|or|vs) (?:\w+ )?(?:surgery|medicine|psychiatry|paediatrics|pediatrics|anaesthetics|radiology|oncology|dermatology)\b/g,
  /\b(?:gp|foundation|specialty|surgical|residency|f1|f2|core|medical) (?:training|doctor|programme|program|rotation|jobs?|posts?)\b/g,
  // What a medicine costs is money, not a medical decision ("my grandma's medication costs: should I take a second job?").
  /\b(?:medication|medicine|meds|drug|prescription|pharmacy|medical|hospital|treatment)s? (?:costs?|bills?|prices?|expenses?|fees?)\b|\bcost of (?:her|his|my|their|the) (?:medication|medicine|meds|treatment)\b|\b(?:treatment|surgery|hospital stay|operation|meds|medication)s? (?:is |are |will |would )?(?:going to |gonna )?cost\b/g,
  // A pet or a person named after a medicine ("my cat is named Xanax").
  /\b(?:named|called|name is|nicknamed)\s\w+/g,
  /\b(?:become|becoming|be|work as|working as|career as|career in|study to be|studying to be|train as|training as|job as|jobs as|job at|work at|working at|job in|work in|working in|intern at|internship at|residency at|study|studying|studied|major in|majoring in|degree in|school for|apply (?:to|for)|applying (?:to|for)|med school|nursing school|offer from|offer at)\s(?:a |an |the )?(?:doctor|nurse|nursing|psychologist|psychiatrist|therapist|counsell?or|pharmacist|pharmacy|dentist|dentistry|surgeon|physio|physiotherapist|medicine|medical school|med school|hospital|clinic|psychology|pharmaceutical|pharma|biotech|drug company)\b/g,
  /\b(?:silent|special|unfair|fair|bad|poor|unequal|different|preferential|royal|vip|cold|same) treatment\b|\btreatment (?:of|from) (?:employees|staff|workers|people|women|men|me|us|them|my (?:boss|team|colleagues|coworkers|partner))\b|\b(?:hair|spa|facial|beauty|water|skin|scalp) treatments?\b/g,
  /\b(?:retail|couples?|marriage|family|career|school|guidance|relationship|grief) (?:therapy|counsell?ing|counsell?or|therapist)\b/g,
  /\btaste of (?:his|her|their|your|my|our) own medicine\b|\b(?:laughter|the best|good|best) medicine\b|\b(?:bitter|hard|tough|big|red|blue|chill) pills?\b|\bpills? to swallow\b|\ba dose of\b|\bdose of (?:reality|humility|luck|courage|good news|honesty)\b/g,
  /\bgiv(?:ing|es) me (?:a )?(?:migraine|headache|heart attack|ulcer|aneurysm)\b|\b(?:is|are) my (?:therapy|medicine)\b|\b(?:such a|real|big|what a|massive|total|(?:is|was|be|being) a) headache\b|\ba headache (?:to|of a|for (?:me|us|everyone))\b|\b(?:spring|cabin|wedding|baby|football|world cup|gold) fever\b|\bbleeding (?:money|cash|heart)\b|\bsick (?:of|and tired)\b|\blove ?sick\b|\bhomesick\b|\bheart ?sick\b|\bsick (?:day|leave|note)\b|\bill (?:will|feeling|feelings|at ease)\b|\b(?:dying|die) to\b|\bsick (?:beat|trick|move)\b|\b(?:is|it|thats|that is|so) sick\b/g,
]

// ── Chinese (on the compact view without spaces; both scripts) ──

const CN_MED =
  '(?<!后悔|後悔|解|火|炸|弹|彈|良|春|迷|蒙汗|膏)(?:药|藥)(?!学|學|师|師|企|厂|廠|店|房|局|妆|妝|剂师|劑師|剂部|劑部|剂科|劑科|代表)|抗抑郁|抗抑鬱|抗焦虑|抗焦慮|抗生素|消炎|布洛芬|对乙酰氨基酚|扑热息痛|撲熱息痛|普拿疼|阿司匹林|胰岛素|胰島素|二甲双胍|二甲雙胍|激素|荷尔蒙|荷爾蒙|类固醇|類固醇|避孕|舍曲林|帕罗西汀|帕羅西汀|百忧解|百憂解|氟西汀|艾司西酞普兰|来士普|樂復得|乐复得|思诺思|褪黑素|褪黑激素|阿普唑仑|劳拉西泮|碳酸锂|碳酸鋰|喹硫平|利他林|专注达|專思達|处方|處方|剂量|劑量|疫苗|打针|打針|输液|輸液|吊瓶|点滴|點滴|保健品|维生素|維生素|維他命|偏方|草药|草藥|片剂|几片|幾片|几颗|幾顆|几粒|幾粒|毫克|头孢|頭孢|阿莫西林|优甲乐|優甲樂|抗凝|华法林|華法林|他汀|奥美拉唑|奧美拉唑|连花清瘟|連花清瘟|感冒药|感冒藥|退烧药|退燒藥|史蒂诺斯|史蒂諾斯|安眠|镇定剂|鎮定劑|精神科的药|身心科的藥|美林|泰诺林|泰諾林|奥氮平|奧氮平|利培酮|丙戊酸|退烧|退燒|益生菌|鱼油|魚油|叶黄素|葉黃素|钙片|鈣片|保健食品|减肥针|減肥針|司美格鲁肽|黛麗安|黛丽安|达英|達英|百白破|麻腮风|麻腮風|五联疫苗|五聯疫苗|乙肝疫苗|卡介苗|流感疫苗|hpv疫苗|来得时|來得時|蓝德仕|蘭德仕|诺和锐|諾和銳|优泌林|優泌林|格华止|庫魯化|氨氯地平|络活喜|脈優|络沙坦|科素亚|可悅您|阿托伐他汀|立普妥|瑞舒伐他汀|冠脂妥|波立维|保栓通|拜新同|优思明|優思明|悦己|悅己|妈富隆|媽富隆|毓婷|紧急避孕|緊急避孕|利必通|拉莫三嗪|帝拔癲|德巴金|左乙拉西坦|开浦兰|優閒|卡马西平|癫通|癲通|立普能|来士普|來士普|艾司西酞普兰|舍曲林|左洛复|樂復得|百忧解|百憂解|氟西汀|帕罗西汀|克忧果|克憂果|赛乐特|文拉法辛|怡诺思|速悅|米氮平|樂活憂|度洛西汀|欣百达|千憂解|安非他酮|威博隽|思瑞康|思樂康|喹硫平|金普薩|阿立哌唑|安立复|安立復|碳酸锂|碳酸鋰|锂盐|鋰鹽|阿普唑仑|阿普唑侖|赞安诺|贊安諾|佳静安定|氯硝西泮|利福全|劳拉西泮|安定文|罗拉|樂耐平|地西泮|安定片|烦宁|煩寧|唑吡坦|思诺思|使蒂諾斯|佐沛眠|专注达|專注達|專思達|利他能|哌甲酯|择思达|擇思達|思銳|托莫西汀|胰岛素针|胰島素針|甲氨蝶呤|他莫昔芬|泰莫西芬|曲马多|曲馬多|吗啡|嗎啡|美沙酮|丁丙诺啡|暴露前预防|暴露前預防|抗病毒药|抗病毒藥|雞尾酒療法|鸡尾酒疗法'
const CN_TREAT =
  '化疗|化療|放疗|放療|靶向|免疫治疗|免疫治療|手术|手術|开刀|開刀|动刀|動刀|治疗|治療|疗程|療程|透析|洗肾|洗腎|器官移植|住院|出院|复查|複查|回診|复诊|復診|体检|體檢|检查报告|檢查報告|化验|化驗|验血|驗血|抽血|核磁|b超|胃镜|胃鏡|肠镜|腸鏡|穿刺|活检|活檢|心理咨询|心理諮詢|心理諮商|心理治疗|心理治療|心理医生|心理醫生|心理师|心理師|咨商|諮商|精神科|身心科|复健|復健|康复治疗|康復治療|针灸|針灸|打胎|堕胎|墮胎|人流|流产|流產|试管婴儿|試管嬰兒|做试管|做試管|人工授精|冻卵|凍卵|安宁病房|安寧病房|临终关怀|臨終關懷|试管|試管|支架|搭桥|搭橋|心导管|心導管|起搏器|节律器|節律器|雷射|激光手术|激光手術|近视手术|近視手術|近视激光|健检|健檢|不想治|不治了|放弃治|放棄治|继续治|繼續治|要不要治|该不该治|該不該治|还要治|還要治|治不治|拔牙|智齿|智齒|根管|矫正牙|矯正牙'
const CN_CONDITION =
  '抑郁症|抑鬱症|憂鬱症|忧郁症|焦虑症|焦慮症|恐慌症|惊恐障碍|躁郁症|躁鬱症|双相|雙相|多动症|過動症|注意力缺陷|自闭症|自閉症|亚斯伯格|亞斯伯格|强迫症|強迫症|创伤后|創傷後|厌食症|厭食症|暴食症|精神分裂|思觉失调|思覺失調|老年痴呆|失智|阿尔茨海默|帕金森|糖尿病|高血压|高血壓|心脏病|心臟病|癌|瘤|白血病|艾滋|愛滋|hiv|性病|梅毒|疱疹|新冠|流感|肺炎|甲亢|甲减|甲減|甲状腺|甲狀腺|胃炎|肠胃炎|腸胃炎|结石|結石|阑尾炎|闌尾炎|盲肠炎|盲腸炎|中风|中風|脑梗|腦梗|癫痫|癲癇|哮喘|气喘|氣喘|子宫内膜异位|子宮內膜異位|多囊|不孕|不育|骨折|脑震荡|腦震盪|怀孕|懷孕|有孕|重病|大病|绝症|絕症|肝病|肾病|腎病|肺病|胃病|皮肤病|皮膚病|乙肝|肝硬化|肝炎|狼疮|狼瘡|椎间盘|椎間盤|呼吸中止|呼吸暂停|痛风|痛風|关节炎|關節炎|症(?=吗|嗎|吧|$)|病'
/** Asking to decide: 该不该停 / 要不要吃 / 能不能减 … within a few characters of the medication or treatment. */
const CN_DECIDE =
  '(?:该不该|該不該|应不应该|應不應該|要不要|能不能|可不可以|可以不|是不是该|是不是該|是否应该|是否應該|是否要|需不需要|用不用|有没有必要|有沒有必要|应该|應該|该|該|需要|想|打算|准备|準備|可以)(?:再|继续|繼續|自己|直接|先|马上|馬上|偷偷)?(?:停|减|減|加|换|換|吃|服|用|打|做|接受|继续|繼續|放弃|放棄|拒绝|拒絕|开始|開始|戒|断|斷|少吃|多吃|不吃|不做|去做|去打|去看|去|试|試|喝)'
const CN_SEE_DOCTOR =
  '看医生|看醫生|看病|就医|就醫|就诊|就診|挂号|掛號|挂急诊|掛急診|看急诊|看急診|急诊|急診|去诊所|去診所|看门诊|看門診|门诊|門診|找医生|找醫生|问医生|問醫生|问问医生|問問醫生|咨询医生|諮詢醫生|看牙|看中医|看中醫|看西医|看西醫|看心理医生|看心理醫生|看精神科|看身心科|叫救护车|叫救護車|打120|打119|找大夫|看大夫|睇医生|睇醫生|睇病|睇急症|睇街症|睇醫師|挂哪个科|掛哪個科|挂什么科|看哪个科|看哪一科|看什麼科|給醫生看|给医生看|給醫師看|带去看|帶去看|带去医院|帶去醫院'
const CN_SYMPTOM =
  '(?:胸口|胸部|胸|心口|肚子|胃|腹部|小腹|下腹|肚脐|肚臍|腰|后背|後背|背部|牙齿|牙齒|牙|喉咙|喉嚨|嗓子|关节|關節|膝盖|膝蓋|脖子|颈椎|頸椎|肩膀|乳房|眼睛|耳朵|下体|下體|私处|私處|腿|手臂|脚|腳|头皮|頭皮|肝|肾|腎|手指|手|脚趾|腳趾|嘴唇|脸|臉|皮肤|皮膚|个心口|個心口)(?:一直|老是|总是|總是|经常|經常|有点|有點|很|好|特别|特別|突然|隐隐|隱隱|会|會|常常|偶尔|偶爾)?(?:作痛|疼|痛|不舒服|发麻|發麻|肿|腫|闷|悶|胀|脹|酸|刺痛|抽筋|出血|流血|翳|痒|癢)|(?:经常|經常|总是|總是|一直|老是|每天|最近|常常|突然|天天)(?:都|会|會|有点|有點)?(?:头|頭)(?:疼|痛|晕|暈)|(?:头|頭)(?:疼|痛)(?:得|了)?(?:厉害|厲害|好几天|好幾天|一个星期|一個星期|很久)|头晕|頭暈|眩晕|眩暈|晕倒|暈倒|昏倒|发烧|發燒|发热|發熱|低烧|低燒|咳嗽|咳血|咯血|便血|尿血|吐血|肿块|腫塊|硬块|硬塊|结节|結節|囊肿|囊腫|息肉|过敏|過敏|起疹子|红疹|紅疹|湿疹|濕疹|荨麻疹|蕁麻疹|拉肚子|腹泻|腹瀉|便秘|呕吐|嘔吐|心悸|心律不齐|心律不整|呼吸困难|呼吸困難|喘不上气|喘不上氣|气短|氣短|发炎|發炎|溃疡|潰瘍|症状|症狀|副作用|月经不调|月經不調|月经推迟|月經推遲|月经没来|月經沒來|月經晚來|大姨妈没来|大姨媽沒來|例假没来|例假沒來|经期推迟|經期推遲|血压|血壓|血糖|心率|抽搐|手抖|脱发|脫髮|掉头发|掉頭髮|失禁|耳鸣|耳鳴|视力模糊|視力模糊|水肿|水腫|浮肿|浮腫|体重(?:莫名|突然)?(?:下降|骤降|驟降)|體重(?:莫名|突然)?(?:下降|驟降)|验孕|驗孕|两条杠|兩條槓|偏头痛|偏頭痛|吐奶|感冒|淋巴|摸到(?:一|个|個|颗|顆)?(?:.{0,3})(?:硬|腫|肿|包|块|塊|颗粒|顆粒)|(?:发麻|發麻|刺痛|抽筋|肿|腫|痒|癢|疼|痛)(?:.{0,6})(?:是什么原因|是什麼原因|怎么回事|怎麼回事|正常吗|正常嗎)|(?:hpv|九价|九價|四价|四價|五合一|六合一)|全飞秒|全飛秒|半飞秒|飞秒|飛秒|icl|插管|气切|氣切|上呼吸机|上呼吸機|(?:例假|月经|月經|大姨妈|大姨媽|生理期|经期|經期|mc)(?:.{0,8})(?:正常吗|正常嗎|正不正常|没来|沒來|推迟|推遲|晚来|晚來|不调|不調|来两次|來兩次|不规律|不規律|量多|量少)|(?:心脏|心臟|肺|肝|腎|肾|胃|腦|脑|身體|身体|肚子)(?:有事|出事|出問題|出问题|有問題|有问题|有毛病)|指数偏高|指數偏高|记忆力(?:下降|衰退)|記憶力(?:下降|衰退)|健忘得厉害|健忘得厲害|血丝|血絲|(?:脚踝|腳踝|脚|腳|腿|脸|臉|眼皮)(?:.{0,2})(?:肿起来|腫起來|肿了|腫了|浮肿|浮腫)|黑点飘|黑點飄|飞蚊|飛蚊|打呼|打鼾|淤青|瘀青|(?:猫|貓|狗|狗狗|猫咪|貓咪|宠物|寵物)(?:.{0,4})(?:一直吐|不吃东西|不吃東西|吐了|拉稀|腎|肾|肝|病)|(?:肾|腎|肝)(?:指数|指數)(?:超标|超標|偏高)|肾衰|腎衰'
const CN_DIAGNOSIS = `(?:是不是|是否|会不会|會不會|有没有|有沒有|疑似|可能是|可能有|算不算|算是)(?:得了|患了|有|是)?(?:.{0,3})(?:${CN_CONDITION.replace('|病', '')})|(?:得了|患了|有|是)(?:.{0,3})(?:${CN_CONDITION.replace('|病', '')})(?:吗|嗎|吧|么|麼)|(?:得了|患了|生了)(?:什么|什麼|啥)(?:病|重病|大病|怪病)|什么病|什麼病|啥病|哪种病|哪種病|生病了(?:吗|嗎)|病了(?:吗|嗎)|严不严重|嚴不嚴重|要不要紧|要不要緊|(?:病|病情|身体|身體|(?<![情心])(?:伤|傷)口?|突出|炎|症)(?:以后|以後)?(?:能|会|會|可以|能不能|会不会|會不會|还能|還能)?(?:好起来|好起來|好吗|好嗎|治好|好转|好轉|痊愈|痊癒|康复|康復|恢复|恢復|治得好)|(?:会不会|會不會)(?:发展|發展|变成|變成)(?:成)?|诊断|診斷|病情|病因|会不会死|會不會死|能活多久|还能活|還能活|活不活得过|活不活得過|熬不过|熬不過|撑不过|撐不過|癌|肿瘤|腫瘤|怀孕了(?:吗|嗎|没|沒)|懷孕了(?:吗|嗎|没|沒)|是不是怀孕|是不是懷孕|有没有怀孕|有沒有懷孕`
const CN_SUPPORT =
  '(?:怎么|怎麼|如何|怎样|怎樣|该怎么|該怎麼|能做些什么|能做些什麼|能做什么|能做什麼|可以做些什么|可以做些什麼|可以做什么|可以做什麼|可以为|可以為|能为|能為)(?:.{0,10})(?:陪伴|陪着|陪著|陪他|陪她|陪妈|陪媽|陪爸|陪家人|支持|照顾|照顧|安慰|鼓励|鼓勵|面对|面對|度过|度過|撑过|撐過|熬过|熬過|调整心态|調整心態|调适|調適|调整情绪|調整情緒|放宽心|放寬心|保持心态|保持心態|平复|平復|安顿|安頓|照顾好自己|照顧好自己|照顾自己|照顧自己|稳住|穩住|坚强|堅強|让自己好受|讓自己好受|好过一点|好過一點|减轻焦虑|減輕焦慮|缓解焦虑|緩解焦慮|不那么担心|不那麼擔心|少一点担心|少一點擔心|相处|相處|说话|說話|沟通|溝通|聊天|表达关心|表達關心|关心|關心|劝|勸|开导|開導|不让自己累|不讓自己累|累垮|顾好|顧好)|(?:让|讓)(?:他|她|自己|我|爸|妈|媽|家人)(?:.{0,3})(?:安心|放心|开心|開心|好受|轻松|輕鬆|不累|不那么|不那麼)|(?:心态|心態|情绪|情緒|心情|焦虑|焦慮|担心|擔心|害怕|压力|壓力)(?:.{0,6})(?:怎么|怎麼|如何|怎样|怎樣)'
const CN_EXCEPT = [
  // A doctor's own training and department are a career ("我是规培医生，纠结去心内还是急诊").
  /(?:规培|規培|住院医师|住院醫師|实习医生|實習醫生|医学生|醫學生|住院医|护理师|護理師)(?:医生|醫生)?/g,
  /(?:心内|心內|心外|急诊|急診|外科|内科|內科|儿科|兒科|骨科|麻醉科|精神科|皮肤科|皮膚科|妇产科|婦產科)(?=.{0,4}(?:还是|還是|或者|或是))|(?:还是|還是|或者|或是)(?:心内|心內|心外|急诊|急診|外科|内科|內科|儿科|兒科|骨科|麻醉科|精神科|皮肤科|皮膚科|妇产科|婦產科)/g,
  // What a medicine costs is money ("奶奶每个月药费好几千，我要不要再接一份兼职").
  /(?:医药|醫藥|药|藥|医疗|醫療|治疗|治療|看病)(?:费|費|钱|錢|开销|開銷|支出)(?:很重|很贵|很貴|好几千|好幾千)?|(?:住院|手术|手術|开刀|開刀|治疗|治療|看病|洗肾|洗腎)(?:一天|一次|一个月|一個月|一周|一週)?(?:要|就要|花了|花掉|用了)?(?:好几百|好幾百|好几千|好幾千|几百|幾百|几千|幾千|几万|幾萬|[0-9一二三四五六七八九十两兩]+(?:百|千|万|萬)多?|多少钱|多少錢|很贵|很貴)/g,
  // A pet or a person named after a medicine ("我家猫叫「普拿疼」").
  /(?:叫(?![我你他她妳們们])|名叫|叫做|名字是)[「『“"]?[\p{Script=Han}a-z0-9]{1,6}[」』”"]?(?=[，,。！!？?\s]|它|牠|他|她|今天|最近|$)/gu,
  /(?:当|當|做|成为|成為|考|学|學|读|讀|报考|報考|转行|轉行|去当|去當)(?:一名|一个|一個|个|個)?(?:医生|醫生|护士|護士|药师|藥師|心理咨询师|心理諮詢師|心理諮商師|心理师|心理師|医学|醫學|药学|藥學|护理|護理|临床|臨床|牙医|牙醫|医科|醫科|医学院|醫學院)/g,
  /(?:医院|醫院|诊所|診所|药店|藥局|药房|藥房|药企|藥企|药厂|藥廠)(?:的)?(?:工作|上班|实习|實習|面试|面試|offer|职位|職位|岗位|崗位|这份|這份)/g,
  /(?:是|像)(?:我|你|他|她|妳)的(?:药|藥|解药|解藥)|笑到(?:肚子|胃)(?:痛|疼)|笑得(?:肚子|胃)(?:痛|疼)|(?:气|氣)到(?:吐血|胃痛|头疼|頭疼|头痛|頭痛)|(?:急诊室|急診室|急诊|急診|医院|醫院|诊所|診所)(?:.{0,2})(?:实习|實習|上班|工作)|后悔药|後悔藥|解药|解藥|灵药|靈藥|良药苦口|良藥苦口|心病|相思病|公主病|王子病|懒癌|懶癌|拖延症|直男癌|选择困难症|選擇困難症|社恐|恐婚|中二病|病毒式|有病吧|有病啊|你有病|他有病|她有病|毛病|职业病|職業病|后遗症|後遺症|治愈系|治癒系|疗愈|療癒|情伤|情傷|感染力|被他感染|被她感染|头疼的|頭疼的|让我头疼|讓我頭疼|很头疼|很頭疼|好头疼|好頭疼|伤脑筋|傷腦筋|心痛|心疼|胃口|血拼|流血流汗|打针都不怕|打針都不怕/g,
]

const EN = {
  med: re(EN_MED),
  treat: re(EN_TREAT),
  condition: re(EN_CONDITION),
  decide: EN_DECIDE,
  dose: EN_DOSE,
  seeDoctor: EN_SEE_DOCTOR,
  symptom: EN_SYMPTOM,
  diagnosis: EN_DIAGNOSIS,
  support: EN_SUPPORT,
}
const CN = {
  med: re(CN_MED),
  treat: re(CN_TREAT),
  condition: re(`(?:${CN_CONDITION.replace('|病', '')})`),
  decideMed: re(
    `(?:${CN_DECIDE})(?:.{0,8})(?:${CN_MED})|(?:停|减|減|换|換|断|斷|戒|加)(?:药|藥)|(?:${CN_MED})(?:.{0,6})(?:该不该|該不該|要不要|能不能|可不可以|可以不|还要|還要|继续|繼續|停掉|停了|不吃|少吃|多吃|减半|減半|加倍)`,
  ),
  decideTreat: re(`(?:${CN_DECIDE})(?:.{0,8})(?:${CN_TREAT})|(?:${CN_TREAT})(?:.{0,6})(?:该不该|該不該|要不要|能不能|可不可以|还要|還要|继续|繼續|停掉|停了|不做|放弃|放棄)`),
  seeDoctor: re(CN_SEE_DOCTOR),
  /** Going to a hospital is a visit too (to a parent, to work) unless it is asked about. */
  decideSee: re(`(?:${CN_DECIDE}|送)(?:.{0,6})(?:医院|醫院|诊所|診所|急诊|急診)|(?:医院|醫院)(?:.{0,4})(?:看看|检查|檢查)`),
  symptom: re(CN_SYMPTOM),
  diagnosis: re(CN_DIAGNOSIS),
  support: re(CN_SUPPORT),
}

function strip(text: string, patterns: readonly RegExp[]): string {
  return patterns.reduce((t, p) => t.replace(p, ' '), text)
}

/** Stopping "them" or "it" after a medicine was named: the decision is about the medicine, whatever else was stripped. */
const EN_STOP_REFERRED = /\b(?:stop|stopping|quit|quitting|skip|skipping|halve|cut back on|cut down on|come off|go off|wean off|taper)\b(?: taking| using)? (?:them|it|those|these)\b/

function englishTopic(text: string): HealthTopic | null {
  const t = strip(text, EN_EXCEPT)
  if (EN.med.test(text) && EN_STOP_REFERRED.test(t)) return 'medication'
  const med = EN.med.test(t)
  const treat = EN.treat.test(t)
  if (med && (EN.decide.test(t) || EN.dose.test(t))) return 'medication'
  if (treat && EN.decide.test(t)) return 'treatment'
  if (EN.symptom.test(t)) return 'symptom'
  if (EN.seeDoctor.test(t)) return 'see_doctor'
  if (EN.diagnosis.test(t)) return 'diagnosis'
  if (EN.dose.test(t)) return 'medication'
  if (EN.support.test(t)) return null
  if (med) return 'medication'
  if (treat) return 'treatment'
  if (/\b(?:cancer|tumou?rs?|leuka?emia|diagnosed)\b/.test(t)) return 'diagnosis'
  return null
}

function chineseTopic(text: string): HealthTopic | null {
  const t = strip(text, CN_EXCEPT)
  if (CN.decideMed.test(t)) return 'medication'
  if (CN.decideTreat.test(t)) return 'treatment'
  if (CN.symptom.test(t)) return 'symptom'
  if (CN.seeDoctor.test(t) || CN.decideSee.test(t)) return 'see_doctor'
  if (CN.diagnosis.test(t)) return 'diagnosis'
  if (CN.support.test(t)) return null
  if (CN.med.test(t)) return 'medication'
  if (CN.treat.test(t)) return 'treatment'
  if (CN.condition.test(t)) return 'diagnosis'
  return null
}

/** What health matter the views of a text ask about, or null when none (a wellbeing question is none). */
export function healthTopicOf(views: TextViews): HealthTopic | null {
  return englishTopic(views.plain) ?? chineseTopic(views.plainCompact)
}

/** What health matter a question or follow-up asks about, or null. */
export function healthTopic(raw: string): HealthTopic | null {
  return healthTopicOf(textViews(raw))
}
