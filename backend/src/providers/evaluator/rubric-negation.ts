// What a prompt asks not to have: "don't use a table", "no bullet points", "without examples",
// "sin ejemplos", "tablo kullanma", "箇条書きにしないで", "표로 만들지 마세요". The words a negation is
// about (its scope) are taken out of the text the parts and the task's words are looked for in, so
// "no bullet points" never meets "asks for a format such as bullet points". A negation that is a rule
// for the answer ("don't invent prices") still counts as a limit; one about the learner's own
// situation ("I don't have an oven", "no tengo horno") is no negation here, as its cue patterns leave
// it out. English and Ukrainian rules are here; each other language gives its own (languages/*.ts).

/** How a language negates a request. */
export interface NegationRules {
  /** Where the negated words are: after the cue ("don't use a table") or before it ("tablo kullanma"). */
  scope: 'after' | 'before';
  /** Cues, global: a fact about the learner is left out by the pattern itself. */
  cue: RegExp;
  /** Words that end a scope after its cue ("but", "just", "please"); a verb opening a clause does too. */
  stops?: string;
  /** Words a scope before its cue reaches back at most; characters for text without spaces. */
  reach?: number;
  /** Read characters, not words, backwards (Japanese). */
  characters?: boolean;
}

export interface Negations {
  /** The text with each negation and its scope blanked out. */
  masked: string;
  /** Whether a negation is a rule for the answer, not one that only takes a limit away. */
  rule: boolean;
}

