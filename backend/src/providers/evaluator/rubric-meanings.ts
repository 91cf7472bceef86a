import { fragmentsPattern, wordsPattern } from './rubric-text';

// What a criterion asks a prompt to say, as meanings: "gives context, such as interests, budget or
// transport" is met by "we love museums", "about 300 euros" or "we'll walk", whatever words the
// learner uses. Each meaning has the words that name it in a criterion (English, the language tasks
// are written in) and the phrasings of a prompt that says it, in English and Ukrainian here; each
// other language gives its own in languages/*.ts (`meanings`). A phrasing is a list of alternatives
// separated by " | " or line breaks, matched as whole words on lower-case text; "word*" is any word
// starting so. Image prompts have their own meanings (style, light, parameters) in rubric-image.ts.

export interface MeaningSpec {
  /** How a criterion names it: found in the criterion's text. */
  named: string;
  /** How a prompt in English says it. */
  en: string;
  /** How a prompt in Ukrainian says it. */
  uk: string;
  /**
   * Said by asking for something not to be (don't invent, not the answers, keep unchanged): looked for
   * in the whole prompt, negations included.
   */
  negative?: boolean;
  /** Saying it is itself what the learner gives (a placeholder, a platform, "--ar 4:5"): no other detail needed. */
  value?: boolean;
}

const NUMBER =
  '(?:\\d+(?:[.,:]\\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty)';
const UK_NUMBER = "(?:\\d+(?:[.,:]\\d+)?|один|одна|одну|два|дві|три|чотири|п'ять|шість|сім|вісім|десять)";

