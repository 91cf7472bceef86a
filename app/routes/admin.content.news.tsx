import type { OperationOutput } from '@contract/operations';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { z } from 'zod';
import { AdminFormMessage } from '~/components/admin/AdminField';
import { ScrollTable } from '~/components/admin/ScrollTable';
import { CsrfInput } from '~/components/CsrfInput';
import { type AdminFormReply, readAdminForm, refusedByStaffApi } from '~/lib/admin/admin-form.server';
import { staffDateTime } from '~/lib/admin/admin-format';
import { callAsStaff, requireStaff } from '~/lib/admin/staff-session.server';

const CONTENT = ['content'] as const;
const importForm = z.object({});

type Imported = { imported: OperationOutput<'staffContentImportNews'> };

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaff(request, CONTENT);
  const feeds = await callAsStaff(request, staff, 'staffContentNewsFeeds', {});
  return { feeds };
}

export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireStaff(request, CONTENT);
  const form = await readAdminForm(request, importForm);
  if (!form.ok) return form.reply;
  try {
    const imported = await callAsStaff(request, staff, 'staffContentImportNews', {});
    return { imported } satisfies Imported;
  } catch (error) {
    return refusedByStaffApi(error, form.formData);
  }
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function ImportResult({ imported }: Imported) {
  if ('skipped' in imported)
    return (
      <AdminFormMessage notice="Another backend is importing the news right now: its run brings the feeds up to date." />
    );
  return (
    <div className="admin-message admin-message-success" role="status">
      <p>
        Imported from {plural(imported.feeds, 'feed')}: {imported.inserted} new, {imported.updated} updated,{' '}
        {imported.pruned} old removed.
      </p>
      {imported.failed.length > 0 ? (
        <>
          <p>{plural(imported.failed.length, 'feed')} failed:</p>
          <ul className="content-problems">
            {imported.failed.map((failure) => (
              <li key={failure.url}>
                <code>{failure.url}</code>: {failure.error}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

export default function ContentNews() {
  const { feeds } = useLoaderData<typeof loader>();
  const answer = useActionData<AdminFormReply | Imported>();
  const sending = useNavigation().state === 'submitting';
  return (
    <section className="admin-page" aria-labelledby="page-title">
      <nav aria-label="Breadcrumb" className="admin-crumbs">
        <Link to="/admin/content">Content</Link> › <span aria-current="page">News feeds</span>
      </nav>
      <h1 id="page-title">News feeds</h1>
      <p className="muted">
        The feeds the AI news is imported from, and how each fared. The import runs on its schedule; run it
        now when a feed was fixed or news is late.
      </p>
      {feeds.length === 0 ? (
        <p className="admin-empty">No feed is configured (NEWS_FEEDS) and none was imported before.</p>
      ) : (
        <ScrollTable caption="News feeds" className="content-feeds">
          <thead>
            <tr>
              <th scope="col">URL</th>
              <th scope="col">Configured</th>
              <th scope="col">Last success</th>
              <th scope="col">Last failure</th>
              <th scope="col">Last error</th>
              <th scope="col">Failures in a row</th>
            </tr>
          </thead>
          <tbody>
            {feeds.map((feed) => (
              <tr key={feed.url}>
                <th scope="row" className="content-feed-url">
                  {feed.url}
                </th>
                <td>{feed.configured ? 'Yes' : 'No (no longer in NEWS_FEEDS)'}</td>
                <td>{feed.lastSuccessAt ? staffDateTime(feed.lastSuccessAt) : 'Never'}</td>
                <td>{feed.lastFailureAt ? staffDateTime(feed.lastFailureAt) : '—'}</td>
                <td className="admin-state">{feed.lastError ?? '—'}</td>
                <td>
                  {feed.consecutiveFailures > 0 ? (
                    <span className="admin-badge admin-badge-danger">{feed.consecutiveFailures}</span>
                  ) : (
                    0
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
      <section className="admin-section content-import-section" aria-labelledby="import-title">
        <h2 id="import-title">Import now</h2>
        {answer && 'imported' in answer ? <ImportResult imported={answer.imported} /> : null}
        {answer && 'formErrors' in answer ? <AdminFormMessage errors={answer.formErrors} /> : null}
        <Form method="post" className="content-import">
          <CsrfInput />
          <button type="submit" className="button button-primary" disabled={sending}>
            {sending ? 'Importing…' : 'Import now'}
          </button>
        </Form>
        <p className="muted">Written to the audit log with your name.</p>
      </section>
    </section>
  );
}
