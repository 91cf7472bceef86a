import type { Findings } from './rubric-checks';
import type { Dimension } from './rubric-lexicon';
import type { Requirement, TaskProfile } from './rubric-task';
import { normalize } from './rubric-text';
import type { LanguageTexts } from './rubric-texts';

// The comment (what is good, what is missing, at most three sentences) and the better prompt: the
// learner's own text, then the missing parts as labelled lines, filled with the task's own words.

const STRENGTH_ORDER: Dimension[] = [
  'task',
  'context',
  'audience',
  'format',
  'constraints',
  'tone',
  'examples',
];
const MISSING_ORDER: Dimension[] = [
  'task',
  'context',
  'format',
  'constraints',
  'audience',
  'tone',
  'examples',
];
const CORE: Dimension[] = ['context', 'format', 'constraints'];
const MAX_STRENGTHS = 3;
const MAX_UNMET_IN_COMMENT = 2;
const MAX_MISSING_IN_COMMENT = 3;
const MAX_ADDITIONS = 4;
const PART_NAME_ONLY =
  /^\s*(?:(?:a|an|the|some|useful|specific|clear)\s+)*(?:context|format|limits?|tone|audience|контекст|формат|тон|аудиторі\p{L}*)\s*$/iu;
const THE_TASK = /^(?:the\s+task|завдання)\s*[,:]?\s*/iu;
const VERB_FIRST =
  /^(?:asks|tells|says|states|names|gives|lists|mentions|describes|explains|includes|sets|limits|keeps|provides|specifies|uses|gets)\s/i;

interface Feedback {
  comment: string;
  recommendedPrompt: string;
}

export function writeFeedback(
  prompt: string,
  findings: Findings,
  task: TaskProfile,
  { texts, list, fill, lang }: LanguageTexts,
): Feedback {
  const { present, unmet, flag, score } = findings;
  // Task words are quoted as they are; in another language than the texts, placeholders are ours.
  // Tasks are written in English or Ukrainian, so texts in any other language use placeholders.
  const sameLanguage = lang === task.shownLanguage;

  // Japanese puts no space between sentences.
  const join = (sentences: string[]) => sentences.slice(0, 3).join(lang === 'ja' ? '' : ' ');
  if (flag === 'offTopic') {
    // About something else: say what the task asks, and start again from the task, not the prompt.
    const [open, close] = texts.quote;
    const sentences = task.asks
      ? [
          fill(texts.sentences.offTopic, { asks: sameLanguage ? task.asks : `${open}${task.asks}${close}` }),
          texts.sentences.offTopicNext,
        ]
      : [fill(texts.sentences.offTopicTitle, { title: task.title })];
    return { comment: join(sentences), recommendedPrompt: promptFromTask(task, sameLanguage, texts) };
  }

  const sentences: string[] = [];
  if (flag) sentences.push(fill(texts.sentences[flag], { title: task.title }));
  const strengths = STRENGTH_ORDER.filter((dimension) => present[dimension]).map(
    (dimension) => texts.strengths[dimension],
  );
  if (flag !== 'gibberish' && flag !== 'copied') {
    if (strengths.length > 0)
      sentences.push(fill(texts.sentences.good, { items: list(strengths.slice(0, MAX_STRENGTHS)) }));
    else if (!flag) sentences.push(texts.sentences.start);
  }
  if (unmet.length > 0) {
    const shown = unmet
      .slice(0, MAX_UNMET_IN_COMMENT)
      .map((requirement) => requirement.shown ?? requirement.text);
    // One criterion reads as a clause ("a prompt that lists..."); two, as quotes with clear bounds.
    const quoted =
      texts.quoteCriteria || !sameLanguage || shown.length > 1 || !VERB_FIRST.test(shown[0] ?? '');
    const [open, close] = texts.quote;
    sentences.push(
      quoted
        ? fill(texts.sentences.unmetCriteriaQuoted, {
            items: list(shown.map((text) => `${open}${text}${close}`)),
          })
        : fill(texts.sentences.unmetCriteria, { items: list(shown) }),
    );
  } else {
    const missing = MISSING_ORDER.filter(
      (dimension) => !present[dimension] && !(dimension === 'task' && flag === 'noRequest'),
    );
    if (!flag && task.requirements.length > 0) sentences.push(texts.sentences.complete);
    if (missing.length > 0 && score < 5) {
      const shown = missing.slice(0, MAX_MISSING_IN_COMMENT).map((dimension) => texts.missing[dimension]);
      sentences.push(fill(texts.sentences.missing, { items: list(shown) }));
    }
  }

  // Nothing of gibberish is kept: the better prompt is the task's own.
  if (flag === 'gibberish')
    return { comment: join(sentences), recommendedPrompt: promptFromTask(task, sameLanguage, texts) };
  const additions = suggestedLines(findings, sameLanguage, texts);
  const base = flag === 'repetitive' ? sayOnce(prompt) : prompt.trim();
  const recommendedPrompt = [base, additions.join('\n')].filter(Boolean).join('\n\n');
  return { comment: join(sentences), recommendedPrompt };
}

/**
 * A better prompt built from the task alone, for a prompt with nothing of it to build on: what the
 * task asks for, a line for each of its requirements, and the core parts it does not name.
 */
