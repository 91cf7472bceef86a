import type { LoaderFunctionArgs } from '@remix-run/node';
import { asPageError } from '~/lib/api.server';
import { callAsLearner, requireLearner } from '~/lib/auth.server';

// 'Download my data': what the backend holds about the learner, saved as a JSON file.
export async function loader({ request }: LoaderFunctionArgs) {
  const learner = await requireLearner(request);
  const exported = await callAsLearner(request, learner, 'exportAccount', {}).catch((error: unknown) => {
    throw asPageError(error);
  });
  const day = exported.exportedAt.slice(0, 10);
  return new Response(`${JSON.stringify(exported, null, 2)}\n`, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="skillpilot-data-${day}.json"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
