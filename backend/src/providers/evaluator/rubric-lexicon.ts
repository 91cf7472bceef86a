import { LETTERS as L, wordsPattern as words } from './rubric-text';

// The parts of a prompt the rubric looks for, in English and Ukrainian, the languages tasks are
// written in (a prompt in one of them is read with both); the other languages' are in
// languages/*.ts. Patterns run on normalised text (lower case, one apostrophe). A request itself is
// found by rubric-request.ts.

/** The parts of a good prompt. */
export const dimensions = [
  'task',
  'context',
  'audience',
  'format',
  'constraints',
  'tone',
  'examples',
] as const;
export type Dimension = (typeof dimensions)[number];

const NUMBER = `(?:\\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|fifty|a few|a couple of)`;
const ENGLISH_UNITS = `(?:words?|sentences?|lines?|paragraphs?|points?|bullets?|items?|ideas?|questions?|steps?|minutes?|mins?|hours?|hrs?|days?|nights?|weeks?|months?|pages?|characters?|options?|examples?|tips?|recipes?|dollars?|euros?|pounds?|people|servings?|portions?|slides?|sections?|rounds?|parts?|places?|activities|meals?|dishes|terms?|topics?)`;
const UKRAINIAN_NUMBER = `(?:\\d+|один|одна|одне|одну|два|дві|три|чотири|п'ять|шість|сім|вісім|дев'ять|десять|кілька|декілька|пару)`;
const UKRAINIAN_UNITS = `(?:слів|слова|слово|речен${L}|рядк${L}|рядок|абзац${L}|пункт${L}|ідей|ідеї|ідею|питан${L}|запитан${L}|крок${L}|хвилин${L}|годин${L}|днів|дні|день|дня|ноч${L}|тижн${L}|тиждень|місяц${L}|сторін${L}|символ${L}|варіант${L}|приклад${L}|порад${L}|рецепт${L}|грн|гривень|гривні|долар${L}|євро|людей|людини|порці${L}|слайд${L}|страв${L}|термін${L}|тем${L})`;

