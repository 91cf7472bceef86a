import GithubSlugger from 'github-slugger';
import { Lexer, type Token, type Tokens, walkTokens } from 'marked';
import type { Language } from '../../contract/languages';
import { subjectEntries, subjectProblems, type TaskSubject } from '../../providers/evaluator/rubric-subject';
import type { AppLink } from './app-links';
import type { CatalogFragment, CatalogLesson, CatalogPractice } from './catalog';
import {
  fragmentsPerLesson,
  lessonFrontMatter,
  lessonWords,
  type PracticeBlock,
  practiceBlock,
  wordsPerMinute,
} from './catalog-schema';
import type { ContentProblems } from './content-problem';
import { readYaml } from './read-yaml';

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;
const EXPLICIT_ID = /\s*\{#([a-z0-9]+(?:-[a-z0-9]+)*)\}\s*$/;
const MARKER = /\[PRACTICE_(\d+)\]/g;
const PRACTICE_FENCE = /^ {0,3}(?:`{3,}|~{3,})[ \t]*practice\b/;
const ALLOWED_LINK = /^(?:https?:\/\/|mailto:|\/(?!\/)|#)/i;

interface Section {
  title: string;
  id: string;
  line: number;
  markdown: string[];
  practices: { block: PracticeBlock | undefined; line: number }[];
}

/**
 * A lesson file: front matter, the introduction before the first `## `, then one fragment per `## `
 * heading with its ```practice blocks. Problems are added with their line; answers undefined when
 * the lesson cannot be used.
 */
export function readLesson(
  file: string,
  source: string,
  id: string,
  problems: ContentProblems,
  appLinks: AppLink[] = [],
  { checkLength = true, original = true, requireModelAnswers = false } = {},
): CatalogLesson | undefined {
  const before = problems.count;
  const front = FRONT_MATTER.exec(source);
  if (!front) {
    problems.add(file, 1, 'starts without front matter: begin with ---, title: ..., ---');
    return undefined;
  }
  const meta = readYaml({ file, text: front[1] ?? '', firstLine: 2 }, lessonFrontMatter, problems);
  const bodyFirstLine = 1 + lineCount(front[0]);
  const tokens = new Lexer({ gfm: true }).lex(source.slice(front[0].length));

  const intro: string[] = [];
  const sections: Section[] = [];
  const slugger = new GithubSlugger();
  let line = bodyFirstLine;
  let unclosed = false;
  for (const token of tokens) {
    const current = sections.at(-1);
    if (token.type === 'heading') {
      const heading = token as Tokens.Heading;
      if (heading.depth === 2) {
        const explicit = EXPLICIT_ID.exec(heading.text);
        const title = heading.text.replace(EXPLICIT_ID, '').trim();
        sections.push({
          title,
          id: explicit?.[1] ?? slugger.slug(title),
          line,
          markdown: [],
          practices: [],
        });
      } else if (heading.depth === 1) {
        problems.add(
          file,
          line,
          'a # heading: the lesson title is in the front matter, fragments start with ##',
        );
      } else (current?.markdown ?? intro).push(token.raw);
    } else if (token.type === 'code' && (token as Tokens.Code).lang === 'practice') {
      if (!isClosedFence(token.raw)) {
        // marked reads an unclosed fence to the end of the file: what follows is not checked.
        problems.add(file, line, 'the practice block is not closed: end it with ```');
        unclosed = true;
      } else if (!current) problems.add(file, line, 'a practice before the first fragment (## heading)');
      else {
        const block = readYaml(
          { file, text: (token as Tokens.Code).text, firstLine: line + 1 },
          practiceBlock,
          problems,
        );
        current.practices.push({ block, line });
      }
    } else {
      checkLinks(token, file, line, problems, appLinks);
      (current?.markdown ?? intro).push(token.raw);
    }
    line += lineCount(token.raw);
  }
  // The rest of the file is inside the block: its fragments, markers and length would mislead.
  if (unclosed) return undefined;

  if (sections.length < fragmentsPerLesson.min || sections.length > fragmentsPerLesson.max) {
    problems.add(
      file,
      bodyFirstLine,
      `has ${sections.length} fragments (## headings): a lesson has ${fragmentsPerLesson.min} to ${fragmentsPerLesson.max}`,
    );
  }
  if (intro.join('').trim() === '')
    problems.add(file, bodyFirstLine, 'has no introduction before the first ## heading');

  const fragmentIds = new Set<string>();
  const practiceIds = new Set<string>();
  const fragments: CatalogFragment[] = [];
  for (const section of sections) {
    if (fragmentIds.has(section.id))
      problems.add(file, section.line, `a second fragment with the id "${section.id}"`);
    fragmentIds.add(section.id);
    const content = section.markdown.join('').trim();
    if (content.replace(MARKER, '').trim() === '')
      problems.add(file, section.line, `fragment "${section.title}" has no text`);
    checkMarkers(section, content, file, problems);
    const practices: CatalogPractice[] = [];
    section.practices.forEach(({ block, line: blockLine }, index) => {
      if (!block) return;
      const practice = toPractice(block, `${section.id}-${index + 1}`);
      if (block.type === 'prompt') checkSubject(block, original, file, blockLine, problems);
      if (block.type === 'prompt' && original && requireModelAnswers)
        checkModelAnswer(block, file, blockLine, problems);
      if (practiceIds.has(practice.id))
        problems.add(file, blockLine, `a second practice with the id "${practice.id}"`);
      practiceIds.add(practice.id);
      practices.push(practice);
    });
    fragments.push({ id: section.id, title: section.title, content, practices });
  }
  if (
    sections.length > 0 &&
    practiceIds.size === 0 &&
    sections.every((section) => section.practices.length === 0)
  ) {
    problems.add(file, bodyFirstLine, 'has no practice: every lesson has at least one');
  }

  const words = wordCount([...intro, ...sections.flatMap((section) => section.markdown)].join(' '));
  if (checkLength && (words < lessonWords.min || words > lessonWords.max)) {
    problems.add(
      file,
      bodyFirstLine,
      `reads in about ${Math.max(1, Math.ceil(words / wordsPerMinute))} min (${words.toLocaleString('en-GB')} ` +
        `word${words === 1 ? '' : 's'}): a lesson ` +
        `has ${lessonWords.min} to ${lessonWords.max} words of text, so it reads in ` +
        `${lessonWords.min / wordsPerMinute} to ${lessonWords.max / wordsPerMinute} minutes`,
    );
  }

  if (!meta || problems.count > before) return undefined;
  return {
    id,
    file,
    title: meta.title,
    minutes: meta.minutes ?? null,
    introduction: intro.join('').trim(),
    keyPoints: meta.keyPoints,
    fragments,
    translations: {},
  };
}

