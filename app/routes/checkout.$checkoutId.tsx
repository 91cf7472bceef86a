import { parseWithZod } from '@conform-to/zod/v4';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import type { FocusEvent } from 'react';
import { CsrfInput } from '~/components/CsrfInput';
import { ErrorSummary } from '~/components/ErrorSummary';
import { TaggedText } from '~/components/TaggedText';
import { TextField } from '~/components/TextField';
import { payFormSchema } from '~/forms/checkout-form.server';
import { formatPrice } from '~/lib/account-format';
import { ApiError, asPageError, callBackend } from '~/lib/api.server';
import { withCsrf } from '~/lib/csrf.server';
import { requireForm } from '~/lib/form.server';
import { refused } from '~/lib/form-reply.server';
import { formatLongDate } from '~/lib/format-date';
import { useTranslation } from '~/lib/i18n';
import { getLanguage, getT } from '~/lib/i18n.server';
import { pageMeta } from '~/lib/page-meta';
import { redirectWithSession } from '~/lib/pin-flow.server';
import type { RouteHandle } from '~/lib/route-handle';
import { type AppSession, getSession } from '~/lib/session.server';
import { useForm } from '~/lib/use-form';
import { useHydrated } from '~/lib/use-hydrated';

// The built-in test provider's hosted checkout: the order, then a card form. Paying creates the
// account; the set-PIN proof goes into the session and the PIN step opens. A Stripe checkout is
// paid on Stripe's page, which comes back here: the browser that started it then gets the PIN step.
export const handle: RouteHandle = { i18n: ['checkout', 'plans'], hideBottomNav: true, backTo: '/plans' };

const DAY_MS = 24 * 60 * 60 * 1000;

/** Refusals of the provider, by code, as the page words them. */
const refusals: Record<string, string> = {
  CardDeclined: 'checkout:errors.declined',
  InsufficientFunds: 'checkout:errors.insufficientFunds',
  TestCardsOnly: 'checkout:errors.testCardsOnly',
  CardExpired: 'checkout:errors.expired',
};

/** The key of this checkout when this browser started it: without it the backend shows no email. */
function checkoutKeyOf(session: AppSession, checkoutId: string): string | undefined {
  const started = session.get('checkout');
  return started?.id === checkoutId ? started.key : undefined;
}

async function checkoutOf(checkoutId: string, key: string | undefined) {
  try {
    return (await callBackend('checkout', { params: { checkoutId }, headers: { 'x-checkout-key': key } }))
      .data;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      throw data({ code: 'not_found' }, { status: 404 });
    }
    throw asPageError(error);
  }
}

/**
 * Back from Stripe's page: throws where the payment leads; answers when the step was taken
 * already (or the key is not this checkout's), and the page then shows the way to sign in.
 */
async function handOffPinStep(session: AppSession, checkoutId: string, key: string): Promise<void> {
  let handed: { email: string; setupToken: string | null };
  try {
    handed = (
      await callBackend('takeCheckoutPinSetup', {
        params: { checkoutId },
        headers: { 'x-checkout-key': key },
      })
    ).data;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 409 || error.status === 403)) return;
    throw asPageError(error);
  }
  throw await afterPayment(session, handed);
}

/**
 * Where a paid checkout leads: a new learner to the PIN step (the token goes into the session, as
 * the emailed link's would), a learner choosing a plan again to sign in with their PIN. The
 * checkout's key stays in the session, so opening the checkout again here still leads to the PIN.
 */
