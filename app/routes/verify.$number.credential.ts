import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { certificateNumberOf } from '~/forms/certificate-forms.server';
import { ApiError, fetchBackendFile } from '~/lib/api.server';
import { fileResponse } from '~/lib/certificate-files.server';

// The public copy of a certificate's signed credential: anyone holding the number may check it.
export async function loader({ params }: LoaderFunctionArgs) {
  const number = certificateNumberOf(params.number);
  if (!number) throw data({ code: 'not_found' }, { status: 404 });
  try {
    const answer = await fetchBackendFile(
      `/api/certificates/verify/${encodeURIComponent(number)}/credential`,
    );
    // Anyone may hold the number; the credential changes only with the name, so a short cache is fine.
    return fileResponse(answer, `certificate-${number}.json`, 'public, max-age=300');
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