/** The longest scope after a cue, in words. */
const MAX_SCOPE_WORDS = 30;
const DEFAULT_REACH = 3;
const SENTENCE_END = /[.!?;\n。！？]/u;
const TOKEN = /[\p{L}\p{N}'#*]+(?:-[\p{L}\p{N}]+)*|[.!?;\n。！？]|[,:、，]/gu;
/** A scope that compares keeps a limit ("don't write more than 100 words", "100字を超えないで"). */
const COMPARES =
  /(?<![\p{L}])(?:more than|longer than|over|exceed\p{L}*|beyond|mas de|mas que|plus de|plus que|depass\p{L}*|mais de|mais que|fazla|gecme\p{L}*)(?![\p{L}])|超え|以上|넘지|넘기지|초과|більше|довше|перевищ/u;
/** "no length limit", "sin límite", "制限なし": a limit taken away is no rule. */
const NAMES_A_LIMIT =
  /limit|length|word count|budget|обмеж|довжин|обсяг|ліміт|бюджет|longitud|extension|presupuesto|longueur|tamanho|orcamento|sinir|uzunluk|butce|制限|文字数|長さ|予算|제한|길이|분량|예산/u;

const ENGLISH_STOPS = 'but just only instead rather please then so because while also keep make use';
/** Words that start a new clause after a comma: "no tables, it should be short". */
const PRONOUNS = new Set(
  'i we you it they he she я ми ти ви він вона воно вони yo tu usted nosotros je vous nous il elle eu voce'.split(
    ' ',
  ),
);

/** Stop words of a language, once. */
const stopSets = new WeakMap<NegationRules, Set<string>>();
const stopsOf = (rules: NegationRules): Set<string> => {
  let known = stopSets.get(rules);
  if (!known) {
    known = new Set((rules.stops ?? ENGLISH_STOPS).split(/\s+/).filter(Boolean));
    stopSets.set(rules, known);
  }
  return known;
};

/**
 * The text without what it negates. `opensClause` tells a verb that starts a new request ("don't
 * use a table, write paragraphs"): the scope ends there.
 */
export function findNegations(
  text: string,
  rules: NegationRules,
  opensClause: (word: string) => boolean,
): Negations {
  const spans: [number, number][] = [];
  let rule = false;
  let covered = 0;
  const stops = stopsOf(rules);
  for (const match of text.matchAll(rules.cue)) {
    const cueStart = match.index ?? 0;
    const cueEnd = cueStart + match[0].length;
    if (cueStart < covered) continue;
    const [start, end] =
      rules.scope === 'after'
        ? [cueStart, scopeAfter(text, cueEnd, stops, opensClause)]
        : [scopeBefore(text, cueStart, Math.max(covered, 0), rules), cueEnd];
    const scope = rules.scope === 'after' ? text.slice(cueEnd, end) : text.slice(start, cueStart);
    if (COMPARES.test(scope)) continue;
    spans.push([start, end]);
    covered = end;
    if (/[\p{L}]/u.test(scope) && !NAMES_A_LIMIT.test(scope)) rule = true;
  }
  if (spans.length === 0) return { masked: text, rule };
  let masked = '';
  let at = 0;
  for (const [start, end] of spans) {
    masked += `${text.slice(at, start)}${' '.repeat(end - start)}`;
    at = end;
  }
  return { masked: masked + text.slice(at), rule };
}

function scopeAfter(
  text: string,
  from: number,
  stops: Set<string>,
  opensClause: (word: string) => boolean,
): number {
  const tokens = new RegExp(TOKEN.source, TOKEN.flags);
  tokens.lastIndex = from;
  let end = from;
  let words = 0;
  let pause = false;
  let previous = '';
  let examples = false;
  for (let token = tokens.exec(text); token; token = tokens.exec(text)) {
    const value = token[0];
    if (SENTENCE_END.test(value)) break;
    if (/^[,:、，]$/u.test(value)) {
      pause = true;
      continue;
    }
    // After a comma a list goes on ("no tables, charts or lists") unless a new clause starts; after
    // "and" a verb starts one when an object follows ("and give me", not "or list").
    if (words > 0 && (stops.has(value) || (pause && PRONOUNS.has(value)))) break;
    // Examples of the negated thing run to the end of the sentence: "no columns such as price, start date".
    if (EXAMPLES.has(value)) examples = true;
    else if (
      opensClause(value) &&
      ((pause && !examples) || (JOINERS.has(previous) && DETERMINERS.has(nextWord(text, tokens.lastIndex))))
    )
      break;
    pause = false;
    previous = value;
    end = token.index + value.length;
    words += 1;
    if (words >= MAX_SCOPE_WORDS) break;
  }
  return end;
}

/** Words that start examples: "such as", "like", "наприклад", "por ejemplo", "comme", "por exemplo". */
const EXAMPLES = new Set(
  'such like including e.g наприклад як-от зокрема ejemplo como comme exemple exemplo'.split(' '),
);
const JOINERS = new Set('and or also then y e o u et ou puis e ou і й та або а'.split(' '));
/** Words that start an object after a verb, in the languages negated after their cue. */
const DETERMINERS = new Set(
  `a an the me it us them my our your some each every this these that one two three
  un una unos unas el la los las lo le les me nos mi mis tu tus su sus
  une des du de mon ma mes ton ta tes son sa ses notre nos votre vos moi
  um uma uns umas o os as meu minha meus minhas seu sua
  мені нам його її їх це цей цю ці мій мою мої свій свою свої один одну два три`
    .split(/\s+/)
    .filter(Boolean),
);

function nextWord(text: string, from: number): string {
  return /^\s*([\p{L}\p{N}']+)/u.exec(text.slice(from, from + 40))?.[1] ?? '';
}

function scopeBefore(text: string, cueStart: number, floor: number, rules: NegationRules): number {
  const reach = rules.reach ?? DEFAULT_REACH;
  let start = cueStart;
  let counted = 0;
  let inWord = false;
  for (let i = cueStart - 1; i >= floor; i--) {
    const char = text[i] ?? '';
    if (SENTENCE_END.test(char) || /[,:、，]/u.test(char)) break;
    if (rules.characters) {
      if (/\s/u.test(char)) break;
      counted += 1;
      start = i;
      if (counted >= reach) break;
      continue;
    }
    if (/\s/u.test(char)) {
      if (inWord) counted += 1;
      inWord = false;
      if (counted >= reach) break;
    } else {
      inWord = true;
      start = i;
    }
  }
  return start;
}

// English: a negation right after a first-person subject is about the learner ("I don't have an
// oven", "we're not vegetarian"), unless it is a wish about the answer ("I don't want a table").
const ENGLISH_SELF =
  "(?:i|we|i'm|we're|im|i am|we are|i've|we've|i have|we have|i do|we do|i can|we can|i will|we will|i'll|we'll|i would|i'd|there is|there's|there are|it's|it is|that's|yes or|yes/|if|whether or|or)";
const ENGLISH_CUES =
  "don't|do not|dont|never|must not|mustn't|should not|shouldn't|shall not|can't|cannot|won't|will not|not|no|without|avoid|avoiding|skip|exclude|leave out|instead of|rather than|nor|none of";
const ENGLISH_NOT_NEGATIONS =
  'more|longer|later|fewer|less|earlier|matter|one|problem|doubt|sure|only|just|exceed|over|too|bigger|larger';

export const englishNegation: NegationRules = {
  scope: 'after',
  cue: new RegExp(
    `(?<![\\p{L}'])(?:(?<=(?:i|we)\\s+)(?:don't|do not|dont)(?=\\s+(?:want|need|wish|like)(?![\\p{L}]))` +
      `|(?<!(?<![\\p{L}'])${ENGLISH_SELF}\\s+(?:really\\s+|just\\s+|also\\s+|still\\s+|currently\\s+)?)` +
      `(?:${ENGLISH_CUES})(?!\\s+(?:${ENGLISH_NOT_NEGATIONS})(?![\\p{L}])))(?![\\p{L}'])`,
    'gu',
  ),
};

// Ukrainian: "я не маю", "ми не їмо" are about the learner, unless a wish follows ("мені не треба").
const UKRAINIAN_SELF = '(?:я|ми|мені|нам|у мене|в мене|у нас|в нас|тут|там|це|чи|або|якщо)';
export const ukrainianNegation: NegationRules = {
  scope: 'after',
  cue: new RegExp(
    `(?<![\\p{L}'])(?:(?<=(?:мені|нам|я|ми)\\s+)не(?=\\s+(?:хочу|хочемо|треба|потрібн\\p{L}*|варто|потребую)(?![\\p{L}]))` +
      `|(?<!(?<![\\p{L}'])${UKRAINIAN_SELF}\\s+(?:зовсім\\s+|справді\\s+|ще\\s+)?)` +
      `(?:не|ні|без|жодн\\p{L}*|ніяк\\p{L}*|уника\\p{L}*|уникн\\p{L}*|замість|нічого)` +
      `(?!\\s+(?:більше|більш|довше|пізніше|менше|раніше|лише|тільки|обов'язково|знаю)(?![\\p{L}])))(?![\\p{L}'])`,
    'gu',
  ),
  stops: 'але а лише тільки натомість краще потім також',
};