function afterPayment(session: AppSession, paid: { email: string; setupToken: string | null }) {
  if (!paid.setupToken) {
    session.unset('renewal');
    session.flash('toast', { type: 'success', key: 'checkout:renewed' });
    return redirectWithSession(session, '/login');
  }
  session.set('pinSetup', { email: paid.email, token: paid.setupToken });
  return redirectWithSession(session, '/pin');
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const session = await getSession(request);
  const checkoutId = params.checkoutId ?? '';
  const key = checkoutKeyOf(session, checkoutId);
  const [checkout, t, language] = await Promise.all([
    checkoutOf(checkoutId, key),
    getT(request),
    getLanguage(request),
  ]);
  // Paid already (a reload, Back): the PIN step when this browser paid, else the way to sign in.
  if (checkout.status !== 'open' && session.get('pinSetup')?.email === checkout.email) throw redirect('/pin');
  if (checkout.status === 'open' && checkout.payUrl) throw redirect(checkout.payUrl);
  if (checkout.status === 'paid' && checkout.provider === 'stripe' && key) {
    await handOffPinStep(session, checkout.id, key);
  }
  const { plan, dueToday } = checkout;
  const money = (amount: number) => formatPrice(amount, dueToday.currency, language);
  const { interval, intervalCount } = plan.price;
  const periodKey = intervalCount > 1 ? `multiple.${interval}` : `single.${interval}`;
  const period = t(`account:subscription.period.${periodKey}`, { n: String(intervalCount) });
  const next = money(plan.price.unitAmount);
  return withCsrf(request, {
    pageTitle: t('pageTitle', { title: t('checkout:title') }),
    // Open in another browser: only the one that started it (it holds the key) sees the email and pays.
    state: checkout.status !== 'open' ? 'paid' : checkout.email === null ? 'elsewhere' : 'open',
    email: checkout.email ?? '',
    planName: t(`account:subscription.plans.${plan.id}`),
    dueToday: money(dueToday.unitAmount),
    nextPayment: checkout.trialDays
      ? t('checkout:afterTrial', {
          price: next,
          period,
          date: formatLongDate(Math.floor((Date.now() + checkout.trialDays * DAY_MS) / 1000), language),
        })
      : t('checkout:recurring', { price: next, period }),
  });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { formData, session } = await requireForm(request);
  const submission = parseWithZod(formData, { schema: payFormSchema });
  if (submission.status !== 'success')
    return refused(submission.reply({ hideFields: ['cardNumber', 'cvc'] }));
  const checkoutId = params.checkoutId ?? '';
  try {
    const { data: paid } = await callBackend('payCheckout', {
      params: { checkoutId },
      headers: { 'x-checkout-key': checkoutKeyOf(session, checkoutId) },
      body: submission.value,
    });
    return afterPayment(session, paid);
  } catch (error) {
    // Paid already, or started in another browser: the checkout's page says which.
    if (error instanceof ApiError && (error.code === 'CheckoutCompleted' || error.status === 403))
      return redirect(`/checkout/${checkoutId}`);
    const refusal = error instanceof ApiError ? refusals[error.code] : undefined;
    if (refusal) {
      return refused(submission.reply({ formErrors: [refusal], hideFields: ['cardNumber', 'cvc'] }), 402);
    }
    if (error instanceof ApiError && error.status === 404) throw data({ code: 'not_found' }, { status: 404 });
    console.error('Paying a checkout failed', error);
    return refused(
      submission.reply({ formErrors: ['checkout:errors.failed'], hideFields: ['cardNumber', 'cvc'] }),
      503,
    );
  }
}

export const meta = pageMeta;

