import { parseWithZod } from '@conform-to/zod/v4';
import { subscriptionProductId } from '@contract/plans';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { CsrfInput } from '~/components/CsrfInput';
import { ErrorSummary } from '~/components/ErrorSummary';
import { TaggedText } from '~/components/TaggedText';
import { TextField } from '~/components/TextField';
import { emailMaxLength, emailMessages } from '~/forms/email-form';
import { plansFormSchema } from '~/forms/plans-form.server';
import { redirectWithToast } from '~/lib/account.server';
import { billingPeriodKey, formatPrice } from '~/lib/account-format';
import { ApiError, asPageError, callBackend } from '~/lib/api.server';
import { withCsrf } from '~/lib/csrf.server';
import { requireForm } from '~/lib/form.server';
import { refused } from '~/lib/form-reply.server';
import { useTranslation } from '~/lib/i18n';
import { getLanguage, getT } from '~/lib/i18n.server';
import { pageMeta } from '~/lib/page-meta';
import { redirectWithSession } from '~/lib/pin-flow.server';
import { leadOf } from '~/lib/quiz.server';
import type { RouteHandle } from '~/lib/route-handle';
import { type AppSession, getSession } from '~/lib/session.server';
import { useForm } from '~/lib/use-form';

// The plans and their prices (content/plans.json through the backend), after the quiz and for
// anyone whose subscription lapsed. Prices are worded on the server in the reader's language.
export const handle: RouteHandle = { i18n: ['plans', 'auth'], hideBottomNav: true };

// No countdown and no 'reserved' price: the plans and prices are the same for everyone, at any
// time (decision 041). What grades prompts is said as it is configured.
const benefits = ['guides', 'lessons', 'boosters', 'practice', 'progress'] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const productId = new URL(request.url).searchParams.get('productId') ?? subscriptionProductId;
  const [t, language, session] = await Promise.all([
    getT(request),
    getLanguage(request),
    getSession(request),
  ]);
  const pageTitle = t('pageTitle', { title: t('plans:title') });
  const pageDescription = t('pages:description.plans');
  const failed = (error: 'noProduct' | 'noPlans' | 'loadFailed', status: number) =>
    data({ pageTitle, pageDescription, plans: null, grader: null, error, knownEmail: null }, status);
  if (!productId) return failed('noProduct', 400);
  let prices: Awaited<ReturnType<typeof loadPlans>>;
  try {
    prices = await loadPlans(productId);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'NoPlans') {
      return failed('noPlans', 404);
    }
    if (error instanceof ApiError) throw asPageError(error);
    console.error('Loading the plans failed', error);
    return failed('loadFailed', 503);
  }
  const money = (amount: number, currency: string) => formatPrice(amount, currency, language);
  const views = prices.plans.map((plan) => {
    const price = money(plan.price.unitAmount, plan.price.currency);
    const { interval, intervalCount } = plan.price;
    // In a sentence every period reads 'every N weeks', the 12-week one too.
    const period =
      intervalCount > 1
        ? { key: `subscription.period.multiple.${interval}`, values: { n: String(intervalCount) } }
        : billingPeriodKey({ interval, interval_count: intervalCount });
    const every = t(`account:${period.key}`, period.values);
    const trialPrice = plan.trial ? money(plan.trial.unitAmount, plan.price.currency) : null;
    return {
      id: plan.id,
      name: t(`account:subscription.plans.${plan.id}`),
      mostPopular: plan.mostPopular,
      headline: trialPrice
        ? t('plans:trialPrice', { price: trialPrice, days: plan.trial?.days ?? 0 })
        : t('plans:recurring', { price, period: every }),
      afterTrial: trialPrice ? t('plans:then', { price, period: every }) : null,
      summary: trialPrice
        ? t('plans:summary.trial', { trialPrice, days: plan.trial?.days ?? 0, price, period: every })
        : t('plans:summary.plain', { price, period: every }),
    };
  });
  const knownEmail = session.get('renewal')?.email ?? (await quizLead(session))?.email ?? null;
  return withCsrf(request, {
    pageTitle,
    pageDescription,
    plans: views,
    grader: prices.grader,
    error: null,
    knownEmail,
  });
}

/** The lead of the visitor's quiz, which holds the email they left, if any. */
async function quizLead(session: AppSession) {
  const quiz = session.get('quiz');
  return quiz ? leadOf(session, quiz) : null;
}

