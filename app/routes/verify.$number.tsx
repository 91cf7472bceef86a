import type { VerifiedCertificate } from '@contract/certificates';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { useMemo } from 'react';
import { CsrfInput } from '~/components/CsrfInput';
import { MedalIcon } from '~/components/icons';
import { TextAreaField } from '~/components/TextField';
import { credentialMaxLength, credentialMessages } from '~/forms/certificate-forms';
import { certificateNumberOf, credentialCheckSchema } from '~/forms/certificate-forms.server';
import { ApiError, callBackend } from '~/lib/api.server';
import { withCsrf } from '~/lib/csrf.server';
import { requireForm } from '~/lib/form.server';
import { formatDate } from '~/lib/format-date';
import { useTranslation } from '~/lib/i18n';
import { getT } from '~/lib/i18n.server';
import { linkedInAddToProfileUrl } from '~/lib/linkedin';
import { pageMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';
import { useForm } from '~/lib/use-form';

export const handle: RouteHandle = { backTo: '/', i18n: ['certificates'] };

// The public page a certificate's QR code and link lead to: anyone can confirm it without signing in.
// It shows the name the learner chose, the guide and the date, never the email. Numbers are random
// and the backend limits how often one visitor may ask, so certificates cannot be listed by guessing.

type Lookup =
  | { state: 'valid'; certificate: VerifiedCertificate }
  | { state: 'notFound' | 'tooMany' | 'failed' };

const statusOf = { valid: 200, notFound: 404, tooMany: 429, failed: 503 } as const;

async function lookUp(number: string | undefined): Promise<Lookup> {
  const parsed = certificateNumberOf(number);
  if (!parsed) return { state: 'notFound' };
  try {
    const { data } = await callBackend('verifyCertificate', { params: { number: parsed } });
    return { state: 'valid', certificate: data };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400))
      return { state: 'notFound' };
    if (error instanceof ApiError && error.status === 429) return { state: 'tooMany' };
    // The backend down, late or answering out of contract: the page says so instead of failing.
    console.error('Checking a certificate failed', error);
    return { state: 'failed' };
  }
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const t = await getT(request);
  const lookup = await lookUp(params.number);
  const title =
    lookup.state === 'valid' ? t('certificates:verify.validTitle') : t('certificates:verify.title');
  return withCsrf(
    request,
    {
      pageTitle: t('pageTitle', { title }),
      number: (params.number ?? '').slice(0, 40),
      lookup,
      organization: t('certificates:linkedInOrganization'),
    },
    {
      status: statusOf[lookup.state],
      headers: lookup.state === 'tooMany' ? { 'Retry-After': '60' } : undefined,
    },
  );
}

type CheckResult =
  | { outcome: 'valid'; certificate: VerifiedCertificate }
  | { outcome: 'invalid'; reason: string }
  | { outcome: 'error'; key: string };

export async function action({ request }: ActionFunctionArgs) {
  const { formData } = await requireForm(request);
  const parsed = credentialCheckSchema.safeParse({ credential: formData.get('credential') ?? undefined });
  if (!parsed.success) {
    return Response.json(
      {
        outcome: 'error',
        key: parsed.error.issues[0]?.message ?? 'certificates:errors.credentialRequired',
      } satisfies CheckResult,
      {
        status: 400,
      },
    );
  }
  try {
    const answer = await callBackend('verifyCredential', { body: { credential: parsed.data.credential } });
    const result: CheckResult =
      answer.valid && answer.certificate
        ? { outcome: 'valid', certificate: answer.certificate }
        : { outcome: 'invalid', reason: answer.reason ?? 'malformed' };
    return Response.json(result);
  } catch (error) {
    // A key named twice: the credential could be read two ways, so it is not one we can vouch for.
    if (error instanceof ApiError && error.code === 'DuplicateKey')
      return Response.json({ outcome: 'invalid', reason: 'duplicate_key' } satisfies CheckResult);
    const key =
      error instanceof ApiError && error.status === 429
        ? 'certificates:verify.tooMany'
        : 'certificates:verify.failed';
    if (!(error instanceof ApiError && error.status === 429))
      console.error('Checking a credential failed', error);
    return Response.json({ outcome: 'error', key } satisfies CheckResult, { status: 502 });
  }
}

export const meta = pageMeta;

