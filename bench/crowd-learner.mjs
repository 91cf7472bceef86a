// What one learner of the crowd does, through the HTML forms: sign in (email, then PIN), then read
// the guides, start a lesson, answer its single-choice tasks, write its prompts and go on part by
// part to the end, thinking between clicks. Every post is kept with whether the product
// acknowledged it, for the stored-once check.
import { pathOf } from './crowd-http.mjs';

/** The forms of a page: action, hidden and text inputs, radio options and text areas. */
export function formsOf(html) {
  const forms = [];
  for (const match of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)) {
    const action = decode(attribute(match[1], 'action') ?? '');
    const fields = {};
    const options = [];
    const textareas = [];
    for (const input of match[2].matchAll(/<input\b([^>]*)>/g)) {
      const name = attribute(input[1], 'name');
      const value = decode(attribute(input[1], 'value') ?? '');
      if (!name) continue;
      if (attribute(input[1], 'type') === 'radio') options.push(value);
      else fields[name] = value;
    }
    for (const area of match[2].matchAll(/<textarea\b([^>]*)>/g)) {
      const name = attribute(area[1], 'name');
      if (name) textareas.push(name);
    }
    forms.push({ action, fields, options, textareas });
  }
  return forms;
}

function attribute(tag, name) {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? null;
}

function decode(text) {
  return text
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

const csrfOf = (page) => /name="csrf" value="([^"]+)"/.exec(page?.html ?? '')?.[1] ?? '';
const redirected = (page) => page && (page.status === 302 || page.status === 303) && page.location;

/**
 * The sign-in of a browser without JavaScript up to the PIN: the page, the email, the PIN step.
 * Resolves the form to post the PIN with, or null when a step failed.
 */
export async function prepareSignIn(browser, email) {
  const login = await browser.request('sign-in page', '/login');
  if (login?.status !== 200) return null;
  const emailStep = await browser.request(
    'POST email',
    '/login',
    new URLSearchParams({ csrf: csrfOf(login), email }),
  );
  if (!redirected(emailStep)) return null;
  const pinPage = await browser.request('PIN page', '/login?step=pin');
  if (pinPage?.status !== 200) return null;
  return csrfOf(pinPage);
}

/**
 * Posts the PIN; resolves where the learner lands when signed in, or null. A 503 with Retry-After
 * (too many PINs being checked) is waited out and the PIN posted again, as the page does with
 * JavaScript, at most `retries` times.
 */
export async function postPin(browser, csrf, pin, retries = 5) {
  const body = new URLSearchParams({ csrf });
  for (const digit of pin) body.append('pin', digit);
  const answer = await browser.request('POST PIN', '/login?step=pin', body);
  if (answer?.status === 503 && answer.retryAfter !== null && retries > 0) {
    await new Promise((resolve) => setTimeout(resolve, answer.retryAfter * 1000));
    return postPin(browser, csrfOf(answer) || csrf, pin, retries - 1);
  }
  if (!redirected(answer)) return null;
  const landing = pathOf(answer.location, 'http://x');
  return landing.startsWith('/login') ? null : landing;
}

export async function signIn(browser, email, pin) {
  const csrf = await prepareSignIn(browser, email);
  return csrf === null ? null : postPin(browser, csrf, pin);
}

/**
 * Loops through the journeys until `until` (ms since the epoch): the guides, a guide, its current
 * lesson from start to done, with a think time before every click. `steps` collects the posts.
 */
export async function journeys({ browser, until, think, steps, random, prompts }) {
  const open = (kind, path) => browser.request(kind, path);
  const time = () => Date.now() < until;
  /** Posts a form and follows its redirect; resolves [answer, page after it]. */
  const post = async (kind, action, fields) => {
    const answer = await browser.request(kind, action, new URLSearchParams(fields));
    if (!redirected(answer)) return [answer, null];
    const next = pathOf(answer.location, 'http://x');
    return [answer, await open(kindOfPath(next), next)];
  };

  while (time()) {
    const courses = await open('/courses', '/courses');
    const guides = [
      ...new Set([...(courses?.html ?? '').matchAll(/href="\/course\/([^"/?#]+)"/g)].map((m) => m[1])),
    ];
    await think();
    if (!time() || guides.length === 0) continue;
    const guideId = guides[Math.floor(random() * guides.length)];
    const guide = await open('guide', `/course/${guideId}`);
    const lessonLinks = [
      ...(guide?.html ?? '').matchAll(new RegExp(`href="(/course/${guideId}/lesson/[^"]+)"`, 'g')),
    ].map((m) => decode(m[1]));
    await think();
    // The first lesson not finished yet: a start screen or the player where it resumes.
    const link =
      lessonLinks.find((href) => href.endsWith('/start') || href.includes('?fragment=')) ?? lessonLinks[0];
    if (!time() || !link) continue;

    let page;
    if (link.endsWith('/start')) {
      const start = await open('lesson start', link);
      await think();
      if (!time() || start?.status !== 200) continue;
      [, page] = await post('POST start', link, { csrf: csrfOf(start) });
    } else page = await open('player', link);

    const lessonId = /\/lesson\/([^/]+)\//.exec(link)?.[1] ?? '';
    const tried = new Set();
    // Through the lesson's parts: every practice of the part on screen once, then on.
    while (time() && page?.status === 200 && page.html.includes('lesson-next')) {
      const forms = formsOf(page.html);
      const next = forms.find((form) => ['continue', 'skip', 'finish'].includes(form.fields.intent ?? ''));
      if (!next) break;
      const index = next.fields.fragmentIndex;
      const practice = forms.find(
        (form) =>
          ['answer', 'prompt'].includes(form.fields.intent ?? '') &&
          form.fields.fragmentIndex === index &&
          !tried.has(form.fields.practiceId),
      );
      await think();
      if (!time()) break;
      if (practice) {
        const { practiceId } = practice.fields;
        tried.add(practiceId);
        const answer =
          practice.fields.intent === 'answer'
            ? practice.options[Math.floor(random() * practice.options.length)]
            : prompts();
        if (answer === undefined) continue;
        const fields = {
          ...practice.fields,
          [practice.fields.intent === 'answer' ? 'option' : 'prompt']: answer,
        };
        const kind = practice.fields.intent === 'answer' ? 'POST answer' : 'POST prompt';
        const [reply, after] = await post(kind, practice.action, fields);
        steps.push({
          lessonId,
          type: 'answer',
          practiceId,
          answer,
          acknowledged: Boolean(
            redirected(reply) && reply.location.includes(`#practice-${practiceId}-result`),
          ),
        });
        page = after;
        continue;
      }
      const intent = next.fields.intent;
      const [reply, after] = await post(`POST ${intent}`, next.action, next.fields);
      const target = redirected(reply) ? pathOf(reply.location, 'http://x') : '';
      const moved =
        intent === 'finish' ? target.endsWith('/done') : target.includes(`fragment=${Number(index) + 1}`);
      steps.push({
        lessonId,
        type: intent === 'finish' ? 'finish' : 'continue',
        fragmentIndex: Number(index),
        acknowledged: Boolean(moved),
      });
      page = after;
      if (intent === 'finish') break;
    }
    if (time()) await think();
  }
}

/** The kind of request a redirect leads to, for the figures. */
function kindOfPath(path) {
  if (path.includes('/learn')) return 'player';
  if (path.endsWith('/done')) return 'lesson done';
  if (path.endsWith('/start')) return 'lesson start';
  if (path.startsWith('/courses')) return '/courses';
  if (path.startsWith('/course/')) return 'guide';
  return path.split('?')[0] ?? path;
}
