import { answerRequest, type FunnelStepView } from '@contract/funnels';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { CsrfInput } from '~/components/CsrfInput';
import { ErrorSummary } from '~/components/ErrorSummary';
import { ApiError, callBackend } from '~/lib/api.server';
import { withCsrf } from '~/lib/csrf.server';
import { requireForm } from '~/lib/form.server';
import { refused } from '~/lib/form-reply.server';
import { useTranslation } from '~/lib/i18n';
import { getT } from '~/lib/i18n.server';
import { pageMeta } from '~/lib/page-meta';
import { redirectWithSession } from '~/lib/pin-flow.server';
import {
  answerOf,
  ensureLead,
  funnelOf,
  leadOf,
  quizAddressOf,
  quizPath,
  resumePath,
} from '~/lib/quiz.server';
import type { RouteHandle } from '~/lib/route-handle';
import { getSession } from '~/lib/session.server';

// One question of the one-minute quiz: a plain form that saves the answer and goes to the next step.
export const handle: RouteHandle = { i18n: ['quiz'], hideBottomNav: true, backTo: '/' };

const notFound = () => data({ code: 'not_found' }, { status: 404 });

function stepNumberOf(param: string | undefined): number {
  if (!/^[1-9]\d?$/.test(param ?? '')) throw notFound();
  return Number(param);
}

async function load(params: LoaderFunctionArgs['params']) {
  const stepNumber = stepNumberOf(params.step);
  const address = quizAddressOf(params, stepNumber);
  const funnel = await funnelOf(address);
  const step = funnel.steps[stepNumber - 1];
  if (!step) throw notFound();
  return { address, funnel, step, stepNumber };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { address, funnel, step, stepNumber } = await load(params);
  const lead = await leadOf(await getSession(request), address);
  // A later step than the first unanswered one is not skipped to: the visitor goes back there.
  const firstOpen = lead ? (lead.nextStep ?? funnel.steps.length + 1) : 1;
  if (stepNumber > firstOpen) throw redirect(resumePath(address, lead));
  const t = await getT(request);
  return withCsrf(request, {
    pageTitle: t('pageTitle', {
      title: `${t('quiz:step', { current: stepNumber, total: funnel.steps.length })}: ${step.title}`,
    }),
    pageDescription: t('pages:description.quiz'),
    step,
    stepNumber,
    total: funnel.steps.length,
    answer: lead?.answers[step.id] ?? null,
  });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { formData, session } = await requireForm(request);
  const { address, funnel, step, stepNumber } = await load(params);
  const answer = answerOf(step, formData);
  if (answer === undefined && step.kind !== 'info' && step.kind !== 'multiple') {
    return refused({ error: 'quiz:errors.chooseOne' });
  }
  // Checked with the backend's own rules before a lead is made for it (an option id is short).
  if (!answerRequest.safeParse({ answer }).success) return refused({ error: 'quiz:errors.invalidAnswer' });
  let target: string;
  try {
    const lead = await ensureLead(session, address);
    const answered = await saveAnswer(lead.id, stepNumber, answer);
    // Posted ahead of the first unanswered step (an old tab, a typed address): back there, nothing saved.
    if (!answered) target = resumePath(address, lead);
    // Answering an earlier step again goes on, unless a step before the next one is still open.
    else if (answered.nextStep !== null && answered.nextStep <= stepNumber)
      target = resumePath(address, answered);
    else if (stepNumber < funnel.steps.length) target = quizPath(address, stepNumber + 1);
    else target = quizPath(address, 'processing');
  } catch (error) {
    // The backend refuses an answer the step does not take (InvalidAnswer) or its contract does not.
    if (error instanceof ApiError && error.status === 400) {
      return refused({ error: 'quiz:errors.invalidAnswer' });
    }
    console.error('Saving a quiz answer failed', error);
    return refused({ error: 'quiz:errors.failed' }, error instanceof ApiError ? 502 : 503);
  }
  return redirectWithSession(session, target);
}

/** Saves the answer; null when the step is ahead of the first unanswered one (409 StepAhead). */
async function saveAnswer(leadId: string, step: number, answer: string | string[] | number | undefined) {
  try {
    return (await callBackend('answerQuizStep', { params: { leadId, step }, body: { answer } })).data;
  } catch (error) {
    if (error instanceof ApiError && error.code === 'StepAhead') return null;
    throw error;
  }
}

export const meta = pageMeta;

export default function QuizStep() {
  const { step, stepNumber, total, answer } = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>();
  const { t } = useTranslation('quiz');
  const error = refusal?.error ?? null;
  return (
    <section className="page quiz-page quiz-step" aria-labelledby="page-title">
      <div className="quiz-progress">
        <p id="quiz-step">{t('step', { current: stepNumber, total })}</p>
        <progress max={total} value={stepNumber} aria-labelledby="quiz-step" />
      </div>
      <h1 id="page-title" className="quiz-title">
        {step.title}
      </h1>
      {step.kind !== 'info' && step.subtitle ? <p className="muted">{step.subtitle}</p> : null}
      <ErrorSummary
        fieldErrors={{ answer: error ? [error] : undefined }}
        fieldIds={{ answer: 'answer-0' }}
        formErrors={undefined}
      />
      <Form method="post" className="form quiz-form" key={step.id}>
        <CsrfInput />
        <StepAnswer step={step} answer={answer} error={error} />
        <button type="submit" className="button button-primary">
          {step.kind === 'info' ? t('continue') : t('nextStep')}
        </button>
      </Form>
    </section>
  );
}

type Answer = string | string[] | number | true | null;

function StepAnswer({ step, answer, error }: { step: FunnelStepView; answer: Answer; error: string | null }) {
  const invalid = error !== null;
  const { t } = useTranslation('quiz');
  if (step.kind === 'info') return <p className="quiz-info">{step.text}</p>;
  const multiple = step.kind === 'multiple';
  const choices =
    step.kind === 'scale'
      ? Array.from({ length: step.max - step.min + 1 }, (_, index) => {
          const value = String(step.min + index);
          const label =
            index === 0
              ? `${value} · ${step.minLabel}`
              : value === String(step.max)
                ? `${value} · ${step.maxLabel}`
                : value;
          return { id: value, label };
        })
      : step.options;
  const chosen = (id: string) =>
    Array.isArray(answer) ? answer.includes(id) : answer !== null && String(answer) === id;
  return (
    <fieldset
      className={`field quiz-choices${step.kind === 'scale' ? ' quiz-scale' : ''}${invalid ? ' field-invalid' : ''}`}
      aria-describedby={invalid ? 'answer-error' : undefined}
    >
      <legend className="visually-hidden">{step.title}</legend>
      {step.kind === 'scale' ? (
        <p className="muted quiz-scale-hint">{t('scaleHint', { min: step.minLabel, max: step.maxLabel })}</p>
      ) : null}
      {choices.map((choice, index) => (
        <label key={choice.id} htmlFor={`answer-${index}`} className="choice quiz-choice">
          <input
            type={multiple ? 'checkbox' : 'radio'}
            id={`answer-${index}`}
            name="answer"
            value={choice.id}
            required={!multiple && index === 0 ? true : undefined}
            defaultChecked={chosen(choice.id)}
          />
          <span>{choice.label}</span>
        </label>
      ))}
      {error ? (
        <p id="answer-error" className="field-error">
          {t(error)}
        </p>
      ) : null}
    </fieldset>
  );
}