function checkMarkers(section: Section, content: string, file: string, problems: ContentProblems): void {
  const placed = new Map<number, number>();
  for (const match of content.matchAll(MARKER)) {
    const n = Number(match[1]);
    placed.set(n, (placed.get(n) ?? 0) + 1);
  }
  for (const [n, times] of placed) {
    if (n < 1 || n > section.practices.length)
      problems.add(
        file,
        section.line,
        `[PRACTICE_${n}] in "${section.title}" has no practice ${n} in this fragment`,
      );
    else if (times > 1)
      problems.add(file, section.line, `[PRACTICE_${n}] is placed ${times} times in "${section.title}"`);
  }
  section.practices.forEach(({ line }, index) => {
    if (!placed.has(index + 1))
      problems.add(
        file,
        line,
        `practice ${index + 1} is never placed: add [PRACTICE_${index + 1}] to the text`,
      );
  });
}

// Links and images anywhere inside a token: only web, mail and in-app links; images need alt text.
function checkLinks(
  token: Token,
  file: string,
  line: number,
  problems: ContentProblems,
  appLinks: AppLink[],
): void {
  // marked walks every nested token (lists, tables, emphasis) the way it renders them.
  walkTokens([token], (item) => {
    if (item.type !== 'link' && item.type !== 'image') return;
    const { href, text } = item as Tokens.Link | Tokens.Image;
    const at = line + linesBefore(token.raw, item.raw);
    if (!ALLOWED_LINK.test(href))
      problems.add(file, at, `link "${href}": only https://, http://, mailto: or /app-page links`);
    if (item.type === 'image' && text.trim() === '') problems.add(file, at, `image "${href}" needs alt text`);
    // Whether an in-app page exists is known once the whole catalog is read.
    if (item.type === 'link' && href.startsWith('/')) appLinks.push({ file, line: at, href });
  });
}

