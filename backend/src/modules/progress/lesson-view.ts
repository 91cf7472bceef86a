import type { CatalogFragment, CatalogPractice, FragmentBlock } from '../../content/courses/catalog';
import type { Lesson, Practice } from '../../contract/progress';
import type { PublishedCourse, PublishedLesson } from '../catalog/published-catalog';

// A published lesson does not change (a new catalog has new objects): nor does its view.
const views = new WeakMap<PublishedLesson, Lesson>();

/** A lesson as SPEC §3 shapes it: fragments with their practices. */
export function lessonViewOf(course: PublishedCourse, lesson: PublishedLesson): Lesson {
  let view = views.get(lesson);
  if (!view) {
    view = viewOf(course, lesson);
    views.set(lesson, view);
  }
  return view;
}

function viewOf(course: PublishedCourse, lesson: PublishedLesson): Lesson {
  const chapter = course.chapters.find((candidate) => candidate.id === lesson.chapterId);
  return {
    id: lesson.id,
    lang: lesson.lang,
    title: lesson.title,
    minutes: lesson.minutes,
    content: lesson.introduction,
    contentHtml: lesson.html?.introduction ?? '',
    keyPoints: lesson.keyPoints,
    chapter: { id: lesson.chapterId, lang: chapter?.lang ?? course.lang, title: chapter?.title ?? '' },
    course: { id: course.id, lang: course.lang, title: course.title },
    number: lesson.index + 1,
    totalLessons: course.lessons.length,
    fragments: lesson.fragments.map((fragment, index) => ({
      id: fragment.id,
      title: fragment.title,
      content: fragment.content,
      blocks: blocksOf(fragment, lesson.html?.fragments[index]),
      practices: fragment.practices.map(practiceViewOf),
    })),
  };
}

function practiceViewOf(practice: CatalogPractice): Practice {
  if (practice.practiceType === 'PROMPT_CREATION') {
    return {
      id: practice.id,
      practiceType: practice.practiceType,
      isRequired: practice.isRequired,
      promptCreation: {
        title: practice.title,
        description: practice.description,
        fullDescription: practice.fullDescription,
        tip: practice.tip,
      },
      singleChoiceTest: null,
    };
  }
  return {
    id: practice.id,
    practiceType: practice.practiceType,
    isRequired: practice.isRequired,
    promptCreation: null,
    // The backend grades: which option is right, and the messages that would tell, come with the answer.
    singleChoiceTest: {
      question: practice.question,
      hint: practice.hint,
      options: practice.options.map(({ id, text }) => ({ id, text })),
    },
  };
}

/** The fragment's HTML with its practices in place (all at the end if the HTML was never made). */
function blocksOf(
  fragment: CatalogFragment,
  blocks: FragmentBlock[] | undefined,
): Lesson['fragments'][number]['blocks'] {
  const practiceAt = (index: number) => ({
    type: 'practice' as const,
    practiceId: fragment.practices[index]?.id ?? '',
  });
  if (!blocks) return fragment.practices.map((_, index) => practiceAt(index));
  return blocks.map((block) =>
    'html' in block ? { type: 'html' as const, html: block.html } : practiceAt(block.practice),
  );
}
