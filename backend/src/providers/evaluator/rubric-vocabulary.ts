import { createRequire } from 'node:module';
import type { Language as InterfaceLanguage } from '../../contract/languages';
import type { PromptTask } from './evaluator';
import type { Language } from './rubric-languages';
import { opensRequest } from './rubric-request';
import type { CompiledSubject } from './rubric-subject';
import { fold, isCyrillic, normalize, stem, wordsOf } from './rubric-text';
import { textsByLanguage } from './rubric-texts';
import { conceptOf, genericWords, stopWords } from './rubric-words';

// Which words of a prompt are the learner's own details. A task's text has three kinds of words:
// what it is about (its title and what it asks for: "a plan for a two-day trip"), the situation it
// describes ("a city you've never visited", "the café car park", "Tuesday 9 March"), and the words
// that only name what a prompt should have (its criteria and instructions: "interests", "budget",
// "placeholders", "context"). A prompt made of the first and last kinds says nothing of its own:
// "Task: plan, two-day city trip. Context: interests, budget, transport." Restating the situation
// counts (a prompt carries the facts it was given), and so does everything the task never said.
// Names and numbers a criterion gives in passing ("total for Electricity", "cell E1") are facts too.

export interface TaskVocabulary {
  /** Stems of the words that only name what a prompt should have. */
  slots: Set<string>;
  /** Stems of what the task is about. */
  topic: Set<string>;
  /** The shared glossary's concepts of both, so a prompt in another language is read the same way. */
  slotConcepts: Set<string>;
  topicConcepts: Set<string>;
  subject: CompiledSubject | undefined;
}

/** Sentences of a task's description that talk about the prompt, not the situation. */
const ABOUT_THE_PROMPT =
  /(?<![\p{L}])(?:prompt|write|ask|asks|asking|should|must|include|say|describe|give|name|add|use|make sure|tell|keep|think of|pick|choose|imagine|промпт\p{L}*|напиш\p{L}*|ма(?:є|ють)|повин\p{L}*|попрос\p{L}*|вкаж\p{L}*|дода\p{L}*|опиш\p{L}*)(?![\p{L}])/u;
/** What a criterion gives as a fact: a quotation, a parenthesis, a name or a word with a digit. */
const FACTS = /"[^"]*"|“[^”]*”|\([^)]*\)|\[[^\]]*\]|(?<=\s)\p{Lu}[\p{L}'-]*|\S*\d\S*/gu;

/** A task's sentences; authors wrap lines inside a sentence, so only a line break after its end counts. */
const sentencesOf = (text: string) =>
  text
    .replace(/(?<![.!?:])[ \t]*\n[ \t]*/g, ' ')
    .split(/(?<=[.!?])\s+|\n+/)
    .filter((sentence) => sentence.trim());

/** A word's stem, without accents in Latin script ("café" and "cafe" are one). */
const keyOf = (word: string): string => (isCyrillic(word) ? stem(word) : stem(fold(word)));

const stemsOf = (text: string): string[] =>
  wordsOf(normalize(text))
    .filter((word) => !stopWords.has(word))
    .map(keyOf);

export function taskVocabulary(task: PromptTask, subject: CompiledSubject | undefined): TaskVocabulary {
  const read = task.asRead;
  const descriptions = [task.fullDescription, read?.fullDescription ?? ''];
  const situation = new Set(
    descriptions
      .flatMap(sentencesOf)
      .filter((sentence) => !ABOUT_THE_PROMPT.test(normalize(sentence)))
      .flatMap(stemsOf),
  );
  const topic = new Set(
    [task.title, task.subject?.asks ?? '', read?.title ?? '', read?.asks ?? ''].flatMap(stemsOf),
  );
  const instructions = [
    ...task.criteria,
    ...(read?.criteria ?? []),
    ...descriptions.flatMap(sentencesOf).filter((sentence) => ABOUT_THE_PROMPT.test(normalize(sentence))),
    task.tip,
    read?.tip ?? '',
    task.description,
    read?.description ?? '',
  ];
  const slots = new Set(
    instructions
      .flatMap((text) => stemsOf(text.replace(FACTS, ' ')))
      .filter((key) => !situation.has(key) && !topic.has(key)),
  );
  const conceptsOf = (stems: Set<string>) =>
    new Set(
      [...stems]
        .flatMap((key) => [conceptOf(key), conceptOf(stem(key))])
        .filter((concept): concept is string => concept !== undefined),
    );
  return { slots, topic, slotConcepts: conceptsOf(slots), topicConcepts: conceptsOf(topic), subject };
}

