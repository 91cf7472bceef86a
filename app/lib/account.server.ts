import { redirect } from '@remix-run/node';
import { flashToast, type Toast } from './session.server';

/** Post/redirect/get: the next page shows the message once. */
export async function redirectWithToast(request: Request, to: string, toast: Toast): Promise<Response> {
  return redirect(to, { headers: { 'Set-Cookie': await flashToast(request, toast) } });
}

/** A redirect thrown by callAsLearner (signed out) must reach Remix untouched. */
export function rethrowResponse(error: unknown): void {
  if (error instanceof Response) throw error;
}