export async function action({ request }: ActionFunctionArgs) {
  const { formData, session } = await requireForm(request);
  const renewal = session.get('renewal');
  const lead = renewal ? null : await quizLead(session);
  const knownEmail = renewal?.email ?? lead?.email ?? null;
  const submission = parseWithZod(formData, { schema: plansFormSchema(knownEmail) });
  if (submission.status !== 'success') return refused(submission.reply());
  const email = knownEmail ?? submission.value.email ?? '';
  try {
    const { data: checkout } = await callBackend('startCheckout', {
      body: {
        planId: submission.value.plan,
        email,
        lang: await getLanguage(request),
        leadId: lead?.id,
        renewalToken: renewal?.token,
      },
    });
    // The proof is used up: the checkout's address carries on. With Stripe the visitor pays on
    // its hosted page, which sends them back to /checkout/{id}.
    session.unset('renewal');
    session.set('checkout', { id: checkout.id, key: checkout.key });
    return redirectWithSession(session, checkout.payUrl ?? `/checkout/${checkout.id}`);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'InvalidToken') {
      session.unset('renewal');
      session.flash('toast', { type: 'error', key: 'plans:errors.renewalExpired' });
      return redirectWithSession(session, '/login');
    }
    if (error instanceof ApiError && error.code === 'EmailTaken') {
      return redirectWithToast(request, '/login', { type: 'error', key: 'quiz:email.taken' });
    }
    if (error instanceof ApiError && error.status === 400) {
      return refused(submission.reply({ formErrors: ['plans:errors.choosePlan'] }));
    }
    if (error instanceof ApiError && error.code === 'PaymentsUnavailable') {
      return refused(submission.reply({ formErrors: ['plans:errors.paymentsUnavailable'] }), 503);
    }
    console.error('Starting a checkout failed', error);
    return refused(submission.reply({ formErrors: ['plans:errors.loadFailed'] }), 503);
  }
}

async function loadPlans(productId: string) {
  const { data: prices } = await callBackend('prices', { params: { productId } });
  return prices;
}

export const meta = pageMeta;

export default function Plans() {
  const { plans, grader, error, knownEmail } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation('plans');
  const form = useForm({ id: 'plans', lastResult, messages: { email: emailMessages } });
  const plan = form.field('plan');
  const email = form.field('email');
  return (
    <section className="page plans-page" aria-labelledby="page-title">
      <h1 id="page-title">{t('title')}</h1>
      {plans ? (
        <>
          <p className="muted">{t('intro')}</p>
          <ErrorSummary
            fieldErrors={{ plan: plan.errors, email: email.errors }}
            formErrors={form.errors}
            fieldIds={{ plan: `${plan.id}-${plans[0]?.id}`, email: email.id }}
          />
          <Form method="post" {...form.formProps} className="form plans-form">
            <CsrfInput />
            <fieldset className="plan-choices">
              <legend className="visually-hidden">{t('choose')}</legend>
              <div className="plan-cards">
                {plans.map((choice) => (
                  <label
                    key={choice.id}
                    htmlFor={`${plan.id}-${choice.id}`}
                    className={`plan-card${choice.mostPopular ? ' plan-card-popular' : ''}`}
                  >
                    <span className="plan-name">
                      <input
                        type="radio"
                        id={`${plan.id}-${choice.id}`}
                        name="plan"
                        value={choice.id}
                        defaultChecked={
                          plan.defaultValue ? plan.defaultValue === choice.id : choice.mostPopular
                        }
                      />
                      {choice.name}
                      {choice.mostPopular ? (
                        <span className="badge badge-accent">{t('mostPopular')}</span>
                      ) : null}
                    </span>
                    <span className="plan-price">{choice.headline}</span>
                    {choice.afterTrial ? <span className="plan-then">{choice.afterTrial}</span> : null}
                    <span className="plan-summary muted">{choice.summary}</span>
                  </label>
                ))}
              </div>
            </fieldset>
            {knownEmail ? null : (
              <TextField
                {...email}
                label={t('emailLabel')}
                hint={t('emailHint')}
                type="email"
                inputMode="email"
                autoComplete="email"
                required
                maxLength={emailMaxLength}
              />
            )}
            <p className="plans-terms muted">
              <TaggedText
                text={t('summary.cancel')}
                components={{ terms: <Link to="/subscription-terms" /> }}
              />
            </p>
            <button type="submit" className="button button-primary">
              {t('continue')}
            </button>
          </Form>
          <section className="plans-benefits" aria-labelledby="benefits-title">
            <h2 id="benefits-title">{t('benefitsTitle')}</h2>
            <ul>
              {benefits.map((benefit) => (
                <li key={benefit}>{t(`benefits.${benefit}`)}</li>
              ))}
              <li>{t(`benefits.grading.${grader ?? 'rubric'}`)}</li>
            </ul>
          </section>
        </>
      ) : (
        <p role="alert" className="empty-state">
          {t(`errors.${error ?? 'loadFailed'}`)}
        </p>
      )}
    </section>
  );
}
