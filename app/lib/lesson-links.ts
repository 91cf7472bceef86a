/** Where a lesson's link leads: finished and current ones to the player (at the saved fragment), others to their start. */
export function lessonHref(
  courseId: string,
  lesson: {
    id: string;
    state: 'finished' | 'current' | 'available' | 'locked';
    fragmentIndex: number | null;
  },
): string {
  if (lesson.state === 'finished') return lessonPath(courseId, lesson.id, 'learn');
  if (lesson.state === 'current') return fragmentHref(courseId, lesson.id, lesson.fragmentIndex ?? 0);
  return lessonPath(courseId, lesson.id, 'start');
}

/** Where a lesson lives in the app. */
export function lessonPath(courseId: string, lessonId: string, screen: 'start' | 'learn' | 'done'): string {
  return `/course/${encodeURIComponent(courseId)}/lesson/${encodeURIComponent(lessonId)}/${screen}`;
}

/** The player at a fragment, scrolled to it (or to one of its parts). */
export function fragmentHref(
  courseId: string,
  lessonId: string,
  index: number,
  anchor = `fragment-${index}`,
) {
  return `${lessonPath(courseId, lessonId, 'learn')}?fragment=${index}#${anchor}`;
}
