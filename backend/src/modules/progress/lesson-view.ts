import type { CatalogPractice } from '../../content/courses/catalog';
import type { Lesson, Practice } from '../../contract/progress';
import type { PublishedCourse, PublishedLesson } from '../catalog/published-catalog';

/** A lesson as SPEC §3 shapes it: fragments with their practices. */
export function lessonViewOf(course: PublishedCourse, lesson: PublishedLesson): Lesson {
  const chapter = course.chapters.find((candidate) => candidate.id === lesson.chapterId);
  return {
    id: lesson.id,
    title: lesson.title,
    minutes: lesson.minutes,
    content: lesson.introduction,
    chapter: { id: lesson.chapterId, title: chapter?.title ?? '' },
    course: { id: course.id, title: course.title },
    number: lesson.index + 1,
    totalLessons: course.lessons.length,
    fragments: lesson.fragments.map((fragment) => ({
      id: fragment.id,
      title: fragment.title,
      content: fragment.content,
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
    singleChoiceTest: {
      question: practice.question,
      hint: practice.hint,
      options: practice.options,
      correctChoiceMessage: practice.correctChoiceMessage,
      wrongChoiceMessage: practice.wrongChoiceMessage,
    },
  };
}
