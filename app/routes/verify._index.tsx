import { data, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { TextField } from '~/components/TextField';
import { certificateNumberOf } from '~/forms/certificate-forms.server';
import { useTranslation } from '~/lib/i18n';
import { getT } from '~/lib/i18n.server';
import { pageMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';

export const handle: RouteHandle = { backTo: '/', i18n: ['certificates'] };

// Where an employer types a number read off a printed certificate. A GET form: the answer is the
// certificate's own page, whose address can be shared.
export async function loader({ request }: LoaderFunctionArgs) {
  const t = await getT(request);
  const typed = new URL(request.url).searchParams.get('number');
  const pageTitle = t('pageTitle', { title: t('certificates:verify.title') });
  const pageDescription = t('pages:description.verify');
  if (typed === null) return { pageTitle, pageDescription, typed: '', invalid: false };
  const number = certificateNumberOf(typed);
  if (number) throw redirect(`/verify/${encodeURIComponent(number)}`);
  return data({ pageTitle, pageDescription, typed: typed.slice(0, 40), invalid: true }, { status: 400 });
}

export const meta = pageMeta;

export default function VerifyLookup() {
  const { typed, invalid } = useLoaderData<typeof loader>();
  const { t } = useTranslation('certificates');
  return (
    <section className="page verify-page" aria-labelledby="page-title">
      <div className="verify-card">
        <h1 id="page-title">{t('verify.title')}</h1>
        <p className="muted">{t('verify.lookupIntro')}</p>
        <Form method="get" className="form">
          <TextField
            id="number"
            name="number"
            label={t('verify.number')}
            hint={t('verify.lookupHint')}
            defaultValue={typed}
            errors={invalid ? ['certificates:errors.numberInvalid'] : undefined}
            required
            maxLength={40}
            autoCapitalize="characters"
            spellCheck={false}
          />
          <button type="submit" className="button button-primary">
            {t('verify.lookupSubmit')}
          </button>
        </Form>
      </div>
    </section>
  );
}
