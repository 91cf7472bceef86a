import { parseWithZod } from '@conform-to/zod/v4';
import { CANCEL_NOTICE_MS, type Subscription } from '@contract/subscriptions';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { Form, Link, useLoaderData, useLocation } from '@remix-run/react';
import { ConfirmDialog } from '~/components/ConfirmDialog';
import { CsrfInput } from '~/components/CsrfInput';
import { cancelSubscriptionFormSchema } from '~/forms/account-forms.server';
import { redirectWithToast, rethrowResponse } from '~/lib/account.server';
import {
  billingPeriodKey,
  brandName,
  currentSubscription,
  formatPrice,
  grantsAccess,
} from '~/lib/account-format';
import { ApiError } from '~/lib/api.server';
import { callAsLearner, requireLearner } from '~/lib/auth.server';
import { skipRevalidationOn } from '~/lib/confirm-step';
import { withCsrf } from '~/lib/csrf.server';
import { requireForm } from '~/lib/form.server';
import { formatDate } from '~/lib/format-date';
import { useTranslation } from '~/lib/i18n';
import { getLanguage, getTranslations } from '~/lib/i18n.server';
import { pageMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';

export const handle: RouteHandle = { backTo: '/profile', i18n: ['account'] };

export async function loader({ request }: LoaderFunctionArgs) {
  const learner = await requireLearner(request);
  const language = await getLanguage(request);
  const t = getTranslations(language).t();
  const pageTitle = t('pageTitle', { title: t('account:subscription.title') });
  try {
    const subscriptions = await callAsLearner(request, learner, 'userSubscriptions', {
      query: { email: learner.email },
    });
    const current = currentSubscription(subscriptions);
    if (!current) return data({ pageTitle, subscription: null, error: 'notFound' as const });
    // The cancel step's form needs the page's anti-forgery token.
    return withCsrf(request, { pageTitle, subscription: toView(current, language), error: null });
  } catch (error) {
    rethrowResponse(error);
    if (error instanceof ApiError && error.status === 404) {
      return data({ pageTitle, subscription: null, error: 'notFound' as const });
    }
    console.error('Subscription lookup failed', error);
    return data({ pageTitle, subscription: null, error: 'fetchFailed' as const });
  }
}

/** What the page shows, formatted on the server in the learner's language. */
function toView(subscription: Subscription, language: string) {
  const item = subscription.items.data[0];
  const price = item?.price;
  const periodEnd = item?.current_period_end ?? subscription.current_period_end;
  const card = subscription.default_payment_method;
  const cancelAt = subscription.cancel_at ?? periodEnd;
  return {
    id: subscription.id,
    plan: price?.product ?? 'other',
    price: price ? formatPrice(price.unit_amount, price.currency, language) : null,
    period: price ? billingPeriodKey(price.recurring) : null,
    periodEnd: formatDate(periodEnd, language),
    status: subscription.status,
    card: card ? { brand: brandName(card.brand), last4: card.last4 } : null,
    cancelScheduled: subscription.cancel_at_period_end,
    /** The end of access after a cancel; later than periodEnd when it came within 24 hours. */
    cancelAt: formatDate(cancelAt, language),
    renewsOnceMore: subscription.cancel_at_period_end && cancelAt > periodEnd,
    trialEnd:
      subscription.status === 'trialing' && subscription.trial_end
        ? formatDate(subscription.trial_end, language)
        : null,
    managedByStripe: subscription.metadata.provider === 'stripe',
    /** A cancel now comes less than 24 hours before the period ends: it renews once more. */
    cancelIsLate: periodEnd * 1000 - Date.now() < CANCEL_NOTICE_MS,
    live: grantsAccess(subscription, Math.floor(Date.now() / 1000)),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const { formData } = await requireForm(request);
  const learner = await requireLearner(request);
  const submission = parseWithZod(formData, { schema: cancelSubscriptionFormSchema });
  if (submission.status !== 'success') {
    return redirectWithToast(request, '/subscription', {
      type: 'error',
      key: 'account:subscription.errors.missingId',
    });
  }
  const params = { id: submission.value.subscriptionId };
  if (submission.value.intent === 'manage-payment') {
    try {
      // Stripe's Customer Portal, for the caller's own plan; it sends the learner back here.
      const { data: portal } = await callAsLearner(request, learner, 'paymentPortal', { params });
      return redirect(portal.url);
    } catch (error) {
      rethrowResponse(error);
      console.error('Opening the payment portal failed', error);
      return redirectWithToast(request, '/subscription', {
        type: 'error',
        key: 'account:subscription.errors.portalFailed',
      });
    }
  }
  try {
    // The backend cancels only the caller's own subscriptions.
    await callAsLearner(request, learner, 'cancelSubscription', { params });
  } catch (error) {
    rethrowResponse(error);
    console.error('Cancelling a subscription failed', error);
    return redirectWithToast(request, '/subscription', {
      type: 'error',
      key: 'account:subscription.errors.cancelFailed',
    });
  }
  return redirectWithToast(request, '/subscription', {
    type: 'success',
    key: 'account:subscription.canceled',
  });
}

export const meta = pageMeta;
export const shouldRevalidate = skipRevalidationOn(['menu', 'confirm']);

export default function SubscriptionPage() {
  const { subscription, error } = useLoaderData<typeof loader>();
  const { t } = useTranslation('account');
  const location = useLocation();
  const confirming = new URLSearchParams(location.search).get('confirm') === 'cancel';

  return (
    <section className="page account-page" aria-labelledby="page-title">
      <h1 id="page-title">{t('subscription.title')}</h1>
      {error === 'fetchFailed' ? (
        <div className="account-notice account-notice-error" role="alert">
          <p>{t('subscription.errors.fetchFailed')}</p>
          <a href="/subscription" className="button button-primary">
            {t('subscription.retry')}
          </a>
        </div>
      ) : null}
      {error === 'notFound' ? (
        <div className="account-notice">
          <p>{t('subscription.errors.notFound')}</p>
          <Link to="/plans" className="button button-primary">
            {t('subscription.seePlans')}
          </Link>
        </div>
      ) : null}
      {subscription ? (
        <>
          {confirming && subscription.live && !subscription.cancelScheduled ? (
            <ConfirmDialog
              id="cancel-subscription"
              title={t('subscription.confirm.title')}
              closeHref="/subscription"
              keepLabel={t('subscription.confirm.keep')}
            >
              <p>
                {t(
                  subscription.cancelIsLate ? 'subscription.confirm.lateText' : 'subscription.confirm.text',
                  {
                    date: subscription.periodEnd,
                  },
                )}
              </p>
              <Form method="post" action="/subscription" className="confirm-dialog-form">
                <CsrfInput />
                <input type="hidden" name="subscriptionId" value={subscription.id} />
                <button type="submit" className="button button-danger">
                  {t('subscription.confirm.confirm')}
                </button>
              </Form>
            </ConfirmDialog>
          ) : null}
          <div className="account-card">
            <h2 className="account-card-title">{t('subscription.details')}</h2>
            <dl className="details-list">
              <div>
                <dt>{t('subscription.plan')}</dt>
                <dd>{t(`subscription.plans.${subscription.plan}`, t('subscription.plans.other'))}</dd>
              </div>
              {subscription.price ? (
                <div>
                  <dt>{t('subscription.price')}</dt>
                  <dd className="account-tabular">{subscription.price}</dd>
                </div>
              ) : null}
              {subscription.period ? (
                <div>
                  <dt>{t('subscription.billingPeriod')}</dt>
                  <dd>{t(subscription.period.key, subscription.period.values)}</dd>
                </div>
              ) : null}
              <div>
                <dt>{t('subscription.status')}</dt>
                <dd>{t(`subscription.statuses.${subscription.status}`)}</dd>
              </div>
              {subscription.trialEnd ? (
                <div>
                  <dt>{t('subscription.trialEnds')}</dt>
                  <dd className="account-tabular">{subscription.trialEnd}</dd>
                </div>
              ) : null}
              {subscription.live && (!subscription.cancelScheduled || subscription.renewsOnceMore) ? (
                <div>
                  <dt>{t('subscription.nextPayment')}</dt>
                  <dd className="account-tabular">{subscription.periodEnd}</dd>
                </div>
              ) : null}
              {subscription.live && subscription.cancelScheduled ? (
                <div>
                  <dt>{t('subscription.accessUntil')}</dt>
                  <dd className="account-tabular">{subscription.cancelAt}</dd>
                </div>
              ) : null}
              <div>
                <dt>{t('subscription.paymentMethod')}</dt>
                <dd>
                  {subscription.card
                    ? t('subscription.card', subscription.card)
                    : t('subscription.noPaymentMethod')}
                </dd>
              </div>
            </dl>
          </div>
          {subscription.live && subscription.cancelScheduled ? (
            <p className="account-notice">
              {subscription.renewsOnceMore
                ? t('subscription.renewsOnceMore', {
                    date: subscription.periodEnd,
                    end: subscription.cancelAt,
                  })
                : t('subscription.accessContinues', { date: subscription.cancelAt })}
            </p>
          ) : null}
          {subscription.live && !subscription.cancelScheduled ? (
            <p className="muted">{t('subscription.renewalNote', { date: subscription.periodEnd })}</p>
          ) : null}
          {subscription.managedByStripe && subscription.live ? (
            <Form method="post" action="/subscription" className="subscription-manage">
              <CsrfInput />
              <input type="hidden" name="intent" value="manage-payment" />
              <input type="hidden" name="subscriptionId" value={subscription.id} />
              <button type="submit" className="button button-secondary">
                {t('subscription.managePayment')}
              </button>
              <p className="muted">{t('subscription.managePaymentNote')}</p>
            </Form>
          ) : null}
          {subscription.live ? (
            subscription.cancelScheduled ? (
              <button type="button" className="button button-secondary" disabled>
                {t('subscription.cancellationScheduled')}
              </button>
            ) : (
              // A GET form, so the confirm step is an address: it works without JavaScript.
              <Form method="get" action="/subscription" preventScrollReset>
                <input type="hidden" name="confirm" value="cancel" />
                <button type="submit" className="button button-danger-outline">
                  {t('subscription.cancel')}
                </button>
              </Form>
            )
          ) : (
            <Link to="/plans" className="button button-primary">
              {t('subscription.seePlans')}
            </Link>
          )}
        </>
      ) : null}
    </section>
  );
}
