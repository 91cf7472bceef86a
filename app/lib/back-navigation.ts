// Where the header's back button leads: the product's rules first, then the visited trail.
const quizStep = /^\/quiz\/f([^/]+)\/(\d+)\/v(\d+)\/?$/;

export const trailStorageKey = 'navPaths';

/** Quiz step number from a path, or null when the path is not a quiz step. */
export function quizStepOf(pathname: string): number | null {
  const match = quizStep.exec(pathname);
  return match ? Number(match[2]) : null;
}

/** The fixed back target of a location, when the product defines one. */
export function ruleBackTarget(pathname: string, search: string): string | null {
  const match = quizStep.exec(pathname);
  if (match) {
    const [, funnel, step, variant] = match;
    return Number(step) > 1 ? `/quiz/f${funnel}/${Number(step) - 1}/v${variant}` : '/';
  }
  if (pathname === '/login' && new URLSearchParams(search).get('step') === 'pin') return '/login';
  return null;
}

/** Resolves a back press: rule target, else the last trail entry, else the signed-in home, else '/'. */
export function resolveBack(
  location: { pathname: string; search: string },
  trail: readonly string[],
  signedIn: boolean,
): { target: string; trail: string[] } {
  const rule = ruleBackTarget(location.pathname, location.search);
  if (rule) return { target: rule, trail: [...trail] };
  const rest = [...trail];
  const previous = rest.pop();
  if (previous) return { target: previous, trail: rest };
  return { target: signedIn ? '/courses' : '/', trail: rest };
}

/** The path, query and hash of a location as the trail stores it, without the open-menu flag. */
export function trailEntry(location: { pathname: string; search: string; hash: string }): string {
  const params = new URLSearchParams(location.search);
  params.delete('menu');
  const query = params.toString();
  return `${location.pathname}${query ? `?${query}` : ''}${location.hash}`;
}