export default function VerifyCertificate() {
  const { lookup, number, organization } = useLoaderData<typeof loader>();
  const { t } = useTranslation('certificates');

  return (
    <section className="page verify-page" aria-labelledby="page-title">
      {lookup.state === 'valid' ? (
        <ValidCertificate certificate={lookup.certificate} organization={organization} />
      ) : (
        <div className="verify-card verify-card-missing">
          <h1 id="page-title">
            {lookup.state === 'notFound' ? t('verify.notFoundTitle') : t('verify.title')}
          </h1>
          <p role="alert">
            {lookup.state === 'notFound'
              ? t('verify.notFound', { number })
              : lookup.state === 'tooMany'
                ? t('verify.tooMany')
                : t('verify.failed')}
          </p>
          <a href="/verify" className="text-link">
            {t('verify.lookupAnother')}
          </a>
        </div>
      )}
      <CredentialCheck />
    </section>
  );
}

function ValidCertificate({
  certificate,
  organization,
}: {
  certificate: VerifiedCertificate;
  organization: string;
}) {
  const { t, i18n } = useTranslation('certificates');
  const linkedIn = linkedInAddToProfileUrl({
    name: certificate.course.title,
    organizationName: organization,
    issuedAt: certificate.publishedAt,
    certificateNumber: certificate.certificateNumber,
    certificateUrl: certificate.certificateUrl,
  });
  return (
    <article className="verify-card" aria-labelledby="page-title">
      <p className="verify-badge">
        <MedalIcon />
        <span>{t('verify.validTitle')}</span>
      </p>
      <h1 id="page-title" className="visually-hidden">
        {t('verify.validTitle')}
      </h1>
      <p className="verify-lead">{t('verify.validLead')}</p>
      <p className="verify-name">{certificate.name}</p>
      <p className="verify-lead">{t('verify.completed')}</p>
      {/* A certificate names the guide as it was written, in English. */}
      <p className="verify-guide" lang={i18n.language === 'en' ? undefined : 'en'}>
        {certificate.course.title}
      </p>
      <dl className="details-list verify-details">
        <div>
          <dt>{t('verify.issuedOn')}</dt>
          <dd>{formatDate(certificate.publishedAt, i18n.language)}</dd>
        </div>
        <div>
          <dt>{t('verify.number')}</dt>
          <dd className="certificate-number">{certificate.certificateNumber}</dd>
        </div>
        <div>
          <dt>{t('verify.signature')}</dt>
          <dd className={certificate.credentialVerified ? 'verify-ok' : undefined}>
            {certificate.credentialVerified ? t('verify.signatureValid') : t('verify.signatureInvalid')}
          </dd>
        </div>
      </dl>
      <div className="verify-actions">
        <a
          href={linkedIn}
          className="button button-primary"
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('verify.linkedInLabel')}
        >
          {t('verify.linkedIn')}
        </a>
        <a
          href={`/verify/${encodeURIComponent(certificate.certificateNumber)}/credential`}
          className="text-link"
        >
          {t('verify.credential')}
        </a>
      </div>
      <p className="muted verify-privacy">{t('verify.privacy')}</p>
    </article>
  );
}

function CredentialCheck() {
  const { t } = useTranslation('certificates');
  const result = useActionData<CheckResult>();
  // The server's refusal as the form hook reads it, so its message shows where the browser's would.
  const lastResult = useMemo(
    () =>
      result?.outcome === 'error'
        ? { status: 'error' as const, error: { credential: [result.key] } }
        : undefined,
    [result],
  );
  const form = useForm({ id: 'credential-check', lastResult, messages: credentialMessages });
  const field = form.field('credential');
  return (
    <section className="verify-check" aria-labelledby="check-title">
      <h2 id="check-title">{t('verify.checkTitle')}</h2>
      <p className="muted">{t('verify.checkIntro')}</p>
      {result?.outcome === 'valid' ? (
        <p className="verify-result verify-result-valid" role="status">
          {t('verify.checkValid', {
            name: result.certificate.name,
            guide: result.certificate.course.title,
            number: result.certificate.certificateNumber,
          })}
        </p>
      ) : result?.outcome === 'invalid' ? (
        <p className="verify-result verify-result-invalid" role="alert">
          {t(`verify.checkInvalid.${result.reason}`)}
        </p>
      ) : null}
      <Form method="post" {...form.formProps} className="form" preventScrollReset>
        <CsrfInput />
        <TextAreaField
          {...field}
          label={t('verify.checkLabel')}
          rows={5}
          required
          maxLength={credentialMaxLength}
          spellCheck={false}
        />
        <button type="submit" className="button button-secondary">
          {t('verify.checkSubmit')}
        </button>
      </Form>
    </section>
  );
}
