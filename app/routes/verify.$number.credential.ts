import { certificateNumber } from '@contract/certificates';
import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { ApiError, fetchBackendFile } from '~/lib/api.server';

// The public copy of a certificate's signed credential: anyone holding the number may check it.
export async function loader({ params }: LoaderFunctionArgs) {
  const number = certificateNumber.safeParse(params.number);
  if (!number.success) throw data({ code: 'not_found' }, { status: 404 });
  try {
    const answer = await fetchBackendFile(
      `/api/certificates/verify/${encodeURIComponent(number.data)}/credential`,
    );
    return new Response(new Uint8Array(answer.bytes), {
      headers: {
        'Content-Type': answer.contentType ?? 'application/json',
        'Content-Disposition':
          answer.contentDisposition ?? `attachment; filename="certificate-${number.data}.json"`,
        'Cache-Control': 'public, max-age=300',
      },
    });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      throw data({ code: 'not_found' }, { status: 404 });
    }
    if (error instanceof ApiError && error.status === 429) {
      throw data({ code: 'too_many' }, { status: 429, headers: { 'Retry-After': '60' } });
    }
    throw error;
  }
}