/**
 * The original names every language's words of its subject, and its `asks` uses the English ones; a
 * translation gives only its `asks`, checked against the original's words in readLessonTranslation.
 */
function checkSubject(
  block: Extract<PracticeBlock, { type: 'prompt' }>,
  original: boolean,
  file: string,
  line: number,
  problems: ContentProblems,
): void {
  const { asks, words } = block.subject;
  if (!original) {
    if (words)
      problems.add(file, line, 'subject.words: a translation uses the original’s words; give only asks');
    return;
  }
  for (const problem of subjectProblems(subjectWordsOf(words), asks, 'en')) problems.add(file, line, problem);
}

/**
 * Every task's worked example, once the guides all have them: the author's own prompt and what makes
 * it good (a translation without its own shows the original's).
 */
function checkModelAnswer(
  block: Extract<PracticeBlock, { type: 'prompt' }>,
  file: string,
  line: number,
  problems: ContentProblems,
): void {
  if (!block.modelPrompt)
    problems.add(
      file,
      line,
      "needs modelPrompt: the author's own answer to the task, with real details, shown after the learner's attempt",
    );
  if (!block.whyItWorks)
    problems.add(
      file,
      line,
      'needs whyItWorks: what makes the model prompt good, in one or two plain sentences',
    );
}

/**
 * Whether a practice block ends where its author ended it: with a closing fence (the opening's
 * character, at least as many), and with no other practice block opened inside it (which would be
 * the next block's closing fence ending this one).
 */
function isClosedFence(raw: string): boolean {
  const lines = raw.replace(/\r?\n$/, '').split(/\r?\n/);
  const opening = /^ {0,3}(`{3,}|~{3,})/.exec(lines[0] ?? '')?.[1];
  if (!opening || lines.length < 2) return false;
  const closing = new RegExp(`^ {0,3}${opening[0] === '`' ? '`' : '~'}{${opening.length},}[ \\t]*$`);
  const inside = lines.slice(1, -1);
  return closing.test(lines.at(-1) ?? '') && !inside.some((line) => PRACTICE_FENCE.test(line));
}

const subjectWordsOf = (words: Partial<Record<Language, string>> = {}): TaskSubject['words'] =>
  Object.fromEntries(Object.entries(words).map(([code, line]) => [code, subjectEntries(line)]));

function toPractice(block: PracticeBlock, defaultId: string): CatalogPractice {
  const base = { id: block.id ?? defaultId, isRequired: block.required };
  if (block.type === 'prompt') {
    return {
      ...base,
      practiceType: 'PROMPT_CREATION',
      title: block.title,
      description: block.description,
      fullDescription: block.fullDescription,
      tip: block.tip,
      criteria: block.criteria,
      modelPrompt: block.modelPrompt ?? '',
      whyItWorks: block.whyItWorks ?? '',
      subject: { asks: block.subject.asks, words: subjectWordsOf(block.subject.words) },
    };
  }
  return {
    ...base,
    practiceType: 'SINGLE_CHOICE_TEST',
    question: block.question,
    hint: block.hint,
    // Option ids follow their order in the file.
    options: block.options.map((option, index) => ({
      id: String(index + 1),
      text: option.text,
      isCorrect: option.correct,
    })),
    correctChoiceMessage: block.right,
    wrongChoiceMessage: block.wrong,
  };
}

/** Words a learner reads: markers, code fences' backticks and Markdown punctuation do not count. */
const wordCount = (markdown: string) =>
  markdown.replace(MARKER, ' ').match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0;

const lineCount = (text: string) => (text.match(/\n/g) ?? []).length;
const linesBefore = (whole: string, part: string) => {
  const at = whole.indexOf(part);
  return at < 0 ? 0 : lineCount(whole.slice(0, at));
};
