import { subscriptionProductId } from '@contract/plans';
import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { TaggedText } from '~/components/TaggedText';
import { billingPeriodKey, formatPrice } from '~/lib/account-format';
import { ApiError, asPageError, callBackend } from '~/lib/api.server';
import { useTranslation } from '~/lib/i18n';
import { getLanguage, getT } from '~/lib/i18n.server';
import { pageMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';
import { getSession, sessionStorage } from '~/lib/session.server';

// The plans and their prices (content/plans.json through the backend), after the quiz and for
// anyone whose subscription lapsed. Prices are worded on the server in the reader's language.
export const handle: RouteHandle = { i18n: ['plans'], hideBottomNav: true };

/** How long the plan is held for the visitor, counted from their first view (kept in the session). */
const reservedMs = 10 * 60_000;

const benefits = ['guides', 'lessons', 'boosters', 'projects', 'progress', 'assistant'] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const productId = new URL(request.url).searchParams.get('productId') ?? subscriptionProductId;
  const [t, language, session] = await Promise.all([
    getT(request),
    getLanguage(request),
    getSession(request),
  ]);
  const pageTitle = t('pageTitle', { title: t('plans:title') });
  if (!productId)
    return data({ pageTitle, plans: null, error: 'noProduct' as const, reservedUntil: null }, 400);
  let plans: Awaited<ReturnType<typeof loadPlans>>;
  try {
    plans = await loadPlans(productId);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'NoPlans') {
      return data({ pageTitle, plans: null, error: 'noPlans' as const, reservedUntil: null }, 404);
    }
    if (error instanceof ApiError) throw asPageError(error);
    console.error('Loading the plans failed', error);
    return data({ pageTitle, plans: null, error: 'loadFailed' as const, reservedUntil: null }, 503);
  }
  const money = (amount: number, currency: string) => formatPrice(amount, currency, language);
  const views = plans.map((plan) => {
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
  // The plan stays reserved for ten minutes from the first view, across reloads.
  let reservedUntil = session.get('plansReservedUntil');
  const headers = new Headers();
  if (!reservedUntil) {
    reservedUntil = Date.now() + reservedMs;
    session.set('plansReservedUntil', reservedUntil);
    headers.set('Set-Cookie', await sessionStorage.commitSession(session));
  }
  return data({ pageTitle, plans: views, error: null, reservedUntil }, { headers });
}

async function loadPlans(productId: string) {
  const { data: prices } = await callBackend('prices', { params: { productId } });
  return prices.plans;
}

export const meta = pageMeta;

export default function Plans() {
  const { plans, error, reservedUntil } = useLoaderData<typeof loader>();
  const { t } = useTranslation('plans');
  return (
    <section className="page plans-page" aria-labelledby="page-title">
      <h1 id="page-title">{t('title')}</h1>
      {plans ? (
        <>
          <p className="muted">{t('intro')}</p>
          {reservedUntil ? <Reserved until={reservedUntil} /> : null}
          <ul className="plan-cards" aria-label={t('choose')}>
            {plans.map((plan) => (
              <li key={plan.id} className={`plan-card${plan.mostPopular ? ' plan-card-popular' : ''}`}>
                <h2 className="plan-name">
                  {plan.name}
                  {plan.mostPopular ? <span className="badge badge-accent">{t('mostPopular')}</span> : null}
                </h2>
                <p className="plan-price">{plan.headline}</p>
                {plan.afterTrial ? <p className="plan-then">{plan.afterTrial}</p> : null}
                <p className="plan-summary muted">{plan.summary}</p>
              </li>
            ))}
          </ul>
          <p className="plans-terms muted">
            <TaggedText
              text={t('summary.cancel')}
              components={{ terms: <Link to="/subscription-terms" /> }}
            />
          </p>
          <section className="plans-benefits" aria-labelledby="benefits-title">
            <h2 id="benefits-title">{t('benefitsTitle')}</h2>
            <ul>
              {benefits.map((benefit) => (
                <li key={benefit}>{t(`benefits.${benefit}`)}</li>
              ))}
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

/** The reservation's countdown: a plain sentence without JavaScript, minutes and seconds with it. */
function Reserved({ until }: { until: number }) {
  const { t } = useTranslation('plans');
  const [left, setLeft] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => setLeft(Math.max(0, until - Date.now()));
    tick();
    const timer = setInterval(tick, 1_000);
    return () => clearInterval(timer);
  }, [until]);
  if (left === null) return <p className="plans-reserved">{t('reservedStatic')}</p>;
  if (left === 0) return <p className="plans-reserved">{t('reservedOver')}</p>;
  const seconds = Math.ceil(left / 1000);
  const time = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  return (
    <p className="plans-reserved">
      {/* Read out once, not every second. */}
      <span aria-hidden="true">{t('reserved', { time })}</span>
      <span className="visually-hidden">{t('reservedStatic')}</span>
    </p>
  );
}