export default function Checkout() {
  const { state, email, planName, dueToday, nextPayment } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation('checkout');
  const form = useForm({
    id: 'pay',
    lastResult,
    messages: {
      name: { valueMissing: 'checkout:errors.nameRequired' },
      cardNumber: {
        valueMissing: 'checkout:errors.cardNumber',
        patternMismatch: 'checkout:errors.cardNumber',
      },
      expiry: { valueMissing: 'checkout:errors.expiry', patternMismatch: 'checkout:errors.expiry' },
      cvc: { valueMissing: 'checkout:errors.cvc', patternMismatch: 'checkout:errors.cvc' },
    },
  });
  const name = form.field('name');
  const cardNumber = form.field('cardNumber');
  const expiry = form.field('expiry');
  const cvc = form.field('cvc');
  // A refused form keeps what was typed. With JavaScript the fields are never touched; without
  // it the page comes from the server, which sends back the name and the expiry date but never the
  // card number or the security code (a payment page does not write them into its HTML), and says so.
  const hydrated = useHydrated();
  const retype = Boolean(lastResult) && !hydrated;

  if (state === 'paid') {
    return (
      <section className="page page-centered checkout-page" aria-labelledby="page-title">
        <h1 id="page-title">{t('paidTitle')}</h1>
        <p className="muted">{t('paidText')}</p>
        <Link to="/login" className="button button-primary">
          {t('signIn')}
        </Link>
      </section>
    );
  }
  if (state === 'elsewhere') {
    return (
      <section className="page page-centered checkout-page" aria-labelledby="page-title">
        <h1 id="page-title">{t('elsewhereTitle')}</h1>
        <p className="muted">{t('elsewhereText')}</p>
        <Link to="/plans" className="button button-primary">
          {t('plans:choose')}
        </Link>
      </section>
    );
  }
  return (
    <section className="page checkout-page" aria-labelledby="page-title">
      <h1 id="page-title">{t('title')}</h1>
      {/* The order first on a phone; beside the card form on a wide screen. */}
      <div className="checkout-layout">
        <section className="checkout-summary" aria-labelledby="summary-title">
          <h2 id="summary-title">{t('summaryTitle')}</h2>
          <p className="checkout-plan">{planName}</p>
          <p className="checkout-due">
            <span>{t('dueToday')}</span>
            <strong>{dueToday}</strong>
          </p>
          <p className="muted">{nextPayment}</p>
          <p className="muted">{t('account', { email })}</p>
        </section>
        <p className="checkout-test-mode">{t('testMode')}</p>
        <div className="checkout-pay">
          <ErrorSummary
            fieldErrors={{
              name: name.errors,
              cardNumber: cardNumber.errors,
              expiry: expiry.errors,
              cvc: cvc.errors,
            }}
            formErrors={form.errors}
            fieldIds={{ name: name.id, cardNumber: cardNumber.id, expiry: expiry.id, cvc: cvc.id }}
          />
          <Form method="post" {...form.formProps} className="form checkout-form" aria-labelledby="card-title">
            <h2 id="card-title">{t('cardTitle')}</h2>
            <CsrfInput />
            <TextField {...name} label={t('name')} autoComplete="cc-name" required maxLength={100} />
            {retype ? <p className="field-hint checkout-retype">{t('retype')}</p> : null}
            <TextField
              {...cardNumber}
              label={t('cardNumber')}
              autoComplete="cc-number"
              inputMode="numeric"
              required
              pattern="[0-9 \-]{12,23}"
              maxLength={23}
            />
            <div className="checkout-row">
              <TextField
                {...expiry}
                label={t('expiry')}
                autoComplete="cc-exp"
                inputMode="numeric"
                required
                pattern="(0[1-9]|1[0-2])\s*/?\s*[0-9]{2}"
                maxLength={7}
                onBlur={formatExpiry}
              />
              <TextField
                {...cvc}
                label={t('cvc')}
                autoComplete="cc-csc"
                inputMode="numeric"
                required
                pattern="[0-9]{3,4}"
                maxLength={4}
              />
            </div>
            <p className="muted checkout-terms">
              <TaggedText text={t('terms')} components={{ terms: <Link to="/subscription-terms" /> }} />
            </p>
            <button type="submit" className="button button-primary">
              {t('pay', { amount: dueToday })}
            </button>
          </Form>
        </div>
      </div>
    </section>
  );
}

/** "1229" or "12 / 29" reads "12/29" once the field is left (the server takes each form too). */
function formatExpiry(event: FocusEvent<HTMLInputElement>) {
  const typed = /^\s*(0[1-9]|1[0-2])\s*\/?\s*(\d{2})\s*$/.exec(event.currentTarget.value);
  if (typed) event.currentTarget.value = `${typed[1]}/${typed[2]}`;
}
