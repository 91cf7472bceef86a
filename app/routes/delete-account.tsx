import { parseWithZod } from '@conform-to/zod/v4';
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigate } from '@remix-run/react';
import { ConfirmDialog } from '~/components/ConfirmDialog';
import { CsrfInput } from '~/components/CsrfInput';
import { ErrorSummary } from '~/components/ErrorSummary';
import { TextField } from '~/components/TextField';
import { checkConfirmationWord, deleteAccountMessages, matchesConfirmationWord } from '~/forms/account-forms';
import { deleteAccountSchema } from '~/forms/account-forms.server';
import { redirectWithToast, rethrowResponse } from '~/lib/account.server';
import { callAsLearner, requireLearner, signOutTo } from '~/lib/auth.server';
import { withCsrf } from '~/lib/csrf.server';
import { requireForm } from '~/lib/form.server';
import { refused } from '~/lib/form-reply.server';
import { useTranslation } from '~/lib/i18n';
import { getT } from '~/lib/i18n.server';
import { skipRevalidationOnMenu } from '~/lib/menu-link';
import { pageMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';
import { useForm } from '~/lib/use-form';

export const handle: RouteHandle = { backTo: '/profile', i18n: ['account'] };

// Two steps: type the language's word, then confirm. The typed word travels in the address between
// them (`?confirmation=`), so both steps work without JavaScript; the final post checks it again.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireLearner(request);
  const t = await getT(request);
  const word = t('account:deleteAccount.word');
  const typed = new URL(request.url).searchParams.get('confirmation') ?? '';
  return withCsrf(request, {
    pageTitle: t('pageTitle', { title: t('account:deleteAccount.title') }),
    word,
    typed,
    confirming: matchesConfirmationWord(typed, word),
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const { formData } = await requireForm(request);
  const learner = await requireLearner(request);
  const t = await getT(request);
  const submission = parseWithZod(formData, {
    schema: deleteAccountSchema(t('account:deleteAccount.word')),
  });
  if (submission.status !== 'success') return refused(submission.reply());
  const { intent, confirmation } = submission.value;
  if (intent === 'check') {
    return redirect(`/delete-account?${new URLSearchParams({ confirmation: confirmation.trim() })}`);
  }
  try {
    await callAsLearner(request, learner, 'deleteAccount', {});
  } catch (error) {
    rethrowResponse(error);
    console.error('Deleting an account failed', error);
    return redirectWithToast(request, '/delete-account', {
      type: 'error',
      key: 'account:deleteAccount.errors.failed',
    });
  }
  // The backend has ended the account's tokens; the web session goes too.
  return signOutTo(request, '/login', { type: 'success', key: 'account:deleteAccount.deleted' });
}

export const meta = pageMeta;
export const shouldRevalidate = skipRevalidationOnMenu;

export default function DeleteAccount() {
  const { word, typed, confirming } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const form = useForm({
    id: 'delete-account',
    lastResult,
    defaultValue: { confirmation: typed },
    messages: deleteAccountMessages,
    check: checkConfirmationWord(word),
    onValid(event, element) {
      // With JavaScript the first step opens the confirm dialog without a round trip.
      event.preventDefault();
      const typedWord = String(new FormData(element).get('confirmation') ?? '').trim();
      navigate(`/delete-account?${new URLSearchParams({ confirmation: typedWord })}`, {
        preventScrollReset: true,
      });
    },
  });
  const confirmation = form.field('confirmation');

  return (
    <section className="page account-page" aria-labelledby="page-title">
      <h1 id="page-title">{t('deleteAccount.title')}</h1>
      {confirming ? (
        <ConfirmDialog
          id="delete-confirm"
          title={t('deleteAccount.confirm.title')}
          closeHref="/delete-account"
          keepLabel={t('deleteAccount.confirm.keep')}
        >
          <p>{t('deleteAccount.confirm.text')}</p>
          <Form method="post" action="/delete-account" className="confirm-dialog-form">
            <CsrfInput />
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="confirmation" value={typed} />
            <button type="submit" className="button button-danger">
              {t('deleteAccount.confirm.confirm')}
            </button>
          </Form>
        </ConfirmDialog>
      ) : null}
      <p>{t('deleteAccount.intro')}</p>
      <p className="account-notice">{t('deleteAccount.grace')}</p>
      <ErrorSummary
        fieldErrors={{ confirmation: confirmation.errors }}
        formErrors={form.errors}
        fieldIds={{ confirmation: confirmation.id }}
      />
      <Form method="post" action="/delete-account" {...form.formProps} className="form">
        <CsrfInput />
        <input type="hidden" name="intent" value="check" />
        <TextField
          {...confirmation}
          type="text"
          required
          label={t('deleteAccount.confirmation', { word })}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
        <button type="submit" className="button button-danger">
          {t('deleteAccount.continue')}
        </button>
      </Form>
    </section>
  );
}