/** Signs every language shares: a price, a quotation. */
export const sharedPatterns = {
  constraints: [/[$€£₴¥₩₺]\s?\d|\d\s?(?:usd|eur|gbp|uah|грн|\$|€|£|¥|₩|₺)/u],
  examples: [/["“«][^"“”«»\n]{12,}["”»]/u],
};

/** Signs of each part in a learner's prompt in English or Ukrainian. */
export const promptPatterns: Record<Exclude<Dimension, 'task'>, RegExp[]> = {
  context: [
    words(`
      i am | i'm | i have | i've | i had | i got | i only have | i just got | i was | i've just | i just
      (?:i|we) (?:love|like|enjoy|prefer)
      (?:i'm|i am|we're|we are) (?:going|applying|preparing|planning|starting|studying|learning|working|taking)
      my friend and i | i work | i study | i live | i'll be | i will be | we are | we're | we have
      we've | because | since | so that | so i can | in order to | goal | purpose | background
      situation | context | currently | next week | tomorrow | tonight | this weekend | я маю | у мене
      в мене | бо | тому що | оскільки | адже | щоб | мета | моя мета | ціль | контекст | ситуаці${L}
      зараз | наступного тижня | завтра | сьогодні | на вихідних
      (?:я|ми) (?:люблю|любимо|їду|їдемо|готуюся|готуємося) | (?:мені|нам) подобається
      я (?:вивчаю|працюю|готую|пишу|шукаю|подаюс[ья]|готуюс[ья]|навчаюс[ья]|живу|їду|планую|збираюс[ья]|студент${L}|початків${L}|новачок)
    `),
  ],
  audience: [
    words(`
      you are | you're | act as | acting as | pretend to be | pretend you | imagine you | in the role of
      role
      as an? (?:expert|teacher|tutor|coach|chef|cook|guide|editor|mentor|friend|librarian|recruiter|career|travel|personal|professional|experienced)${L}
      for (?:a |an |my |the |our )?(?:complete )?(?:beginner|kid|child|children|student|team|boss|manager|colleague|friend|family|parent|grandm|grandp|reader|audience|customer|client|teen|someone|people|non-expert|newcomer|classmate|class|teacher|landlord|neighbo|sister|brother|mum|mom|dad)${L}
      audience | readers? | someone who | explain (?:it |this )?(?:to me )?like | at my level | my level
      (?:beginner|basic|intermediate|advanced) level | i'm new to | i am new to | i'm a beginner
      i am a beginner | no background | my background | who has never | who knows nothing
      (?:i've|i have) (?:just )?started | introductory
      (?:i don't|i do not|i can't|i cannot) (?:really )?(?:understand|follow|get)
      i'm (?:struggling|confused|lost) | (?:я )?(?:тільки|щойно|лише) (?:почав|почала|починаю)${L}
      вступн${L} | не розумію | заплута${L} | ти — | ти - | ти є | уяв(?:и|іть),? що (?:ти|ви)
      виступ(?:и|іть) (?:як|в ролі) | ді(?:й|йте) як | будь мо(?:їм|єю) | у ролі | в ролі | рол${L}
      як (?:досвідчен|експерт|вчител|викладач|репетитор|тренер|кухар|гід|редактор|наставник|рекрутер|бібліотекар|фахів)${L}
      для (?:мене як )?(?:початків|дітей|дитини|школяр|студент|команд|колег|друз|батьк|читач|клієнт|підлітк|новачк|людини|людей|бабус|дідус|сестри|брата|мами|тата|керівник|начальник|одноклас|аудитор)${L}
      аудиторі${L} | читач${L} | на моєму рівні | мій рівень | я новачок | я початків${L}
      поясни як для
    `),
  ],
  format: [
    words(`
      list | lists | bullet${L} | numbered | tables? | columns? | rows? | steps? | step-by-step
      step by step | checklist | check list | check-list | paragraphs? | headings? | headers?
      sections? | subheadings? | outline | json | markdown | csv | template | day-by-day | day by day
      week-by-week | week by week | schedule | timetable | line per | format | formatted | flashcards?
      q&a | itinerary | agenda | chart | спис${L} | перелік${L} | пункт${L} | маркован${L}
      нумерован${L} | таблиц${L} | колонк${L} | стовпчик${L} | рядк${L} | крок${L} | покроков${L}
      чек-?лист${L} | чекліст${L} | абзац${L} | заголов${L} | розділ${L} | структур${L} | по днях
      по тижнях | розклад${L} | графік${L} | формат${L} | картк${L} | шаблон${L} | маршрут${L}
    `),
  ],
  constraints: [
    new RegExp(
      `(?<![\\p{L}\\p{N}])${NUMBER}[\\s-]+(?:\\p{L}+[\\s-]+)?${ENGLISH_UNITS}(?![\\p{L}\\p{N}])`,
      'u',
    ),
    new RegExp(
      `(?<![\\p{L}\\p{N}])${UKRAINIAN_NUMBER}\\s+(?:\\p{L}+\\s+)?${UKRAINIAN_UNITS}(?![\\p{L}\\p{N}])`,
      'u',
    ),
    ...sharedPatterns.constraints,
    words(`
      under | less than | fewer than | at most | no more than | not more than | no longer than | max${L}
      up to | at least | minimum | within | budget | limit${L} | short | shorter | brief${L}
      concise${L} | keep it | avoid | without | one page | one-page | one at a time | how long | length
      only | exactly | instead of | rather than | don't (?:use|add|include|invent|make up|give|write)
      do not (?:use|add|include|invent|make up|give|write) | не більше | не більш | не довш${L}
      до \\d+ | максимум | щонайбільше | щонайменше | принаймні | мінімум | лише | тільки | бюджет${L}
      ліміт${L} | обмеж${L} | коротк${L} | стисл${L} | уника${L} | без | не використовуй | не додавай
      не вигадуй | не пиши | на одну сторінку | одна сторінка | одну сторінку | по одному | по черзі
      замість | довжин${L} | обсяг${L}
    `),
  ],
  tone: [
    words(`
      tone | friendly | formal${L} | informal | polite${L} | casual${L} | warm${L} | professional
      simpl${L} | plain | easy to (?:read|understand|follow) | encouraging | funny | humorous | serious
      kind | firm | respectful | gentle | enthusiastic | neutral | conversational | jargon
      everyday (?:words|language) | sound like me | like a friend | upbeat | calm | supportive | honest
      persuasive | тон${L} | дружн${L} | офіційн${L} | неформальн${L} | ввічлив${L} | невимушен${L}
      тепл${L} | професійн${L} | прост${L} (?:словами|мовою) | зрозуміл${L} | підбадьорлив${L}
      смішн${L} | з гумором | серйозн${L} | доброзичлив${L} | твердо | шанобливо | нейтральн${L}
      жаргон${L} | розмовн${L} | спокійн${L} | переконлив${L}
    `),
  ],
  examples: [
    words(`
      for example | for instance | e\\.g | such as | like this | examples? | sample | here is | here's
      analog${L} | наприклад | приклад${L} | зраз${L} | як-от | ось так | аналогі${L}
    `),
    ...sharedPatterns.examples,
  ],
};

/**
 * Signs that a task or one of its criteria asks for a part: narrower than the prompt patterns, so a
 * criterion about the subject ("lists the ingredients") is not read as one about the format.
 */
export const requirementPatterns: Record<Exclude<Dimension, 'task'>, RegExp> = {
  context: words(`
    context | purpose | goal | reason | situation | контекст | мет${L} | ціль | ситуаці${L}
  `),
  audience: words(`
    audience | readers? | level | background | role | who (?:the answer|it) is for | аудиторі${L}
    читач${L} | рів(?:ень|ня|ні) | рол${L}
  `),
  format: words(`
    format | layout | structure | list | table | checklist | bullet${L} | steps | step-by-step
    sections | day-by-day | week-by-week | формат${L} | структур${L} | таблиц${L} | спис${L}
    чек-?лист${L} | розділ${L}
  `),
  constraints: words(`
    limit${L} | constraints? | length | number of | how many | how long | word count | budget | one page
    one at a time | обмеж${L} | довжин${L} | обсяг${L} | кількіст${L} | ліміт${L} | бюджет${L}
  `),
  tone: words(`
    tone | plain-language | plain language | plain words | polite${L} | formal | friendly | тон${L}
    простою мовою | ввічлив${L}
  `),
  examples: words(`example | examples | analog${L} | приклад${L} | аналогі${L}`),
};

const CONJUNCTIONS = ['and', 'or', 'і', 'й', 'та', 'чи', 'або'];
/** Japanese separates clauses with "、" too: an item of a list is a short word. */
const JAPANESE_ITEM_LENGTH = 8;
const LIST_LINE = /^\s*(?:(?:[-*•]|\d+[.)])\s+|[・●■]\s*)\S/gmu;

/**
 * A list of things written out: "eggs, rice and spinach" ("卵、ほうれん草、ご飯" with Japanese commas,
 * other joining words given by the prompt's language), or three lines starting with -, • or 1.
 */
export function hasEnumeration(normalized: string, conjunctions: string[] = []): boolean {
  const joiners = new Set([...CONJUNCTIONS, ...conjunctions]);
  // A scan of words and commas, linear in the text's length: "word , word (, | and) word".
  const tokens = normalized.match(/[\p{L}\p{N}]+|[,、]/gu) ?? [];
  const isComma = (token: string | undefined) => token === ',' || token === '、';
  const isWord = (token: string | undefined) => token !== undefined && !isComma(token);
  for (let i = 0; i + 4 < tokens.length; i++) {
    const joiner = tokens[i + 3] ?? '';
    if (
      isWord(tokens[i]) &&
      isComma(tokens[i + 1]) &&
      isWord(tokens[i + 2]) &&
      (tokens[i + 1] === ',' || (tokens[i + 2]?.length ?? 0) <= JAPANESE_ITEM_LENGTH) &&
      (isComma(joiner) || joiners.has(joiner)) &&
      isWord(tokens[i + 4])
    )
      return true;
  }
  return (normalized.match(LIST_LINE)?.length ?? 0) >= 3;
}
