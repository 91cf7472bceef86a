import type { LoaderFunctionArgs } from '@remix-run/node';
import { data } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { AdminFormMessage } from '~/components/admin/AdminField';
import { sectionsFor } from '~/components/admin/AdminShell';
import { getStaffSession, requireStaff, staffSessionStorage } from '~/lib/admin/staff-session.server';

const ABOUT: Record<string, string> = {
  '/admin/learners':
    'Find a learner by email or name; see their plans, progress and mail; fix their account.',
  '/admin/messages': 'Read what learners and visitors wrote through the contact form, reply by mail, close.',
  '/admin/content':
    'Preview guides and lessons in every language as learners get them, see content problems, import the news.',
  '/admin/audit': 'Everything staff did, who did it and why. Read-only.',
  '/admin/staff': 'Add staff members and choose their role.',
  '/admin/reports/funnel': 'How visitors go through the quiz, variant against variant, with intervals.',
  '/admin/reports/business': 'Plans, payments, revenue, MRR and churn for a period, with CSV export.',
};

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaff(request);
  const session = await getStaffSession(request);
  const notice = session.get('notice') ?? null;
  return data(
    { role: staff.role, email: staff.email, notice },
    notice ? { headers: { 'Set-Cookie': await staffSessionStorage.commitSession(session) } } : undefined,
  );
}

export default function AdminHome() {
  const { role, email, notice } = useLoaderData<typeof loader>();
  const sections = sectionsFor(role);
  return (
    <section className="admin-page" aria-labelledby="page-title">
      <h1 id="page-title">Hello, {email.split('@')[0]}</h1>
      <AdminFormMessage notice={notice} />
      <ul className="admin-tiles">
        {sections.map((section) => (
          <li key={section.to}>
            <Link to={section.to} className="admin-tile">
              <span className="admin-tile-title">{section.label}</span>
              <span className="admin-tile-text">{ABOUT[section.to]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
