import type { Language as InterfaceLanguage } from '../../contract/languages';
import type { Dimension } from './rubric-lexicon';
import type { MeaningId } from './rubric-meanings';
import type { NegationRules } from './rubric-negation';

// What a language file in languages/ writes, apart from the code that reads it (rubric-languages.ts
// imports every language file, so the files take their type from here).

/** Every language a prompt is read in: the interface's eight. */
export type PromptLanguage = InterfaceLanguage;
export type PromptPart = Exclude<Dimension, 'task'>;

/** One language's words, as its file in languages/ writes them. */
export interface LanguageLexicon {
  /**
   * 'words': Latin script, read word by word, folded (no accents) in the text and in these lists.
   * 'text': Japanese and Korean, read as text: patterns and glossary entries are fragments found
   * anywhere, since words are not separated or carry particles.
   */
  reads: 'words' | 'text';
  /** Function words and words about prompts: they show the language and are never the subject. */
  commonWords: string;
  /** Number words read as digits ("dos" as "2"), so "two-day" meets "dos días". */
  numbers: Record<string, string>;
  /**
   * One line per concept: the English head word of its line in rubric-words.ts's GLOSSARY, a colon,
   * and the language's words separated by commas. For 'words', "receta*" is any word starting so,
   * and an entry of several words is a phrase; for 'text', each entry is a pattern fragment.
   */
  glossary: string;
  patterns: Record<PromptPart, RegExp[]>;
  /** A request anywhere in the text: "puedes", "por favor", "ください", "주세요". */
  request: RegExp;
  /** Imperatives that make a request when they open a clause ("Escribe…"): '' for verb-final languages. */
  openingVerbs: string;
  /** Words skipped before that first word ("hola", "por favor"). */
  openingFillers: string;
  /** Question words, a request when the text also has a question mark. */
  question: RegExp;
  /** Words joining the last item of a list ("huevos, arroz y queso"). */
  conjunctions: string;
  /** For 'text': a word that is grammar (a particle, an ending), and so language, not noise. */
  grammar?: RegExp;
  /** How a request is negated ("no uses tablas"): on folded text for 'words' languages. */
  negation: NegationRules;
  /**
   * How a prompt says each meaning a criterion can ask for (rubric-meanings.ts), as its English and
   * Ukrainian phrasings there; a meaning left out is read through the part of a prompt it belongs to.
   */
  meanings?: Partial<Record<MeaningId, string>>;
}
