import type { Findings } from './rubric-checks';
import type { Dimension } from './rubric-lexicon';
import type { MeaningId } from './rubric-meanings';
import type { Requirement, TaskProfile } from './rubric-task';
import { normalize } from './rubric-text';
import type { LanguageTexts } from './rubric-texts';

// The comment (what is good, what is still to say, at most three sentences) and the better prompt:
// the learner's own text, kept whole, then what is missing as plain sentences in the learner's
// language ("My budget is [how much can you spend?]."), each placeholder a question only the
// learner can answer. A prompt with nothing to build on (about something else, negated, an echo of
// the criteria) gets one made from the task instead.

const STRENGTH_ORDER: Dimension[] = [
  'task',
  'context',
  'audience',
  'format',
  'constraints',
  'tone',
  'examples',
];
const MAX_STRENGTHS = 3;
const MAX_MISSING_IN_COMMENT = 3;
const MAX_ADDITIONS = 4;
/** Meanings a criterion names that a prompt may give together: "interests, budget or transport". */
const MAX_MEANINGS_PER_REQUIREMENT = 2;

interface Feedback {
  comment: string;
  recommendedPrompt: string;
}

/** What a requirement still needs: the meanings to say (not yet said), or its own words to quote. */
interface Missing {
  meanings: MeaningId[];
  /** Words of the task itself to add as they are (the series' style phrases). */
  phrases: string[];
  quote: string | undefined;
  subject: boolean;
}

function missingOf(requirement: Requirement, findings: Findings): Missing {
  const { reading } = findings;
  const meanings: MeaningId[] = [];
  const phrases: string[] = [];
  let quote: string | undefined;
  let subject = false;
  const met = findings.partsMet.get(requirement) ?? [];
  for (const [index, part] of requirement.parts.entries()) {
    if ((met[index] ?? 0) >= 1) continue;
    if (part.ratio) phrases.push(`--ar ${part.ratio}`);
    else if (part.meanings.length > 0) {
      const unsaid = part.meanings.filter((meaning) => reading.said(meaning).length === 0);
      // What the learner gives, two of its kinds at most; what the prompt asks for, one way of asking.
      const most = requirement.needsDetail ? MAX_MEANINGS_PER_REQUIREMENT : 1;
      const chosen = (unsaid.length > 0 ? unsaid : part.meanings).slice(0, Math.max(most, requirement.count));
      for (const meaning of chosen) if (!meanings.includes(meaning)) meanings.push(meaning);
    } else if (part.special === 'sameStyle') {
      const said = normalize(reading.text);
      phrases.push(...findings.task.stylePhrases.filter((phrase) => !said.includes(normalize(phrase))));
      quote = requirement.shown ?? requirement.text;
    } else if (part.special === 'mainSubject') {
      quote = requirement.shown ?? requirement.text;
    } else if (part.aboutSubject) subject = true;
    else quote = requirement.shown ?? requirement.text;
  }
  return { meanings, phrases, quote, subject };
}

export function writeFeedback(
  prompt: string,
  findings: Findings,
  task: TaskProfile,
  { texts, list, fill, lang }: LanguageTexts,
): Feedback {
  const { present, unmet, flag, score } = findings;
  // A task's words are quoted as they are; in another language than the texts, in brackets.
  const sameLanguage = lang === task.shownLanguage;
  const [open, close] = texts.quote;
  const asks = task.asks ? (sameLanguage ? task.asks : `${open}${task.asks}${close}`) : undefined;
  // Japanese puts no space between sentences.
  const join = (sentences: string[]) => sentences.slice(0, 3).join(lang === 'ja' ? '' : ' ');
  const meaningText = (meaning: MeaningId) => texts.meanings[meaning];

  const missing = unmet.map((requirement) => missingOf(requirement, findings));
  const startAgain =
    flag === 'offTopic' ||
    flag === 'negated' ||
    flag === 'gibberish' ||
    flag === 'echo' ||
    flag === 'fragments' ||
    flag === 'copied';

  const sentences: string[] = [];
  if (flag === 'offTopic' && asks) {
    sentences.push(fill(texts.sentences.offTopic, { asks }), texts.sentences.offTopicNext);
  } else if (flag === 'offTopic') sentences.push(fill(texts.sentences.offTopicTitle, { title: task.title }));
  else if (flag === 'negated') sentences.push(fill(texts.sentences.negated, { asks: asks ?? task.title }));
  else if (flag) sentences.push(fill(texts.sentences[flag], { title: task.title }));

  if (!startAgain) {
    const strengths = STRENGTH_ORDER.filter((dimension) => present[dimension]).map(
      (dimension) => texts.strengths[dimension],
    );
    if (strengths.length > 0 && flag !== 'repetitive')
      sentences.push(fill(texts.sentences.good, { items: list(strengths.slice(0, MAX_STRENGTHS)) }));
    else if (!flag) sentences.push(texts.sentences.start);
  }
  if (flag !== 'offTopic' && flag !== 'gibberish') {
    const items = [
      ...new Set(missing.flatMap((item) => item.meanings).map((meaning) => meaningText(meaning).missing)),
    ].slice(0, MAX_MISSING_IN_COMMENT);
    const quotes = missing.flatMap((item) => (item.quote ? [`${open}${item.quote}${close}`] : []));
    if (missing.some((item) => item.subject) && asks && flag !== 'negated')
      sentences.push(fill(texts.sentences.missingSubject, { asks }));
    if (items.length > 0) sentences.push(fill(texts.sentences.missingMeanings, { items: list(items) }));
    else if (quotes.length > 0)
      sentences.push(fill(texts.sentences.unmetCriteriaQuoted, { items: list(quotes.slice(0, 2)) }));
    else if (unmet.length === 0 && !flag && task.requirements.length > 0)
      sentences.push(texts.sentences.complete);
  }

  const additions = (requirements: Missing[], most: number) => {
    const lines: string[] = [];
    for (const item of requirements) {
      for (const phrase of item.phrases) if (!lines.includes(phrase)) lines.push(phrase);
      for (const meaning of item.meanings) {
        const line = meaningText(meaning).add;
        if (!lines.includes(line)) lines.push(line);
      }
    }
    return lines.slice(0, most);
  };
  const compose = (base: string, lines: string[]) => {
    if (lines.length === 0) return base;
    // An image prompt is one description: what is missing joins it as more of it, parameters last.
    if (task.image) {
      const words = lines.filter((line) => !line.startsWith('--'));
      const parameters = lines.filter((line) => line.startsWith('--'));
      const [description = '', ...given] = base.split(/(?=\s--)/);
      return [
        [description.replace(/[.\s]+$/, ''), ...words].filter(Boolean).join(', '),
        ...given.map((part) => part.trim()),
        ...parameters,
      ].join(' ');
    }
    return [base, lines.join(lang === 'ja' ? '' : ' ')].filter(Boolean).join('\n\n');
  };

  if (startAgain) {
    // Nothing of this prompt to build on: a prompt from the task, with every part it asks for.
    const request = asks ? fill(texts.sentences.subjectRequest, { asks }) : '';
    const everything = task.requirements.map((requirement) => missingOf(requirement, findings));
    return {
      comment: join(sentences),
      recommendedPrompt: compose(request, additions(everything, MAX_ADDITIONS + 1)),
    };
  }
  const base = flag === 'repetitive' ? sayOnce(prompt) : prompt.trim();
  // A prompt that passes well gets one idea, not a list.
  const most = score >= 5 ? 0 : score >= 4 ? 1 : MAX_ADDITIONS;
  return { comment: join(sentences), recommendedPrompt: compose(base, additions(missing, most)) };
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
