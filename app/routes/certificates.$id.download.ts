import type { LoaderFunctionArgs } from '@remix-run/node';
import { certificateFileResponse } from '~/lib/certificate-files.server';

// The certificate as a PDF: by the certificate's id, or by the id of the completed guide.
export async function loader({ request, params }: LoaderFunctionArgs) {
  return certificateFileResponse(request, params.id, 'download');
}
