// Signs in through the pages, as a browser without JavaScript does, and returns the cookies.
export async function signIn(webUrl, email, pin) {
  const jar = new Map();
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const request = async (path, form) => {
    const response = await fetch(`${webUrl}${path}`, {
      method: form ? 'POST' : 'GET',
      headers: { cookie: cookie(), ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      body: form,
      redirect: 'manual',
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  };
  const tokenOf = async (response) => /name="csrf" value="([^"]+)"/.exec(await response.text())?.[1] ?? '';

  const csrf = await tokenOf(await request('/login'));
  await request('/login', new URLSearchParams({ csrf, email }));
  const pinCsrf = await tokenOf(await request('/login?step=pin'));
  const body = new URLSearchParams({ csrf: pinCsrf });
  for (const digit of pin) body.append('pin', digit);
  const answer = await request('/login?step=pin', body);
  if (answer.status !== 302 && answer.status !== 303) throw new Error(`Signing in answered ${answer.status}`);
  return cookie();
}
