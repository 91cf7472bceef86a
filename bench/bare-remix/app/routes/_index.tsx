import type { MetaFunction } from '@remix-run/node';

export const meta: MetaFunction = () => [{ title: 'Bare Remix' }];

export default function Index() {
  return (
    <main>
      <h1>Bare Remix</h1>
      <p>A static page: no loader, no session, no translations.</p>
    </main>
  );
}
