import { useRouteLoaderData } from '@remix-run/react';

/**
 * Where a visitor's links into the quiz lead: its first step, as the root loader found it, so no
 * redirect stands between the click and the question; `/quiz` (which finds it) otherwise.
 */
export function useQuizEntry(): string {
  return (useRouteLoaderData('root') as { quizEntry?: string | null } | undefined)?.quizEntry ?? '/quiz';
}
