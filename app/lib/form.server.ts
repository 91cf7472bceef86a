import { data } from '@remix-run/node';
import { requireCsrf } from './csrf.server';
import { bodyWasTooLarge } from './request-context.server';
import { type AppSession, getSession } from './session.server';

/** No form of the product comes near this; anything larger is refused before it is parsed. */
export const maxFormBytes = 64 * 1024;

const tooLarge = () => data({ code: 'too_large' }, { status: 413 });

/** The request's form data, read with a size limit whether or not it says its length. */
export async function readForm(request: Request, maxBytes = maxFormBytes): Promise<FormData> {
  // The web server reads bodies first (web-server/main.ts); this also guards the dev server.
  if (bodyWasTooLarge()) throw tooLarge();
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
  const reader = request.body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const body = Buffer.concat(chunks);
  const type = request.headers.get('content-type') ?? 'application/x-www-form-urlencoded';
  return new Response(body, { headers: { 'content-type': type } }).formData();
}

/** Reads a posted form within the size limit and checks its anti-forgery token. */
export async function requireForm(request: Request): Promise<{ formData: FormData; session: AppSession }> {
  const [formData, session] = await Promise.all([readForm(request), getSession(request)]);
  await requireCsrf(request, formData);
  return { formData, session };
}
