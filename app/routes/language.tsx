import { getCollectionProps, getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { CsrfInput } from '~/components/CsrfInput';
import { ErrorSummary } from '~/components/ErrorSummary';
import { languageFormSchema } from '~/forms/account-forms';
import { rethrowResponse } from '~/lib/account.server';
import { asPageError, callBackend } from '~/lib/api.server';
import { callAsLearner, requireLearner } from '~/lib/auth.server';
import { requireForm } from '~/lib/form.server';
import { refused } from '~/lib/form-reply.server';
import { getI18n, getLanguage, languageCookie } from '~/lib/i18n.server';
import { resources } from '~/lib/locale-resources.server';
import { skipRevalidationOnMenu } from '~/lib/menu-link';
import { pageMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';
import { sessionStorage } from '~/lib/session.server';

export const handle: RouteHandle = { backTo: '/profile' };

export async function loader({ request }: LoaderFunctionArgs) {
  await requireLearner(request);
  const current = await getLanguage(request);
  const { t } = getI18n(current);
  const locales = await callBackend('locales', {}).catch((error: unknown) => {
    throw asPageError(error);
  });
  return data({
    pageTitle: t('pageTitle', { title: t('account:language.title') }),
    current,
    // Only languages the interface has dictionaries for: picking another would show English.
    languages: locales
      .filter((locale) => resources[locale.code]?.common)
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
  const [form, fields] = useForm({
    id: 'language',
    lastResult,
    defaultValue: { language: current },
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onSubmit',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: languageFormSchema }),
  });
  const radios = getCollectionProps(fields.language, {
    type: 'radio',
    options: languages.map((language) => language.code),
    ariaAttributes: false,
  });

  return (
    <section className="page account-page" aria-labelledby="page-title">
      <h1 id="page-title">{t('language.title')}</h1>
      <p className="muted">{t('language.intro')}</p>
      <ErrorSummary
        fieldErrors={{ language: fields.language.errors }}
        formErrors={form.errors}
        fieldIds={{ language: radios[0]?.id ?? fields.language.id }}
      />
      {/* A full page load after saving: the browser then loads the new language's dictionaries. */}
      <Form method="post" reloadDocument {...getFormProps(form)} noValidate className="form">
        <CsrfInput />
        <fieldset
          className={`field${fields.language.errors?.length ? ' field-invalid' : ''}`}
          aria-describedby={fields.language.errors?.length ? `${fields.language.id}-error` : undefined}
        >
          <legend className="field-label">{t('language.legend')}</legend>
          <div className="choice-list">
            {radios.map(({ key, ...radio }, index) => (
              <label key={key ?? radio.value} htmlFor={radio.id} className="choice">
                <input {...radio} />
                <span lang={radio.value}>{languages[index]?.name}</span>
              </label>
            ))}
          </div>
          {fields.language.errors?.length ? (
            <p id={`${fields.language.id}-error`} className="field-error">
              {fields.language.errors.map((key) => t(key)).join(' ')}
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