/** The label words of a prompt laid out in parts ("Context:", "Формат:"), in every language. */
const LABEL_WORDS = new Set(
  Object.values(textsByLanguage).flatMap((texts) =>
    Object.values(texts.labels).flatMap((label) => wordsOf(fold(normalize(label)))),
  ),
);

// A JSON package: required, as the built backend leaves packages in node_modules.
const stopwordsIso = createRequire(import.meta.url)('stopwords-iso') as Record<string, string[]>;
const COMMON_BY_LANGUAGE = new Map<string, Set<string>>();
/** A language's common words from stopwords-iso, folded like its prompts' words. */
function commonWordsOf(code: InterfaceLanguage): Set<string> {
  let known = COMMON_BY_LANGUAGE.get(code);
  if (!known) {
    const list = stopwordsIso[code] ?? [];
    known = new Set(list.map((word) => (code === 'ja' || code === 'ko' ? word : fold(normalize(word)))));
    COMMON_BY_LANGUAGE.set(code, known);
  }
  return known;
}

/**
 * Whether a word of a prompt is a detail of the learner's own: not a common word, not a word that
 * names a part of a prompt, not one of the task's slot or topic words (by stem, or across languages
 * by the shared glossary's concept), and more than one letter. Numbers always are.
 */
export function isDetail(
  word: string,
  code: InterfaceLanguage,
  language: Language | undefined,
  vocabulary: TaskVocabulary,
): boolean {
  // Numbers are details, but for those of what the task is about ("a two-day trip").
  if (/^\d/.test(word) || /^\d+$/.test(stem(word)))
    return !vocabulary.topic.has(stem(word)) && !vocabulary.slots.has(stem(word));
  if (word.length < 2 || (word.length < 3 && !/\p{Script=Han}|\p{Script=Hangul}/u.test(word))) return false;
  const folded = code === 'ja' || code === 'ko' ? word : fold(word);
  if (stopWords.has(word) || genericWords.has(word) || LABEL_WORDS.has(folded)) return false;
  if (commonWordsOf(code).has(folded) || commonWordsOf('en').has(word)) return false;
  if (language?.isCommon(folded) || opensRequest(folded, language) || opensRequest(word)) return false;
  // Learners mix English into every language (and short prompts' languages are guesses): an
  // English or Ukrainian slot or topic word is one whatever language the prompt is read in.
  const key = keyOf(word);
  if (vocabulary.slots.has(key) || vocabulary.topic.has(key)) return false;
  if (!language || isCyrillic(word)) {
    const concept = conceptOf(stem(word));
    return !(concept && (vocabulary.slotConcepts.has(concept) || vocabulary.topicConcepts.has(concept)));
  }
  const concepts = language.folds ? [language.conceptOfWord(folded)] : language.conceptsIn(word);
  return !concepts.some(
    (concept) => concept && (vocabulary.slotConcepts.has(concept) || vocabulary.topicConcepts.has(concept)),
  );
}

/** Whether a word only names what a prompt should have ("budget", "інтереси", "presupuesto"). */
export function isSlot(word: string, language: Language | undefined, vocabulary: TaskVocabulary): boolean {
  if (stopWords.has(word) || /\d/.test(word)) return false;
  if (vocabulary.slots.has(keyOf(word))) return true;
  const concept =
    !language || isCyrillic(word)
      ? conceptOf(stem(word))
      : language.folds
        ? language.conceptOfWord(fold(word))
        : language.conceptsIn(word)[0];
  return concept !== undefined && vocabulary.slotConcepts.has(concept);
}
