import type { Language } from './rubric-languages';
import { LETTERS as L, wordsPattern as words } from './rubric-text';

// Whether a prompt asks for something: an imperative ("List…", "Напиши…"), a request ("can you",
// "I need", "будь ласка") or a question. Without one, a prompt is a topic, not a task. English and
// Ukrainian are here; a prompt in another language is read with its own (languages/*.ts).

const ENGLISH_REQUEST_VERBS = new Set(
  `write draft list give make create plan explain summarise summarize suggest recommend compare rewrite
  translate describe outline generate help tell show find prepare design build turn convert ask check
  review edit improve brainstorm propose provide produce organise organize rank quiz test teach break
  come put act pretend imagine analyse analyze identify choose pick decide calculate estimate proofread
  correct fix shorten simplify expand sort group draw compose interview walk guide answer reply read
  use keep include focus start begin define clarify evaluate assess research search look send rate
  recap condense paraphrase`
    .split(/\s+/)
    .filter(Boolean),
);

const UKRAINIAN_IMPERATIVES = `
  напиш(?:и|іть) | склад(?:и|іть) | створ(?:и|іть) | дай(?:те)? | зроб(?:и|іть) | поясн(?:и|іть)
  підсум(?:уй|уйте) | запропон(?:уй|уйте) | порад(?:ь|ьте) | допомож(?:и|іть) | переліч(?:и|іть)?
  порівня(?:й|йте) | перепиш(?:и|іть) | переклад(?:и|іть) | опиш(?:и|іть) | розпиш(?:и|іть)
  (?:роз)?сплан(?:уй|уйте) | розплан(?:уй|уйте) | підготу(?:й|йте) | придума(?:й|йте)
  згенеру(?:й|йте) | перевір(?:те)? | покаж(?:и|іть) | розкаж(?:и|іть) | розбий(?:те)?
  розбер(?:и|іть) | знайд(?:и|іть) | оцін(?:и|іть) | виправ(?:те)? | покращ(?:те)?
  відредагу(?:й|йте) | перетвор(?:и|іть) | зада(?:й|йте) | постав(?:те)? | спита(?:й|йте)
  запита(?:й|йте) | сформулю(?:й|йте) | навед(?:и|іть) | підкаж(?:и|іть) | скорот(?:и|іть)
  спрост(?:и|іть) | уяв(?:и|іть) | виступ(?:и|іть) | ді(?:й|йте) | стисн(?:и|іть) | визнач(?:те)?
  об(?:е|и)р(?:и|іть) | вибер(?:и|іть) | проаналізу(?:й|йте) | збер(?:и|іть) | розподіл(?:и|іть)
  допиш(?:и|іть) | опрацю(?:й|йте) | розрах(?:уй|уйте) | згада(?:й|йте) | скаж(?:и|іть) | попрос(?:и|іть)
  вкаж(?:и|іть) | обмеж(?:те)? | назв(?:и|іть) | додай(?:те)? | задай(?:те)? | використай(?:те)? | тримайся
`;

const UKRAINIAN_IMPERATIVE = new RegExp(
  `^(?:${UKRAINIAN_IMPERATIVES.split(/\s+\|\s+|\n/)
    .map((item) => item.trim())
    .filter(Boolean)
    .join('|')})$`,
  'u',
);

/** Whether a word is a verb that opens a request ("write", "напиши", "escribe"): a new clause. */
export function opensRequest(word: string, language?: Language): boolean {
  if (language) return language.openingVerbs.has(word);
  return ENGLISH_REQUEST_VERBS.has(word) || UKRAINIAN_IMPERATIVE.test(word);
}

/** Phrases that make a request anywhere in a prompt. */
const REQUEST_PHRASES = words(`
  can you | could you | would you | will you | can i get | i need | i want | i'd like | i would like
  help me | give me | tell me | show me | send me | i'm looking for | i am looking for | please | must
  should | needs to | has to | i'd love | i would love | можеш | має бути | мають бути | повин${L}
  можете | могли б | чи можна | будь ласка | мені потрібн${L} | мені треба | я хочу | хочу | прошу
  ${UKRAINIAN_IMPERATIVES}
`);

const QUESTION = words(`
  what | which | how | where | when | who | why | should i | чи | що | як | який | яка | які | де | коли
  скільки | чому
`);

const OPENING_FILLERS = new Set(
  'please now then also and so ok okay hi hello hey dear chatgpt first next finally тепер також і а привіт'.split(
    ' ',
  ),
);

/**
 * Whether the text asks for something: an imperative, a request phrase or a question, in English
 * and Ukrainian, or in the prompt's language when it is another (languages/*.ts).
 */
export function hasRequest(normalized: string, language?: Language): boolean {
  const { request, openingVerbs, openingFillers, question } = language ?? {
    request: REQUEST_PHRASES,
    openingVerbs: ENGLISH_REQUEST_VERBS,
    openingFillers: OPENING_FILLERS,
    question: QUESTION,
  };
  if (request.test(normalized)) return true;
  if (openingVerbs.size > 0) {
    for (const clause of normalized.split(/[.!?\n;:,]+/)) {
      const clauseWords = clause.match(/[\p{L}']+/gu) ?? [];
      const first = clauseWords.find((word) => !openingFillers.has(word));
      if (first && openingVerbs.has(first)) return true;
    }
  }
  return normalized.includes('?') && question.test(normalized);
}
