import type { ActionFunctionArgs } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { signOutStaff } from '~/lib/admin/staff-session.server';
import { requireCsrf } from '~/lib/csrf.server';
import { readForm } from '~/lib/form.server';

export const loader = () => redirect('/admin');

export async function action({ request }: ActionFunctionArgs) {
  await requireCsrf(request, await readForm(request));
  return signOutStaff(request);
}
