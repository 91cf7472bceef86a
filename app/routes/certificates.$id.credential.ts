import type { LoaderFunctionArgs } from '@remix-run/node';
import { certificateFileResponse } from '~/lib/certificate-files.server';

// The certificate as a signed Open Badges 3.0 credential (JSON), for wallets and employers.
export async function loader({ request, params }: LoaderFunctionArgs) {
  return certificateFileResponse(request, params.id, 'credential');
}