export const meaningSpecs = {
  purpose: {
    named: 'purpose | goal | what (?:it|the summary|the sheet) is for | for (?:exam )?revision | revising',
    en: `so that | so i can | in order to | because | since i | i need (?:it|this|them) (?:for|to|so) | my goal | the goal
      goal is | purpose | revis* | prepar* for | study for | studying for | to pass | to remember | before my`,
    uk: `щоб | бо | тому що | оскільки | мета | ціль | для підготовки | готуюся | готуюсь | повтор* | до іспиту | до тесту
      перед (?:іспитом|тестом|контрольною) | вивчити | запам'ятати`,
  },
  place: {
    named:
      '(?<![\\p{L}])where(?! (?:the (?:customer|result|message|link|scene)|it should))| which city | destination',
    en: `(?:to|in|at|around|near|through|across|on) (?:the )?\\p{L}{3,} | abroad | destination | city of \\p{L}+`,
    uk: `(?:до|в|у|на|біля|через) \\p{L}{3,} | за кордон* | місто \\p{L}+`,
  },
  reason: {
    named: 'reason | why',
    en: 'because | because of | due to | since | as there | owing to | the reason | so that | for (?:the )?(?:building|repair|works?)',
    uk: 'бо | тому що | через | оскільки | адже | причина',
  },
  interests: {
    named: 'interests? | what (?:you|they) enjoy | enjoy | likes',
    en: `(?:i|we) (?:really )?(?:love|like|enjoy|prefer|adore) | (?:i'm|i am|we're|we are) (?:really )?(?:into|interested in|fans? of|keen on|big on)
      interested in | fans? of | passionate about | hobb* | favourite | favorite | not into | (?:i|we) hate`,
    uk: `(?:я |ми )?(?:люблю|любимо|обожнюю|обожнюємо) | (?:мені|нам) (?:подобається|подобаються|цікав*) | цікавить | цікавлять
      захоплю* | хобі | улюблен*`,
  },
  budget: {
    named: 'budget | cost | price | money | afford',
    en: `budget | spend* | afford | cheap* | expensive | cost* | price* | money | euros? | dollars? | pounds? | eur | usd | gbp
      free (?:things|activities|entry) | low-cost | on a shoestring`,
    uk: 'бюджет* | витрат* | дешев* | дорог* | кошт* | грош* | гривень | гривні | грн | євро | долар* | безкоштовн*',
  },
  transport: {
    named: 'transport | get(?:ting)? around | travel by',
    en: `walk* | on foot | metro | subway | underground | tube | bus* | tram* | train* | by car | drive | driving | bike* | cycl*
      taxi* | uber | public transport | get around | getting around | ferry | scooter`,
    uk: 'пішки | метро | автобус* | трамва* | потяг* | поїзд | поїзда | поїздом | поїзді | машин* | авто | велосипед* | таксі | громадськ* транспорт* | пересува*',
  },
  time: {
    named:
      '(?<=such as )time | how much time | how long (?:the |a |your )?(?:trip|stay|visit|hike|holiday|it lasts) | hours (?:available|you have|to study) | time left | weekly hours | exam date | deadline',
    en: `${NUMBER}[\\s-]*(?:minutes?|mins?|hours?|hrs?|h|days?|weeks?|months?) | half an hour | an hour | quick* | in a hurry
      by (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow) | in (?:a|one|two|three) weeks?
      deadline | due`,
    uk: `${UK_NUMBER}\\s*(?:хвилин*|хв|годин*|год|дн*|тижн*|тиждень|місяц*) | півгодини | годину | швидк*
      через (?:тиждень|два тижні|три тижні) | дедлайн | термін`,
  },
  equipment: {
    named: 'equipment | kitchen | tools? you have',
    en: `pan | frying pan | pot | oven | no oven | microwave | hob | stove | air fryer | kettle | blender | slow cooker | grill
      toaster | rice cooker | one pan | one pot | a single pan | only a`,
    uk: 'сковор* | каструл* | духовк* | мікрохвильов* | плит* | аерогрил* | чайник* | блендер* | мультиварк* | гриль | тостер*',
  },
  diet: {
    named: 'diet | vegetarian | vegan | allerg',
    en: `vegetarian | vegan | gluten | allerg* | dairy | lactose | halal | kosher | keto | low-carb | no meat | don't eat | do not eat
      can't eat | intoleran* | diabet*`,
    uk: "вегетаріан* | веган* | глютен* | алерг* | лактоз* | без м'яса | не їм | не їмо | дієт* | діабет*",
  },
  available: {
    named: 'ingredients | (?:that are |what is )?available | what you have',
    en: `i have | i've got | i got | we have | in (?:the|my) (?:fridge|cupboard|pantry|freezer) | left(?:over)? | there (?:is|are) | all i have | only have`,
    uk: 'у мене є | в мене є | маю | є лише | є тільки | в холодильнику | залишил* | лишил*',
  },
  audience: {
    named: `readers? | reader is | audience | who (?:the (?:answer|description|message|update) )?is for | buyers? | customers? | neighbours
      who it's for | learner's level | who will (?:use|read)`,
    en: `for (?:my |our |a |an |the )?(?:\\p{L}+ )?(?:readers?|audience|neighbou?rs|residents|customers?|buyers?|clients?|parents|team|colleagues|group|members|volunteers|students|classmates|kids|children|family|friends|beginners?|staff|users?|people|shoppers|gift)
      (?:readers?|audience|neighbou?rs|residents|customers?|buyers?) (?:are|is|will|who|read|reading|aged|mostly)
      older | elderly | retired | pensioners? | over \\d+ | aged | teenagers? | non-technical | tourists? | busy (?:people|parents|mums|dads)
      who (?:read|reads|buy|buys|will read|are|is)`,
    uk: `для (?:моїх |наших |)?(?:читач*|сусід*|мешканц*|клієнт*|покупц*|батьк*|команд*|колег*|груп*|учасник*|волонтер*|студент*|дітей|родин*|друз*|початків*|людей)
      (?:читачі|сусіди|мешканці|клієнти|покупці) (?:—|-|це|будуть|мають)? | літн* | старш* | пенсіонер* | підлітк* | туристи | аудиторі*`,
  },
  level: {
    named: "level | background | beginner | learner's level",
    en: `beginner* | new to | never (?:studied|done|used|learned|learnt|taken) | first[ -]year | introductory | intro | no background
      just started | (?:just )?starting (?:out|a course) | my level | at my level | secondary school | high school | gcse | a-level
      intermediate | (?:i'm|i am) (?:bad|not good|terrible|rubbish) at | (?:i|we) (?:don't|do not|can't) (?:understand|get|follow) | confus* | struggl* | lost | (?:\\d+|twelve|ten)[ -]year[ -]old`,
    uk: `початків* | новач* | вперше | ніколи не | перший курс | першокурсн* | вступн* | щойно почав* | тільки почав* | мій рівень
      на моєму рівні | школяр* | старшокласн* | не розумію | заплута* | погано знаю | для чайника`,
  },
  role: {
    named: 'role',
    en: `you are | you're | act as | acting as | pretend | imagine you | in the role of | your role | your job is | as an? (?:\\p{L}+ )?(?:assistant|expert|teacher|tutor|coach|helper|guide|editor|agent|receptionist|advisor|adviser|librarian|writer)`,
    uk: `ти (?:—|-|є)? | ви (?:—|-)? | уяви,? що | виступ* як | дій(?:те)? як | у ролі | в ролі | твоя роль | твоє завдання | як (?:досвідчен\\p{L}* )?(?:асистент|експерт|вчител|репетитор|помічник|редактор|консультант)\\p{L}*`,
  },
  rules: {
    named: 'rules?',
    en: `always | never | must | must not | should | only | don't | do not | rule | no more than | at most | keep (?:it|answers|replies) | if (?:a|the|someone|they|you) | unless`,
    uk: 'завжди | ніколи | мусиш | повинен | повинна | лише | тільки | не | правил* | не більше | якщо | хіба що',
    negative: true,
  },
  refuse: {
    named: 'refuse | redirect | decline | politely',
    en: `refuse* | decline* | say no | redirect* | politely (?:say|tell|decline|refuse|explain) | don't answer | do not answer | not answer
      out of scope | outside (?:its|your|the) (?:job|scope) | can't help | cannot help | point (?:them|people|customers) to | send (?:them|people|customers) to
      pass (?:it|them) (?:on|to) | hand (?:it|them) over | not (?:give|offer|provide) (?:medical|legal|financial) | medical advice | legal advice | refunds?`,
    uk: `відмов* | відхиля* | ввічливо | переадрес* | перенаправ* | не відповідай | не відповідати | поза (?:межами|твоєю) | не можу допомогти
      направ* (?:їх|клієнт*|людей) | передавай | порад* (?:медичн*|юридичн*)`,
    negative: true,
  },
  tone: {
    named: 'tone | sound | calm | warm | polite',
    en: `tone | friendly | formal* | informal | polite* | casual* | warm* | professional | calm* | kind* | gentle | upbeat | cheerful
      reassuring | apologetic | sorry | empathetic | encouraging | respectful | neutral | conversational | relaxed | sound (?:like|friendly|warm)
      not (?:too )?(?:stiff|formal|pushy|salesy) | plain | simple words`,
    uk: "тон* | дружн* | офіційн* | неформальн* | ввічлив* | невимушен* | тепл* | професійн* | спокійн* | добр* | м'як* | підбадьорлив* | вибачен* | шанобливо | нейтральн* | розмовн*",
  },
  length: {
    named:
      'length | word count | one page | number of (?:points|words) | how long (?:it|the answer|the reply|the message) (?:is|should be)',
    en: `${NUMBER}[\\s-]+(?:\\p{L}+[\\s-]+)?(?:words?|sentences?|lines?|paragraphs?|bullets?|bullet points?|points?|items?|pages?|characters?|tweets?|emojis?)
      under ${NUMBER} | less than ${NUMBER} | fewer than ${NUMBER} | at most ${NUMBER} | no more than ${NUMBER} | max(?:imum)? ${NUMBER} | up to ${NUMBER}
      one page | one-page | single page | a page | a few lines | short | shorter | brief* | concise* | one paragraph | one sentence | a sentence`,
    uk: `${UK_NUMBER}\\s+(?:\\p{L}+\\s+)?(?:слів|слова|слово|речен*|рядк*|рядок|абзац*|пункт*|сторін*|символ*)
      не більше | до ${UK_NUMBER} | максимум | щонайбільше | одна сторінка | одну сторінку | на сторінку | коротк* | стисл* | кілька рядків | одне речення`,
  },
  format: {
    named: 'format | layout | structure',
    en: `format* | layout | structure* | list | bullet* | numbered | table | columns? | rows? | headings? | sections? | outline | checklist
      steps | paragraphs? | json | csv | template | schedule | timetable
      end (?:each \\p{L}+ )?with | start with | sign(?:ed)? off with | under ${NUMBER} words | short paragraphs?`,
    uk: 'формат* | структур* | спис* | перелік* | пункт* | маркован* | нумерован* | таблиц* | колонк* | стовпчик* | рядк* | заголов* | розділ* | чек-?лист* | чекліст* | абзац* | шаблон* | розклад*',
  },
  table: {
    named: 'table | rows? | columns?',
    en: 'table* | columns? | rows? | grid | spreadsheet-style | side by side',
    uk: 'таблиц* | колонк* | стовпчик* | рядк* | рядок',
  },
  list: {
    named: 'list | bullet | numbered | checklist',
    en: 'list* | bullet* | numbered | checklist* | check list | points | dot points',
    uk: 'спис* | перелік* | маркован* | нумерован* | чек-?лист* | чекліст* | пункт*',
  },
  schedule: {
    named: 'day-by-day | week-by-week | day by day | schedule | calendar',
    en: `day[ -]by[ -]day | week[ -]by[ -]week | each day | every day | per day | day ${NUMBER} | week ${NUMBER} | daily | weekly | schedule | timetable
      calendar | monday | tuesday | wednesday | thursday | friday | saturday | sunday | morning,? afternoon | week one`,
    uk: `по днях | по тижнях | кожного дня | щодня | день ${UK_NUMBER} | тиждень ${UK_NUMBER} | розклад* | календар* | понеділ* | вівтор* | серед* | четвер* | п'ятниц* | субот* | неділ*`,
  },
  shortMessage: {
    named: 'short message | a few lines | short group chat message',
    en: `short | brief* | a few lines | ${NUMBER} (?:short )?(?:lines|sentences) | one paragraph | whatsapp | text message | chat message | group chat | telegram | under ${NUMBER} words`,
    uk: `коротк* | стисл* | кілька рядків | ${UK_NUMBER} (?:рядк*|речен*) | один абзац | вайбер* | телеграм* | груповий чат | чат`,
  },
  steps: {
    named: 'step-by-step | step by step | steps',
    en: 'step[ -]by[ -]step | steps | one step at a time | walk me through | stage by stage | first.{1,40}then',
    uk: 'крок за кроком | покроков* | кроки | поетапно | по кроках | спочатку.{1,40}потім',
  },
  sections: {
    named: 'sections',
    en: 'sections? | headings? | parts? | key terms | glossary | definitions | self-test | quiz questions | summary box | comparison table | formulas',
    uk: 'розділ* | заголов* | частин* | ключові терміни | глосарі* | визначен* | самоперевір* | питання для | порівняльн* таблиц*',
  },
  placeholder: {
    named: '(?<!its )placeholders?(?! email) | square brackets | mapped field | place for the code',
    en: '\\[[^\\]\\n]{1,60}\\] | \\{\\{[^}\\n]{1,60}\\}\\} | \\{[^}\\n]{1,60}\\} | <[^>\\n]{1,60}>',
    uk: '\\[[^\\]\\n]{1,60}\\] | \\{\\{[^}\\n]{1,60}\\}\\} | \\{[^}\\n]{1,60}\\} | <[^>\\n]{1,60}>',
    value: true,
  },
  exact: {
    named: 'exactly | exact details | as written | must stay | copied | must appear',
    en: `exact* | word for word | as written | as they are | as it is | unchanged | verbatim | don't change | do not change | don't alter
      do not alter | keep (?:the )?(?:date|dates|time|times|numbers?|prices?|figures|details|names)(?: \\p{L}+)? (?:the same|as|exactly|unchanged)
      copy (?:the )?(?:numbers|prices|figures|amounts|dates)(?: \\p{L}+)? | don't round | do not round | same (?:date|time|numbers?|prices?)`,
    uk: 'точно | дослівно | як є | як написано | без змін | не змінюй | не змінювати | зберегти | збережи | скопіюй | не округлюй',
    negative: true,
  },
  notStated: {
    named: 'not stated | missing | leaves? (?:something )?out | what to write when',
    en: `not stated | not given | not mentioned | not specified | not included | unknown | n/a | missing | leave (?:it|the cell|that cell) (?:blank|empty)
      if (?:a|the|any) (?:quote|detail|price|date|reply|builder|email)\\p{L}* (?:doesn't|does not|don't|do not|is missing|leaves|isn't)
      if (?:it's|it is|something is|anything is) (?:missing|not there|unclear) | write (?:a )?(?:dash|question mark|"?unknown"?)`,
    uk: 'не вказано | не зазначено | не згадано | невідомо | немає даних | бракує | відсутн* | залиш* порожн* | якщо (?:чогось|щось|ціни|дати) (?:немає|нема|бракує)',
    negative: true,
  },
  noInvention: {
    named: `not to invent | not invent | only (?:the )?given | use only | only the (?:given |)?facts | not to add claims | instead of (?:adding|inventing)
      not (?:be )?guessed | without inventing | to your notes | only the notes | keep the assistant to`,
    en: `don't invent | do not invent | never invent | no invent* | don't make (?:anything |things |it )?up | do not make (?:anything |things |it )?up
      don't add (?:any )?(?:claims|facts|information|details|anything) | do not add (?:any )?(?:claims|facts|information|details|anything)
      only (?:use )?(?:the |my )?(?:facts|information|info|notes|details|text|quotes|data)(?: (?:i|given|provided|below|above|here))?
      use only | stick (?:only )?to | nothing (?:else|more|that isn't|not in) | don't guess | do not guess | no guess* | never guess
      only what (?:i|we) (?:gave|give|wrote|provided|listed|said) | based (?:only|solely|strictly) on | if (?:you're |you are )?(?:not sure|unsure)
      don't assume | do not assume | don't exaggerate | no (?:made-up|fake|false) | without adding | not in (?:my|the) notes`,
    uk: 'не вигадуй | не вигадувати | нічого не вигадуй | не додавай (?:нічого|фактів|інформації|тверджень) | лише (?:ці|мої|надані|дані) | тільки (?:ці|мої|надані|дані|з) | на основі (?:лише|тільки) | не здогадуйся | не припускай | якщо не впевнен*',
    negative: true,
  },
  flag: {
    named: 'flag | unclear | gaps? | doubts?',
    en: `flag* | mark* | point out | highlight* | note (?:any|anything|where|what) | tell me (?:if|when|what|where|which) | say (?:if|when|which|so)
      ask (?:me|the person|staff) | unclear | gaps? | doubts? | not sure | unsure | question marks? | \\[check\\] | to check | for (?:the )?(?:person|staff|member)`,
    uk: 'познач* | вкажи,? (?:де|що|якщо) | скажи,? (?:якщо|де|що) | зверни увагу | підсвіт* | незрозуміл* | прогалин* | сумнів* | не впевнен* | перевір*',
    negative: true,
  },
  questionsFirst: {
    named: 'ask(?:s)? (?:you |me )?questions (?:before|first) | questions before | interview',
    en: `ask me (?:some |a few |\\d+ |three |five |any )?(?:\\p{L}+ )?questions | interview me | questions (?:first|before) | before (?:you )?(?:write|writing|start|starting|draft|drafting)
      don't write (?:anything|the letter|it) (?:yet|until) | do not write (?:anything|the letter|it) (?:yet|until) | first ask | ask first | find out (?:more )?about me`,
    uk: "постав* мені (?:\\S+ ){0,3}(?:запитан*|питан*) | запита* мене | спершу запита* | спочатку запита* | перш ніж (?:\\S+ )?(?:писати|почати|напишеш) | до того як (?:писати|напишеш) | розпитай мене | проінтерв'юй",
    negative: true,
  },
  oneAtATime: {
    named: 'one at a time | number of questions | limits the number',
    en: `one (?:question )?at a time | one by one | one after (?:the )?other | (?:no more than|at most|up to|max(?:imum)?|only) ${NUMBER} (?:\\p{L}+ )?questions?
      ${NUMBER} (?:short |quick |key |simple )?questions | wait for (?:my )?(?:answer|reply) | after each (?:answer|question)`,
    uk: `по одному | по черзі | одне за одним | (?:не більше|максимум|до|лише) ${UK_NUMBER} (?:\\p{L}+ )?(?:запитан*|питан*) | ${UK_NUMBER} (?:коротк\\p{L}* )?(?:запитан*|питан*) | чекай (?:на )?(?:мою )?відповід*`,
  },
  analogy: {
    named: 'analogy | everyday example | example or analogy | comparison',
    en: `analog* | comparison | compar* (?:it )?(?:to|with) | like (?:a|an|the) | as if | metaphor* | everyday (?:example|life|things|objects)
      real[ -](?:life|world) | from (?:daily|everyday|real) life | for example | an example | examples? | e\\.g | think of it as | similar to
      (?:a|the) way (?:a|an|you) | such as | by the dozen | a dozen`,
    uk: 'аналогі* | порівнян* | порівня* (?:з|із) | ніби | наче | як (?:от|з) | метафор* | з повсякденн* | з життя | побутов* | приклад* | наприклад | схож* на | дюжин*',
  },
  plainLanguage: {
    named: 'plain[ -]language | plain words | without jargon | simple | plain explanation | beginner',
    en: `plain (?:words|language|english|terms|sentences?) | (?:i'm|i am) not (?:a )?(?:programmer|coder|developer|techie|tech person|technical) | simple (?:words|language|terms|english) | simply | no jargon | without (?:any )?jargon | avoid (?:the )?jargon
      (?:no|without|avoid) (?:technical|tech) (?:words|terms|language) | everyday (?:words|language) | easy to understand | easy words | layman
      explain (?:it )?like (?:i'm|i am|to) | like (?:i'm|i am) (?:5|five|a child|a beginner|\\d+) | for a beginner | for beginners | for a complete beginner
      (?:i'm|i am) (?:a )?(?:complete |total )?beginner | non-technical | not technical | simple explanation`,
    uk: 'прост* (?:словами|мовою) | простими словами | без жаргон* | без (?:складних|технічних) (?:слів|термінів) | зрозуміл* | як для (?:дитини|початківця|новачка|чайника) | для початківця | для новачка | я новачок | я початків*',
    negative: true,
  },
  checkUnderstanding: {
    named:
      'check (?:my |the learner.s |)?understanding | explain it back | check that (?:you|i) (?:really )?understood',
    en: `quiz me | test me | check (?:that |if |whether |how well )?i (?:really )?(?:understand|understood|get|got|know) | check my understanding
      ask me (?:a |one |some |\\d+ |a few |three |two )?(?:\\p{L}+ )?questions? | explain it back | in my own words | make sure i (?:really )?(?:understand|understood|get|got)
      practice (?:question|problem|exercise)s? | (?:a|one|some) (?:question|questions|exercise|problem) (?:to|for) (?:check|test) | see if i (?:understood|get)`,
    uk: 'перевір,? чи я | перевір моє розуміння | постав* мені (?:\\p{L}+ )?(?:питан*|запитан*) | протестуй мене | своїми словами | переказати | щоб я пояснив* | чи я (?:зрозумів|зрозуміла)',
  },
  lineByLine: {
    named: 'line[ -]by[ -]line | step[ -]by[ -]step explanation',
    en: 'line[ -]by[ -]line | each line | every line | line at a time | step[ -]by[ -]step | what each (?:line|part|step|bit) does | each (?:part|step|bit|section)',
    uk: 'рядок за рядком | порядков* | кожен рядок | кожного рядка | крок за кроком | що робить кож* (?:рядок|частин*|крок)',
  },
  changesData: {
    named: 'deletes | overwrites | changes (?:any )?data | changes anything',
    en: `delet* | remov* | overwrit* | eras* | wip* | destroy* | lose | losing | change* (?:any |my |the |our )?(?:data|cells|rows|values|sheet|anything) | modif*
      safe to run | harm* | damage* | break (?:anything|the sheet) | undo | back ?up`,
    uk: 'видал* | стира* | зітре* | перезапис* | змін* (?:дан*|рядк*|таблиц*|щось) | безпечн* запуска* | зашкод* | зламає | резервн* коп*',
    negative: true,
  },
  testSafely: {
    named: 'test it safely | safe way to test | before relying | test(?:ing)? (?:it )?(?:first|safely)',
    en: `test* | try it (?:first|out|on) | dry run | (?:on|with) a copy | copy of (?:the |my )?sheet | sample (?:data|rows|sheet) | dummy data | safely
      before (?:i |we )?(?:run|rely|use|turn on|switch on|schedule) | send (?:it )?to (?:myself|me) first | trial run | test sheet`,
    uk: 'тест* | перевір* | спробувати | на копії | копі* таблиц* | тестов* дан* | безпечн* | перш ніж (?:запуск*|покладатися|використ*)',
  },
  rank: {
    named: 'rank | narrow (?:them )?down | which (?:questions )?fit best | choose | prioriti',
    en: `rank* | order (?:them|the questions) | narrow* | shortlist* | choose | choosing | pick* | best | most (?:useful|relevant|interesting|important|promising)
      which (?:ones? |questions? )?(?:fit|work|suit) | prioriti[sz]* | top ${NUMBER} | strongest | why (?:each|it) (?:fits|works)`,
    uk: 'ранжу* | впорядку* | звуз* | обер* | вибер* | найкращ* | найкорисніш* | найважливіш* | які (?:з них )?(?:підходять|найкраще) | пріоритет*',
  },
  searchTerms: {
    named: 'search terms | synonyms | sub-questions | keywords',
    en: `search (?:terms|words|queries|phrases) | keywords? | key words | synonyms? | sub-?questions? | smaller questions | related terms | what to (?:search|google|look up)
      terms to (?:search|use|look up) | google | google scholar | databases?`,
    uk: 'пошуков* (?:запит*|слов*|фраз*) | ключов* слов* | синонім* | підпитан* | менші питання | що (?:шукати|гуглити) | терміни для пошуку',
  },
  notAnswers: {
    named: 'without asking (?:the assistant )?for the answers',
    en: `(?:don't|do not|no need to) (?:answer|give (?:me )?(?:the )?answers|tell me the answers|research|write the presentation) | not (?:the )?answers | no answers
      only (?:the )?questions | without (?:answering|the answers) | just (?:the )?questions | i'll (?:research|find|look up)`,
    uk: 'не (?:відповідай|давай відповід*|пиши відповід*) | без відповідей | лише питання | тільки питання | відповіді я знайду',
    negative: true,
  },
  humanJudgement: {
    named: 'human judgement | need a person | still need a person | people',
    en: `human* | a person | people | by hand | manually | judg[e]?ment | decide (?:myself|themselves) | need(?:s)? me | i (?:should|must) (?:still )?(?:do|check|decide)
      still need (?:a |me|my) | can't be automated | cannot be automated | shouldn't (?:be )?automate | not automate | keep (?:doing|for) myself`,
    uk: 'людин* | вручну | самому | самій | рішення | судження | має вирішувати | не можна автоматизувати | не варто автоматизувати | я сам* (?:маю|повинен|повинна)',
  },
  problems: {
    named: 'problems | awkward cases | mistakes | what could go wrong | errors',
    en: `what (?:could|can|might) go wrong | problems? | issues? | mistakes? | errors? | edge cases? | awkward cases? | corner cases? | risks?
      fail* | break* | duplicates? | typos? | wrong | invalid | empty (?:fields?|rows?) | spam`,
    uk: 'що може піти не так | проблем* | помилк* | ризик* | збо* | дублікат* | дубл* | неправильн* | порожн* (?:пол*|рядк*) | спам*',
  },
  handle: {
    named: 'how to handle | handle each | suggest how',
    en: 'how to (?:handle|fix|deal|prevent|avoid|solve|catch) | solutions? | fix(?:es)? | what to do | handle | prevent* | avoid | deal with | workaround',
    uk: 'як (?:впоратися|виправити|уникнути|запобігти|обробити|вирішити) | рішення | виправ* | що робити | запобіг*',
  },
  triggerAction: {
    named: 'trigger | when[….]+ then | when… then',
    en: 'when\\b.{1,200}\\bthen | if\\b.{1,200}\\bthen | trigger* | → | -> | whenever | as soon as',
    uk: 'коли.{1,200}(?:тоді|то) | якщо.{1,200}(?:тоді|то) | тригер* | → | -> | щойно | як тільки',
  },
  labels: {
    named: 'labels? | categor',
    en: 'labels? | categor* | tags? | one of | options? | classes | buckets? | sort (?:it|them|each) into',
    uk: 'мітк* | категорі* | тег* | одн* (?:з|із) | варіант*',
  },
  fallback: {
    named: 'fallback | other\\b',
    en: "other | none of (?:these|the above) | anything else | doesn't fit | does not fit | not sure | unsure | if (?:it|the message) fits none",
    uk: 'інше | інш* | жодн* (?:з|із) | не підходить | якщо не впевнен*',
  },
  oneLabelOnly: {
    named: 'only one label | no extra text | one label as the answer',
    en: `only (?:the |one |a single )?(?:label|word|category|tag) | just (?:the |one )?(?:label|word|category) | nothing else | no (?:other|extra|additional) (?:text|words)
      single (?:label|word|category) | one word | exactly one | no explanation | without (?:any )?(?:explanation|extra text|other text) | reply with (?:one|the) (?:label|word)`,
    uk: 'лише (?:одн* )?(?:мітк*|слово|категорі*) | тільки (?:одн* )?(?:мітк*|слово|категорі*) | нічого більше | без (?:пояснень|зайвого тексту|іншого тексту) | одне слово | рівно одн*',
    negative: true,
  },
  facts: {
    named: 'facts | concrete facts | real facts',
    en: `facts? | details? | made (?:of|from|with) | \\d+ ?% | sizes? | colou?rs? | materials? | wash* | care | price* | opening hours | open (?:from|until|till)
      seats | tables? (?:of|for) | capacity | up to \\d+ | \\d+ ?(?:cm|mm|ml|g|kg|am|pm)`,
    uk: 'факт* | деталі | з (?:вовни|бавовни) | розмір* | кольор* | матеріал* | прання | ціна | години роботи | працю* з | \\d+ ?(?:см|мл|г|кг)',
  },
  frequency: {
    named: 'how often | posts per week | number of posts',
    en: `${NUMBER} (?:times|posts?) (?:a|per|each) (?:week|day) | (?:once|twice) (?:a|per) (?:week|day) | every (?:other )?day | daily | ${NUMBER} posts? | per week | a week`,
    uk: `${UK_NUMBER} (?:рази|разів|пост*|допис*) (?:на|в) (?:тиждень|день) | раз на (?:тиждень|день) | щодня | через день | на тиждень`,
    value: true,
  },
  platform: {
    named: 'platform',
    en: 'instagram | insta | tiktok | facebook | pinterest | twitter | threads | youtube | linkedin | whatsapp | telegram | etsy | bluesky | snapchat',
    uk: 'instagram | інстаграм* | tiktok | тікток* | facebook | фейсбук* | pinterest | youtube | ютуб* | telegram | телеграм* | viber | вайбер*',
    value: true,
  },
  themes: {
    named: 'themes | topics for the posts',
    en: 'themes? | topics? | behind the scenes | recipes? | tips | stories | how (?:we|i) make | new flavours? | market days? | customers? | seasonal',
    uk: 'тем* | закулісся | рецепт* | порад* | історі* | як (?:ми|я) (?:робимо|готуємо) | нов* смак* | ярмар*',
  },
  offer: {
    named: 'what the seller can offer | refund | discount | tracking | policy',
    en: 'refund* | discount* | tracking | track(?:ing)? (?:number|link) | voucher* | free (?:shipping|delivery|postage) | replacement | money back | \\d+ ?% | express | coupon | credit | reship* | policy',
    uk: 'поверн* (?:кошт*|гроші) | знижк* | трек* | відстеж* | ваучер* | безкоштовн* доставк* | замін* | \\d+ ?% | купон* | політик*',
    value: true,
  },
  noPersonal: {
    named: 'personal details | placeholder email | customer.s real name',
    en: `\\[[^\\]\\n]{1,40}\\] | \\{[^}\\n]{1,40}\\} | <[^>\\n]{1,40}> | \\S+@example\\.(?:com|org|net) | the customer | a customer | customer name | no (?:real )?names?
      without (?:their |the customer's |real |any )?(?:name|names|details|personal) | anonym* | don't (?:use|include|mention) (?:their|the customer's|real) | placeholder`,
    uk: '\\[[^\\]\\n]{1,40}\\] | \\S+@example\\.(?:com|org|net) | клієнт* | покупець | покупця | без (?:імен*|особист*|реальн*) | анонім*',
    negative: true,
    value: true,
  },
  program: {
    named: 'spreadsheet program | google sheets or excel | which spreadsheet program',
    en: 'google sheets | sheets | excel | libreoffice | numbers app | apple numbers | calc | openoffice | microsoft 365 | office 365',
    uk: 'google sheets | гугл таблиц* | google таблиц* | excel | ексел* | libreoffice | numbers',
    value: true,
  },
  columns: {
    named: 'columns? | rows? (?:hold|of) | which rows',
    en: `col(?:umn)?s? [a-z](?![\\p{L}]) | columns? [a-z] (?:to|-|through|and) [a-z] | [a-z] to [a-z] | rows? ${NUMBER} | rows? \\d+ (?:to|-|through) \\d+ | headers? (?:are |is )?in row
      header row | first row | row 1 | [a-z]\\d+:[a-z]\\d+`,
    uk: 'стовпчик* [a-zа-я](?![\\p{L}]) | колонк* [a-zа-я](?![\\p{L}]) | рядк* \\d+ | рядок \\d+ | заголов* в (?:першому )?рядку | [a-z]\\d+:[a-z]\\d+',
    value: true,
  },
  cell: {
    named: 'cell | where (?:it|the result) should (?:appear|go) | where the result',
    en: 'cell [a-z]+\\d+ | in [a-z]\\d+ | [a-z]\\d+ | (?:at the bottom|below|next to|under) (?:the|column|row|it) | in a new (?:cell|column|row) | total row',
    uk: 'клітин* [a-z]+\\d+ | в [a-z]\\d+ | [a-z]\\d+ | внизу | під (?:таблицею|стовпчиком) | в нов* (?:клітин*|рядк*)',
    value: true,
  },
  explainPlainly: {
    named: 'explanation (?:of the formula )?in plain words | plain explanation | beginner.s explanation',
    en: `explain* | explanation | what (?:it|each part|the formula|the script) does | how it works | walk me through | break (?:it )?down | in plain words | simply`,
    uk: 'поясн* | що (?:вона|він|воно|кожна частина|формула|скрипт) робить | як (?:вона|він|це) працює | розбери',
  },
  error: {
    named: 'exact error | the error | quotes the',
    en: `#[a-z]+[?!/0]* | error (?:says|message|shows|reads) | (?:says|shows|displays) "[^"]+" | "[^"\\n]{2,60}" | '[^'\\n]{2,60}'`,
    uk: `#[a-z]+[?!/0]* | помилк* | показує "[^"]+" | "[^"\\n]{2,60}" | «[^»\\n]{2,60}»`,
    value: true,
  },
  expected: {
    named: 'result was expected | what result | expected',
    en: `expect* | should (?:show|give|return|be|display|count) | (?:i|we) wanted (?:to see|it to) | instead of | supposed to | a number | the count | the total | (?:i|we) need (?:a|the) (?:number|count|total)`,
    uk: 'очікува* | має (?:показати|показувати|рахувати|бути) | мало б | хотів* побачити | замість | число | кількість | сума',
  },
  whatWasDone: {
    named: 'what was done | what you did',
    en: `(?:i|we) (?:typed|put|entered|pasted|added|used|ran|copied|wrote|inserted|tried|clicked|pressed) | (?:i've|i have|we've) (?:typed|put|entered|pasted|added|used|tried)`,
    uk: 'я (?:ввів|ввела|вставив|вставила|написав|написала|додав|додала|скопіював|скопіювала|запустив|запустила|спробував|спробувала)',
  },
  review: {
    named: 'review sessions | practice tests? | revision',
    en: 'review* | revis* | recap* | go over | practice (?:test|exam|paper|questions?|problems?) | mock (?:exam|test) | past papers? | self-test* | spaced | quiz (?:myself|me)',
    uk: 'повтор* | огляд* | пробн* (?:тест*|іспит*) | практичн* (?:тест*|завдан*) | самоперевір* | тренувальн* (?:тест*|завдан*)',
  },
  weakest: {
    named: 'weakest | which one is weak',
    en: 'weak* | struggl* | hardest | (?:find|found) .{1,30} (?:hard|difficult|tricky) | difficult | not good at | worst | least confident | trouble with | confus*',
    uk: 'слабк* | найслабш* | найважч* | важко | складн* | погано (?:знаю|розумію) | плутаюся',
  },
  updateFiles: {
    named: 'updating or replacing | outdated files | updating the files',
    en: 'updat* | replac* | refresh* | outdated | out of date | new versions? | latest | re-?upload* | upload (?:the )?new | swap (?:in|out) | old (?:files|prices|faq)',
    uk: 'онов* | замін* | застаріл* | нов* верс* | перезавантаж* | завантаж* нов*',
  },
  rerunTests: {
    named: 'rerunning tests | rerun',
    en: 're-?run* | run (?:the |my |all )?(?:test|tests|test cases|test questions) (?:again)? | retest* | test (?:it )?again | repeat (?:the )?tests? | check (?:the )?answers (?:again)?',
    uk: 'повторн* (?:запуск*|тест*) | перезапуст* | знову (?:протестуй|запусти|перевір) | ще раз (?:протестуй|перевір)',
  },
  recordChanges: {
    named: 'record of changes | recording changes | keeping a record',
    en: 'record* | log* | change ?log | note (?:down|what|the changes) | keep track | write down | document* | history of changes | a list of changes',
    uk: 'запис* | журнал* | лог* | фіксу* | історі* змін | список змін | нотатк*',
  },
  testCases: {
    named: 'cases with missing information | out-of-scope | unanswerable | missing information',
    en: `missing (?:info|information|details|dates?) | out of scope | out-of-scope | outside (?:its|the|their) (?:job|scope|remit) | not (?:its|their) job | unrelated
      can't (?:be )?answer(?:ed)? | cannot (?:be )?answer(?:ed)? | unanswerable | isn't in (?:the )?(?:guide|files?|faq) | not in (?:the )?(?:guide|files?|faq) | off-topic
      (?:doesn't|does not) know | vague | incomplete`,
    uk: 'бракує (?:інформації|даних|деталей) | відсутн* | поза (?:межами|його роботою) | не стосується | не може відповісти | немає в (?:посібнику|файлах|довіднику) | нечітк* | неповн*',
  },
  goodAnswer: {
    named: 'what a good answer would be | good answer',
    en: `good answer | ideal (?:answer|response|reply) | expected (?:answer|response|reply) | what (?:it|the assistant) should (?:say|answer|do|reply) | correct (?:answer|response)
      how it should (?:respond|answer|reply) | should (?:say|reply|answer|respond) | right (?:answer|response)`,
    uk: 'гарн* відповід* | хорош* відповід* | ідеальн* відповід* | очікуван* відповід* | що (?:він|асистент|вона) (?:має|повинен) (?:сказати|відповісти|зробити) | правильн* відповід*',
  },
  oneSentenceJob: {
    named: 'one-sentence job | one sentence',
    en: 'one sentence | single sentence | in a sentence | one-sentence | who it helps | input | output | takes in | gives back | what it takes | what it returns | in one line',
    uk: 'одне речення | одним реченням | в одному реченні | кому допомагає | вхід* | вихід* | що отримує | що повертає | що видає',
  },
  whoUses: {
    named: 'who will use | who (?:the assistant|it) is for',
    en: `for (?:my |our )?(?:team|staff|customers?|colleagues|students|family|members|volunteers|parents|clients|readers|shop|café|business|class)
      used by | (?:my|our) (?:team|staff|customers?|colleagues|students|volunteers|members) (?:will|would|can) | users? (?:are|will be) | (?:i|we) will use`,
    uk: 'для (?:моєї |нашої |моїх |наших )?(?:команд*|персонал*|клієнт*|колег*|студент*|родин*|учасник*|волонтер*|батьк*) | користуватим* | користувачі',
  },
  repeated: {
    named: 'repeated task | repeating routine | routine | often',
    en: 'every (?:day|week|morning|evening|friday|monday|month|time) | each (?:week|day|month|morning) | weekly | daily | monthly | often | regularly | again and again | routine | repeat* | usually | always',
    uk: "кожн* (?:день|тиждень|ранок|вечір|п'ятниц*|понеділ*|місяць) | щотижн* | щодня | щомісяц* | часто | регулярно | рутин* | постійно | зазвичай",
  },
  apps: {
    named: 'apps or tools | the apps | apps involved | tools involved',
    en: `gmail | outlook | google (?:sheets|forms|calendar|drive|docs) | excel | calendly | trello | notion | slack | whatsapp | zapier | make | n8n
      airtable | mailchimp | shopify | etsy | square | stripe | paypal | typeform | jotform | spreadsheet | sheet | inbox | calendar | app | apps | tools?`,
    uk: 'gmail | outlook | google (?:sheets|forms|calendar|drive|docs) | excel | trello | notion | slack | telegram | viber | таблиц* | пошт* | календар* | застосун* | додат* | сервіс*',
  },
  formFields: {
    named: 'form fields | information (?:that )?flows | the form collects | information the form',
    en: 'fields? | name | email | phone | date of birth | address | collects? | asks for | first name | surname | checkbox | dropdown',
    uk: "пол* | ім'я | імені | пошта | телефон* | адрес* | збирає | питає",
  },
  order: {
    named: 'in order | the trigger and the actions',
    en: `first | then | next | after that | finally | step ${NUMBER} | \\d[.)] | when\\b.{1,80}\\bthen | → | ->`,
    uk: `спочатку | потім | далі | після цього | нарешті | крок ${UK_NUMBER} | \\d[.)] | коли\\b.{1,80}\\b(?:тоді|то)`,
  },
  avoid: {
    named: 'something to avoid | must not | must-nots? | avoid',
    en: `don't | do not | never | avoid* | no (?:\\p{L}+ )?(?:emojis?|exclamation marks?|jargon|jokes|slang|hashtags|apolog\\p{L}*|promises?|links?)
      without | not (?:mention|say|promise|include|use|add|blame) | leave out | skip`,
    uk: 'не (?:згадуй|пиши|обіцяй|додавай|використовуй|вживай) | ніколи | уника* | без | пропусти',
    negative: true,
  },
  action: {
    named: 'what (?:residents|people|they|readers) need to do | the action (?:residents|people|they)',
    en: `need to | needs to | should | must | have to | make sure (?:you|to) | remember to | store | fill | action | what to do | come first | (?:at|on) the top
      start with | first line | lead with | put .{1,40} first | bold | clear call`,
    uk: 'потрібно | треба | мають | слід | не забудьте | наберіть | запасіться | що робити | на початку | спочатку | першим рядком',
  },
  skills: {
    named: 'skills?',
    en: `(?:i'm|i am) (?:good|great|skilled|decent) at | i can | i know how to | skills? | experience (?:in|with) | (?:i've|i have) (?:worked|been) | i work as | (?:i'm|i am) an? \\p{L}+
      my job | trained | qualified | fluent | speak \\p{L}+ | i'm handy | hobby`,
    uk: 'вмію | можу | знаю як | навичк* | досвід* | працюю | я (?:—|-)? ?\\p{L}+(?:ка|ник|ниця|ист|істка|ор|ер)(?![\\p{L}]) | володію | хобі',
  },
  assistantJob: {
    named: "assistant's job | what the assistant does | one clear job | repeated task | its job",
    en: `(?:it|the assistant|my assistant|the bot|this gpt|the gpt) (?:will |should |would )?(?:answers?|writes?|helps?|replies|drafts?|plans?|explains?|sorts?|suggests?|checks?|handles?|turns?|summari[sz]es?|creates?|makes?|gives?|tells?)
      (?:its|the|your|the assistant's) job is | job: | role: | (?:an|the|a custom|my) (?:assistant|gpt|bot|helper) (?:that|which|to|for|who)
      (?<=^\\s*)(?:answers|writes|helps|replies|drafts|plans|explains|sorts|suggests|checks|handles|turns|summari[sz]es|creates|makes|gives|tells)
      you (?:answer|write|help|reply|draft|plan|explain|sort|suggest|check|handle|turn|summari[sz]e|create|make)`,
    uk: `(?:він|вона|асистент|бот) (?:має |буде )?(?:відповіда\\p{L}*|пише|допомага\\p{L}*|склада\\p{L}*|поясню\\p{L}*|перевіря\\p{L}*|сорту\\p{L}*|пропону\\p{L}*)
      (?:його|її|твоє) завдання | асистент,? (?:який|що|для) | ти (?:відповідаєш|пишеш|допомагаєш|складаєш)`,
  },
  files: {
    named: 'which files | files it (?:uses|relies)',
    en: 'files? | faq | price list | prices | guide | documents? | pdf | spreadsheet | menu | uploaded | knowledge | opening hours | policy | catalogue',
    uk: 'файл* | faq | прайс* | цін* | посібник* | документ* | pdf | таблиц* | меню | завантажен* | правил*',
  },
  // Image prompts: what a picture looks like, and Midjourney's parameters.
  setting: {
    named: 'where the scene takes place | what is around | (?<!café )setting',
    en: `on (?:a|an|the) | in (?:a|an|the) | at (?:a|an|the|sunset|sunrise|night|dusk|dawn) | by (?:a|the) | beside | next to | near | under | over | above | below | along
      against | surrounded by | in front of | behind | in the background | in the foreground | landscape | shore | beach | harbou?r | garden | room | table | window`,
    uk: 'біля | поруч | під | над | вздовж | серед | на тлі | на фоні | пейзаж* | берег* | пляж* | сад* | кімнат* | стол* | вікн*',
  },
  style: {
    named: '(?<!same )style(?! reference) | photograph | illustration',
    en: `photo* | photograph* | illustration | illustrated | vector | flat | watercolou?r | oil painting | painting | acrylic | pencil | sketch* | drawing | ink | pastel drawing
      3d | render* | cartoon | anime | comic | pixel art | digital art | cinematic | minimalis* | realistic | photorealistic | hyperrealistic | poster | editorial
      scandinavian | mid-century | boho | bohemian | japandi | industrial | rustic | art deco | vintage | retro | cosy | cozy | modern | in the style of \\p{L}+
      studio ghibli | storybook | paper cut | collage | linocut | isometric | low poly | claymation`,
    uk: 'фото* | фотограф* | ілюстрац* | векторн* | плоск* | акварел* | олійн* | живопис* | малюн* | ескіз* | олівц* | 3d | мультяшн* | аніме | кінематографічн* | мінімаліст* | реалістичн* | скандинавськ* | вінтаж* | ретро',
  },
  colours: {
    named: 'colou?rs?',
    en: `pastel* | red | orange | yellow | green | blue | purple | pink | white | black | grey | gray | gold* | silver | teal | turquoise | navy
      beige | cream | brown | terracotta | sage | mustard | warm tones | cool tones | muted | vibrant | bright | monochrome | neon`,
    uk: 'пастельн* | червон* | помаранчев* | жовт* | зелен* | синь* | блакитн* | фіолетов* | рожев* | біл* | чорн* | сір* | золот* | бежев* | коричнев* | яскрав* | приглушен*',
  },
  light: {
    named: 'light(?:ing)? | lit\\b',
    en: `(?:soft|warm|cold|cool|bright|dim|natural|golden|morning|evening|afternoon|window|candle|studio|dramatic|gentle|low|side|back|rim|moody|diffused|harsh|neon|fairy|street|winter|summer|daylight)[ -]?light(?:ing|s)?
      lit | sunlight | sunset | sunrise | golden hour | blue hour | dusk | dawn | candlelight | backlit | soft shadows | shadows | glow* | moonlight | overcast | daylight | lamplight`,
    uk: "(?:м'як|тепл|холодн|яскрав|природн|золот|ранков|вечірн|денн|студійн|тьмян)\\p{L}* (?:світл*|освітлен*) | сонячн* | захід сонця | схід сонця | золота година | сутінк* | свічк* | тін* | сяйв* | неон* | місячн*",
  },
  mood: {
    named: 'mood | atmosphere | feel',
    en: `cosy | cozy | calm* | peaceful | serene | dreamy | playful | joyful | cheerful | happy | festive | warm and inviting | inviting | moody
      nostalgic | romantic | mysterious | relaxed | relaxing | tranquil | energetic | gloomy | whimsical | welcoming | hygge`,
    uk: 'затишн* | спокійн* | мрійлив* | грайлив* | радісн* | святков* | романтичн* | таємнич* | розслаблен* | ностальгічн*',
  },
  composition: {
    named: 'composition | where the subject sits | framing',
    en: `close-?up | wide(?:[ -]angle)? shot | wide view | top-?down | overhead | flat lay | bird's-eye | aerial | centred | centered | off-?cent(?:re|er)d?
      rule of thirds | on the (?:left|right) | (?:left|right|lower|upper|bottom|top) (?:side|third|half|corner) | in the (?:corner|foreground|background|middle|centre|center)
      portrait | landscape | full body | symmetr* | low angle | high angle | eye level | macro | from above | from below`,
    uk: 'крупн* план* | загальн* план* | зверху | вид зверху | по центру | в центрі | правило третин | ліворуч | праворуч | зліва | справа | у кутку | на передньому плані | на задньому плані | симетр*',
  },
  emptySpace: {
    named: 'empty space | space for text | room for (?:the |its own )?text | copy space | negative space',
    en: `empty space | negative space | copy space | blank (?:space|area|sky|wall|background) | space for (?:text|the text|a headline|words) | room for (?:text|the text|a headline|words|a title)
      plain (?:background|sky|wall) | uncluttered | clear (?:area|sky|space) | (?:left|right|top|upper|bottom|lower) (?:third|half|side) (?:empty|clear|plain|free)
      (?:subject|cup|mug|drink|it) (?:on|in|at) the (?:left|right|bottom|lower|top) | minimal background | lots of space | open space`,
    uk: 'порожн* (?:місц*|простір*|фон*) | вільн* (?:місц*|простір*) | місце для (?:тексту|напис*) | простий фон | однотонн* фон* | чист* (?:фон*|небо)',
  },
  features: {
    named: 'features | furniture | materials',
    en: `colou?rs? | furniture | bed | headboard | wardrobe | shelves | shelf | desk | chair | armchair | rug | curtains | lamp | plants? | wood* | oak | pine | linen | cotton | wool
      velvet | rattan | cane | bamboo | marble | brass | metal | walls? | floor* | ceiling | wallpaper | paint | sage | terracotta | cream | white | beige | green | blue`,
    uk: 'мебл* | ліжк* | шаф* | полиц* | стіл | крісл* | килим* | штор* | ламп* | рослин* | дерев* | дуб* | льон* | бавовн* | вовн* | оксамит* | ротанг* | стін* | підлог* | шпалер* | фарб*',
  },
  aspectRatio: {
    named: 'aspect ratio | --ar',
    en: '--ar \\d+:\\d+ | --aspect \\d+:\\d+ | (?:aspect )?ratio (?:of )?\\d+:\\d+',
    uk: '--ar \\d+:\\d+ | --aspect \\d+:\\d+ | співвідношення сторін \\d+:\\d+',
    value: true,
  },
  styleRef: {
    named: 'style reference | --sref',
    en: '--sref\\s+[^\\s)]\\S*',
    uk: '--sref\\s+[^\\s)]\\S*',
    value: true,
  },
  parameter: {
    named: 'parameters? | --ar or --chaos | --chaos',
    en: '--[a-z]+(?:\\s+(?!-)\\S+)?',
    uk: '--[a-z]+(?:\\s+(?!-)\\S+)?',
    value: true,
  },
} satisfies Record<string, MeaningSpec>;

