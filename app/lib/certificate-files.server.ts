import { certificateDownloadParams } from '@contract/certificates';
import { redirectWithToast, rethrowResponse } from './account.server';
import { ApiError, fetchBackendFile } from './api.server';
import { requireLearner, signOutOnRefusal } from './auth.server';
import type { BackendAnswer } from './backend-http.server';

// A certificate's PDF or digital credential, passed from the backend to the browser as a file. A
// download that cannot happen leads back to the profile with the reason, so a learner without
// JavaScript never lands on a bare error; a missing name leads to the form that asks for it.

export type CertificateFile = 'download' | 'credential';

const expectedType: Record<CertificateFile, string> = {
  download: 'application/pdf',
  credential: 'application/json',
};

export async function certificateFileResponse(
  request: Request,
  id: string | undefined,
  file: CertificateFile,
): Promise<Response> {
  const learner = await requireLearner(request);
  const back = (key: string) => redirectWithToast(request, '/profile', { type: 'error', key });
  const params = certificateDownloadParams.safeParse({ id });
  if (!params.success) return back('certificates:errors.courseIdRequired');
  let answer: BackendAnswer;
  try {
    answer = await fetchBackendFile(
      `/api/certificates/${encodeURIComponent(params.data.id)}/${file}`,
      learner.token,
    );
  } catch (caught) {
    const error = await signOutOnRefusal(request, caught);
    rethrowResponse(error);
    if (error instanceof ApiError && error.status === 409) {
      return redirectWithToast(
        request,
        `/profile/certificate-name?certificate=${encodeURIComponent(params.data.id)}`,
        {
          type: 'error',
          key: 'profile:certificates.list.nameMissing',
        },
      );
    }
    if (error instanceof ApiError && (error.status === 404 || error.status === 403)) {
      return back('certificates:errors.notFound');
    }
    console.error(`Certificate ${file} failed`, error);
    return back('certificates:errors.downloadFailed');
  }
  if (!answer.contentType?.startsWith(expectedType[file]) || answer.bytes.length === 0) {
    console.error(`Certificate ${file} answered ${answer.contentType ?? 'no type'}`);
    return back('certificates:errors.invalidFile');
  }
  const extension = file === 'download' ? 'pdf' : 'json';
  return fileResponse(answer, `certificate-${params.data.id}.${extension}`, 'private, no-store');
}

/** A file the backend made, passed on as it came: its bytes, type and name (or the fallback name). */
export function fileResponse(answer: BackendAnswer, fallbackName: string, cacheControl: string): Response {
  return new Response(new Uint8Array(answer.bytes), {
    headers: {
      'Content-Type': answer.contentType ?? 'application/octet-stream',
      'Content-Disposition': answer.contentDisposition ?? `attachment; filename="${fallbackName}"`,
      'Content-Length': String(answer.bytes.length),
      'Cache-Control': cacheControl,
    },
  });
}
