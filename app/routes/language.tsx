import { parseWithZod } from '@conform-to/zod/v4';
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { CsrfInput } from '~/components/CsrfInput';
import { ErrorSummary } from '~/components/ErrorSummary';
import { languageFormSchema } from '~/forms/account-forms.server';
import { rethrowResponse } from '~/lib/account.server';
import { asPageError, callBackend } from '~/lib/api.server';
import { callAsLearner, requireLearner } from '~/lib/auth.server';
import { withCsrf } from '~/lib/csrf.server';
import { requireForm } from '~/lib/form.server';
import { refused } from '~/lib/form-reply.server';
import { useTranslation } from '~/lib/i18n';
import { getLanguage, getTranslations, languageCookie, writtenLanguages } from '~/lib/i18n.server';
import { skipRevalidationOnMenu } from '~/lib/menu-link';
import { pageMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';
import { sessionStorage } from '~/lib/session.server';
import { useForm } from '~/lib/use-form';

export const handle: RouteHandle = { backTo: '/profile', i18n: ['account'] };

export async function loader({ request }: LoaderFunctionArgs) {
  await requireLearner(request);
  const current = await getLanguage(request);
  const t = getTranslations(current).t();
  const locales = await callBackend('locales', {}).catch((error: unknown) => {
    throw asPageError(error);
  });
  return withCsrf(request, {
    pageTitle: t('pageTitle', { title: t('account:language.title') }),
    current,
    // Only languages the interface has dictionaries for: picking another would show English.
    languages: locales
      .filter((locale) => writtenLanguages.includes(locale.code))
      .map(({ code, name }) => ({ code, name })),
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const { session, formData } = await requireForm(request);
  const learner = await requireLearner(request);
  const submission = parseWithZod(formData, { schema: languageFormSchema });
  if (submission.status !== 'success') return refused(submission.reply());
  let language: string;
  try {
    const result = await callAsLearner(request, learner, 'updateLanguage', {
      body: { language: submission.value.language },
    });
    language = result.lang;
  } catch (error) {
    rethrowResponse(error);
    console.error('Updating the language failed', error);
    return refused(submission.reply({ formErrors: ['account:language.errors.failed'] }), 502);
  }
  // The session's language wins over the cookie while signed in; the cookie keeps it after sign-out.
  // The toast is translated on the next page, so it reads in the new language.
  session.set('auth', { ...learner, language });
  session.flash('toast', { type: 'success', key: 'account:language.updated' });
  const headers = new Headers();
  headers.append('Set-Cookie', await sessionStorage.commitSession(session));
  headers.append('Set-Cookie', await languageCookie.serialize(language));
  return redirect('/profile', { headers });
}

export const meta = pageMeta;
export const shouldRevalidate = skipRevalidationOnMenu;

export default function LanguagePage() {
  const { current, languages } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation('account');
  // One language is always chosen: the server's check is the only one needed.
  const form = useForm({ id: 'language', lastResult, defaultValue: { language: current } });
  const choice = form.field('language');
  const errorId = `${choice.id}-error`;

  return (
    <section className="page account-page" aria-labelledby="page-title">
      <h1 id="page-title">{t('language.title')}</h1>
      <p className="muted">{t('language.intro')}</p>
      <ErrorSummary
        fieldErrors={{ language: choice.errors }}
        formErrors={form.errors}
        fieldIds={{ language: `${choice.id}-${languages[0]?.code ?? ''}` }}
      />
      {/* A full page load after saving: the browser then loads the new language's dictionaries. */}
      <Form method="post" reloadDocument {...form.formProps} className="form">
        <CsrfInput />
        <fieldset
          className={`field${choice.errors?.length ? ' field-invalid' : ''}`}
          aria-describedby={choice.errors?.length ? errorId : undefined}
        >
          <legend className="field-label">{t('language.legend')}</legend>
          <div className="choice-list">
            {languages.map(({ code, name }) => (
              <label key={code} htmlFor={`${choice.id}-${code}`} className="choice">
                <input
                  type="radio"
                  id={`${choice.id}-${code}`}
                  name={choice.name}
                  value={code}
                  defaultChecked={choice.defaultValue === code}
                />
                <span lang={code}>{name}</span>
              </label>
            ))}
          </div>
          {choice.errors?.length ? (
            <p id={errorId} className="field-error">
              {choice.errors.map((key) => t(key)).join(' ')}
            </p>
          ) : null}
        </fieldset>
        <button type="submit" className="button button-primary">
          {t('language.submit')}
        </button>
      </Form>
    </section>
  );
}