function promptFromTask(task: TaskProfile, sameLanguage: boolean, texts: LanguageTexts['texts']): string {
  const { labels, hints } = texts;
  const lines: Line[] = [];
  if (task.asks)
    lines.push({ text: `${labels.task}: ${sameLanguage ? task.asks : `[${task.asks}]`}`, dimension: 'task' });
  for (const requirement of task.requirements) {
    const line = lineFor(requirement, sameLanguage, texts);
    if (!line || (line.dimension === 'task' && task.asks) || lines.some((known) => known.text === line.text))
      continue;
    lines.push(line);
  }
  if (!lines.some((line) => line.dimension === 'task'))
    lines.unshift({ text: `${labels.task}: ${hints.task}`, dimension: 'task' });
  for (const dimension of CORE)
    if (!lines.some((line) => line.dimension === dimension))
      lines.push({ text: `${labels[dimension]}: ${hints[dimension]}`, dimension });
  return lines.map((line) => line.text).join('\n');
}

interface Line {
  text: string;
  /** The part of a prompt the line adds. */
  dimension: Dimension | undefined;
}

function suggestedLines(
  { present, unmet, score }: Findings,
  sameLanguage: boolean,
  texts: LanguageTexts['texts'],
): string[] {
  const { labels, hints } = texts;
  // A prompt that passes well gets one idea, not a list.
  const most = score >= 4 ? 1 : MAX_ADDITIONS;
  const lines: Line[] = [];
  for (const requirement of unmet) {
    const line = lineFor(requirement, sameLanguage, texts);
    if (line && !lines.some((known) => known.text === line.text)) lines.push(line);
  }
  const added = new Set(lines.map((line) => line.dimension));
  if (!present.task && !added.has('task'))
    lines.unshift({ text: `${labels.task}: ${hints.task}`, dimension: 'task' });
  const wanted = CORE.filter((dimension) => !present[dimension] && !added.has(dimension));
  if (wanted.length === 0 && lines.length === 0 && score < 5) {
    const optional = (['audience', 'tone', 'examples'] as const).find((dimension) => !present[dimension]);
    if (optional) wanted.push(optional);
  }
  for (const dimension of wanted)
    lines.push({ text: `${labels[dimension]}: ${hints[dimension]}`, dimension });
  return lines.slice(0, most).map((line) => line.text);
}

function lineFor(
  requirement: Requirement,
  sameLanguage: boolean,
  texts: LanguageTexts['texts'],
): Line | undefined {
  const { labels, hints } = texts;
  const { kind, alternatives, formatWords } = requirement;
  const dimension = requirement.dimensions[0];
  // A translated task's criterion is quoted whole, as the learner read it: its parts (remainder,
  // examples, format words) were read from the original's words.
  if (requirement.shown !== undefined) {
    const quoted = `[${requirement.shown}]`;
    if (dimension) return { text: `${labels[dimension]}: ${quoted}`, dimension };
    if (kind === 'ask') return { text: `${labels.include}: ${quoted}`, dimension: undefined };
    if (kind === 'instruct') return { text: `${labels.also}: ${quoted}`, dimension: undefined };
    if (kind === 'limit') return { text: `${labels.constraints}: ${quoted}`, dimension: 'constraints' };
    return { text: `${labels.context}: ${quoted}`, dimension: 'context' };
  }
  if (dimension) {
    const label = labels[dimension];
    const line = (text: string): Line => ({ text: `${label}: ${text}`, dimension });
    if (!sameLanguage) return line(hints[dimension]);
    if ((kind === 'ask' || kind === 'instruct') && alternatives) return line(alternatives);
    if (dimension === 'format' && formatWords.length > 0) return line(formatWords.join(' / '));
    if (requirement.remainder && (kind === 'give' || kind === 'limit')) {
      // "gives context, such as interests or budget": the examples say more than the word.
      const namesPartOnly = alternatives && PART_NAME_ONLY.test(requirement.remainder.split(',')[0] ?? '');
      return line(`[${namesPartOnly ? alternatives : requirement.remainder}]`);
    }
    return line(hints[dimension]);
  }
  if (!requirement.remainder) return undefined;
  // "states the task, a plan for a trip": the request itself.
  const aboutTask = THE_TASK.exec(requirement.remainder);
  const remainder = aboutTask ? requirement.remainder.slice(aboutTask[0].length) : requirement.remainder;
  const text = sameLanguage ? remainder : `[${remainder}]`;
  if (aboutTask) return { text: `${labels.task}: [${remainder}]`, dimension: 'task' };
  if (kind === 'ask') return { text: `${labels.include}: ${text}`, dimension: undefined };
  if (kind === 'instruct') return { text: `${labels.also}: ${text}`, dimension: undefined };
  if (kind === 'limit') return { text: `${labels.constraints}: [${remainder}]`, dimension: 'constraints' };
  return { text: `${labels.context}: [${remainder}]`, dimension: 'context' };
}

/** A prompt said over and over, said once: repeated sentences dropped, a repeated phrase kept once. */
export function sayOnce(prompt: string): string {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const sentence of prompt.split(/(?<=[.!?])\s+|\n+/)) {
    const trimmed = sentence.trim();
    const key = normalize(trimmed).replace(/\s+/g, ' ');
    if (!trimmed || seen.has(key)) continue;
    seen.add(key);
    kept.push(trimmed);
  }
  const tokens = kept.join(' ').split(/\s+/);
  const keys = tokens.map((token) => normalize(token).replace(/[^\p{L}\p{N}']/gu, ''));
  const longest = Math.min(40, Math.floor(tokens.length / 2));
  for (let period = 1; period <= longest; period++) {
    let same = 0;
    for (let i = period; i < keys.length; i++) if (keys[i] === keys[i % period]) same += 1;
    if (same >= 0.9 * (keys.length - period)) return tokens.slice(0, period).join(' ');
  }
  return kept.join(' ');
}