export type MeaningId = keyof typeof meaningSpecs;
export const meaningIds = Object.keys(meaningSpecs) as MeaningId[];

/**
 * A meaning's phrasings as one pattern: "word*" is any word starting so. Japanese and Korean ones
 * (`fragments`) are found anywhere in the text, as their words carry particles or have no spaces.
 */
export function phrasePattern(
  phrasings: string,
  spell: (text: string) => string = (text) => text,
  fragments = false,
): RegExp {
  const withStars = spell(phrasings).replace(/(?<=[\p{L}'])\*/gu, '\\p{L}*');
  return fragments ? fragmentsPattern(withStars) : wordsPattern(withStars);
}

const named = new Map<MeaningId, RegExp>(
  meaningIds.map((id) => [id, new RegExp(`(?<![\\p{L}])(?:${alternatives(meaningSpecs[id].named)})`, 'iu')]),
);

function alternatives(text: string): string {
  return text
    .split(/\s+\|\s+|\n/)
    .map((item) => item.trim())
    .filter(Boolean)
    .join('|');
}

/** Where a criterion says what it does not want: "research questions, not facts about the topic". */
const NOT_WANTED = /(?<![\p{L}])(?:not|without|instead of|rather than)(?![\p{L}])/iu;

/**
 * The meanings a criterion's text names, in the order of the table: those it names after a "not"
 * only when they are themselves a "not" ("not to invent").
 */
export function meaningsNamedIn(criterion: string): MeaningId[] {
  // The unwanted part runs to the next comma, "or" or "and": "without real details, or uses placeholders".
  const wanted = criterion.replace(
    new RegExp(`${NOT_WANTED.source}.*?(?=,|;|\\s(?:or|and)\\s|$)`, 'giu'),
    ' ',
  );
  return meaningIds.filter((id) => {
    const pattern = named.get(id);
    if (!pattern) return false;
    return (meaningSpecs[id] as MeaningSpec).negative ? pattern.test(criterion) : pattern.test(wanted);
  });
}

/** Meanings a learner fills with something of theirs (a price, a platform, a place), not instructions. */
const VALUE_MEANINGS = new Set<MeaningId>([
  'place',
  'purpose',
  'reason',
  'interests',
  'budget',
  'transport',
  'time',
  'equipment',
  'diet',
  'available',
  'audience',
  'level',
  'role',
  'facts',
  'frequency',
  'platform',
  'themes',
  'offer',
  'noPersonal',
  'program',
  'columns',
  'cell',
  'error',
  'expected',
  'whatWasDone',
  'weakest',
  'whoUses',
  'repeated',
  'apps',
  'formFields',
  'order',
  'labels',
  'fallback',
  'skills',
  'assistantJob',
  'files',
  'placeholder',
  'setting',
  'style',
  'colours',
  'light',
  'mood',
  'composition',
  'features',
  'aspectRatio',
  'styleRef',
  'parameter',
  'emptySpace',
  'action',
  'format',
  'table',
  'list',
  'schedule',
  'shortMessage',
  'length',
  'tone',
  'steps',
  'sections',
]);

export const isValueMeaning = (meaning: MeaningId): boolean => VALUE_MEANINGS.has(meaning);

/** Whether saying a meaning gives what a criterion asks the learner to give. */
export const givesItself = (meaning: MeaningId): boolean =>
  (meaningSpecs[meaning] as MeaningSpec).value === true;

/** Whether a meaning is said by asking for something not to be (read in the whole prompt). */
export const isNegative = (meaning: MeaningId): boolean =>
  (meaningSpecs[meaning] as MeaningSpec).negative === true;
