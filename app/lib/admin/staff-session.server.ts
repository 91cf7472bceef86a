import type { OperationName, OperationOutput } from '@contract/operations';
import type { StaffRole } from '@contract/staff';
import { createCookie, createCookieSessionStorage, data, redirect } from '@remix-run/node';
import { ApiError, type CallInput, callBackend } from '../api.server';
import { config } from '../config.server';

// The back office's own session: a cookie apart from learners', strict same-site, gone when the
// browser closes; the backend ends it after 30 idle minutes too. Its path is the whole site: the
// back office's home page loads its data from /admin.data, which a /admin path would not cover.

type StaffSessionData = {
  /** The backend's staff token. */
  token: string;
  /** 'password' until the second factor is given; what the second-factor page asks for. */
  stage: 'password' | 'signed-in';
  next?: 'enroll' | 'code';
  email: string;
  /** For the frame's navigation only: every call is checked by the backend. */
  role?: StaffRole;
};
type StaffFlash = {
  /** Shown once after enrolling: the only time the recovery codes are seen. */
  recoveryCodes: string[];
  /** What the last action did, for the next page. */
  notice: string;
};

const staffCookie = createCookie('__staff', {
  path: '/',
  httpOnly: true,
  sameSite: 'strict',
  secure: config.secureCookies,
  secrets: [config.sessionSecret],
});

export const staffSessionStorage = createCookieSessionStorage<StaffSessionData, StaffFlash>({
  cookie: staffCookie,
});

export const getStaffSession = (request: Request) =>
  staffSessionStorage.getSession(request.headers.get('Cookie'));

export type StaffSession = Awaited<ReturnType<typeof getStaffSession>>;

/** The signed-in staff member, as the backend knows them. */
export type Staff = OperationOutput<'staffMe'> & { token: string };

/** A redirect that writes the session. */
export async function redirectWithStaffSession(session: StaffSession, to: string): Promise<Response> {
  return redirect(to, { headers: { 'Set-Cookie': await staffSessionStorage.commitSession(session) } });
}

/** Ends the web side of the session and goes to sign-in, saying why. */
async function signedOut(request: Request, reason: 'ended' | 'out'): Promise<Response> {
  const session = await getStaffSession(request);
  return redirect(`/admin/sign-in?${reason === 'ended' ? 'ended=1' : 'signed-out=1'}`, {
    headers: { 'Set-Cookie': await staffSessionStorage.destroySession(session) },
  });
}

/**
 * The signed-in staff member, checked with the backend on every page (which keeps the session
 * going), or a redirect to sign in. With roles, anyone else sees a 403 page (owners pass all).
 */
export async function requireStaff(request: Request, roles?: readonly StaffRole[]): Promise<Staff> {
  const session = await getStaffSession(request);
  const token = session.get('token');
  if (!token || session.get('stage') !== 'signed-in') throw redirect('/admin/sign-in');
  let me: OperationOutput<'staffMe'>;
  try {
    me = await callBackend('staffMe', { token });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw await signedOut(request, 'ended');
    throw error;
  }
  if (roles && me.role !== 'owner' && !roles.includes(me.role))
    throw data({ code: 'staff_role', role: me.role }, { status: 403 });
  return { ...me, token };
}

// A code given less than a minute before it stops counting is asked again: the form may take that long.
const CODE_MARGIN_MS = 60_000;

/** Whether a dangerous action's form asks for a code now: the last one is too old, or none was given. */
export function freshCodeNeeded(staff: Pick<Staff, 'freshUntil'>): boolean {
  return !staff.freshUntil || Date.parse(staff.freshUntil) - Date.now() < CODE_MARGIN_MS;
}

/** Calls the backend as the staff member; a session ended meanwhile signs out. */
export async function callAsStaff<N extends OperationName>(
  request: Request,
  staff: { token: string },
  name: N,
  input: Omit<CallInput<N>, 'token'>,
): Promise<OperationOutput<N>> {
  try {
    return await callBackend(name, { ...input, token: staff.token } as CallInput<N>);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && name !== 'staffVerifyCode')
      throw await signedOut(request, 'ended');
    throw error;
  }
}

export async function signOutStaff(request: Request): Promise<Response> {
  const session = await getStaffSession(request);
  const token = session.get('token');
  if (token) await callBackend('staffSignOut', { token }).catch(() => undefined);
  return signedOut(request, 'out');
}

/** Where each role starts: the first part of the back office it may use. */
export function homeOf(role: StaffRole): string {
  return role === 'content' ? '/admin/content' : '/admin/learners';
}
