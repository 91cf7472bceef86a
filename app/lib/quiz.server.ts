import type { FunnelStepView, LeadView } from '@contract/funnels';
import { data, redirect } from '@remix-run/node';
import { ApiError, asPageError, callBackend } from './api.server';
import { type AppSession, getSession } from './session.server';
import { createTtlCache } from './ttl-cache.server';

// The one-minute quiz at /quiz/f{funnel}/{step}/v{variant}: the funnel comes from the backend
// (content, kept a minute here), the visitor's answers live in a lead whose id the session holds.

export type QuizStage = number | 'processing' | 'result' | 'email';

export interface QuizAddress {
  funnel: number;
  variant: number;
}

export function quizPath({ funnel, variant }: QuizAddress, stage: QuizStage): string {
  return `/quiz/f${funnel}/${stage}/v${variant}`;
}

const notFound = () => data({ code: 'not_found' }, { status: 404 });

/**
 * Reads `f{funnel}` and `v{variant}` from the address (variant 1 when it is missing, answered with
 * a redirect to the full address, so the header's back rules always see one form).
 */
export function quizAddressOf(params: { funnel?: string; variant?: string }, stage: QuizStage): QuizAddress {
  const funnel = /^f([1-9]\d{0,2})$/.exec(params.funnel ?? '')?.[1];
  const variant = params.variant === undefined ? '1' : /^v([1-9]\d?)$/.exec(params.variant)?.[1];
  if (!funnel || !variant) throw notFound();
  const address = { funnel: Number(funnel), variant: Number(variant) };
  if (params.variant === undefined) throw redirect(quizPath(address, stage));
  return address;
}

const funnels = createTtlCache(
  async (key) => {
    const [funnel, variant] = key.split(':').map(Number) as [number, number];
    return (await callBackend('funnel', { params: { funnel, variant } })).data;
  },
  // Only funnels and variants the content serves are kept (an unknown one fails); the bound is far
  // above what the content holds.
  { max: 100, freshMs: 60_000, maxStaleMs: 60 * 60_000 },
);

/** The funnel's steps for the variant; an unknown funnel or variant is the 404 page. */
export async function funnelOf(address: QuizAddress) {
  try {
    return await funnels.get(`${address.funnel}:${address.variant}`);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw notFound();
    throw asPageError(error);
  }
}

/** The visitor's lead for this funnel and variant, or null when they have not answered yet. */
export async function leadOf(session: AppSession, address: QuizAddress): Promise<LeadView | null> {
  const quiz = session.get('quiz');
  if (!quiz || quiz.funnel !== address.funnel || quiz.variant !== address.variant) return null;
  try {
    return (await callBackend('lead', { params: { leadId: quiz.leadId } })).data;
  } catch (error) {
    // A lead the backend no longer has (or never had): the quiz starts again.
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw asPageError(error);
  }
}

/** The lead the visitor answers into: theirs, or a new one kept in the session from now on. */
export async function ensureLead(session: AppSession, address: QuizAddress): Promise<LeadView> {
  const known = await leadOf(session, address);
  if (known) return known;
  const { data: lead } = await callBackend('startQuiz', { body: address });
  session.set('quiz', { ...address, leadId: lead.id });
  return lead;
}

/** Where the visitor should be: the first unanswered step, or the result once all are answered. */
export function resumePath(address: QuizAddress, lead: LeadView | null): string {
  if (!lead) return quizPath(address, 1);
  return lead.nextStep === null ? quizPath(address, 'result') : quizPath(address, lead.nextStep);
}

/** The lead of a finished quiz, or a redirect to where the visitor still has to answer. */
export async function requireFinishedLead(request: Request, address: QuizAddress) {
  const session = await getSession(request);
  const lead = await leadOf(session, address);
  if (!lead?.result) throw redirect(resumePath(address, lead));
  return { session, lead: lead as LeadView & { result: NonNullable<LeadView['result']> } };
}

/** A step's answer from its form, in the backend's terms; undefined when a choice is missing. */
export function answerOf(step: FunnelStepView, formData: FormData): string | string[] | number | undefined {
  if (step.kind === 'info') return undefined;
  if (step.kind === 'multiple') return formData.getAll('answer').map(String);
  const value = formData.get('answer');
  if (typeof value !== 'string' || value === '') return undefined;
  // A value that is no number goes as it is, for the backend to refuse with its message.
  if (step.kind === 'scale') return /^\d{1,2}$/.test(value) ? Number(value) : value;
  return value;
}
