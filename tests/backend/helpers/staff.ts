import { randomUUID } from 'node:crypto';
import { generate } from 'otplib';
import type { Clock } from '../../../backend/src/clock';
import type { StaffRole } from '../../../backend/src/contract/staff';
import { bearer, type learnerHelpers } from './learners';

type Api = ReturnType<typeof learnerHelpers>;

export const STAFF_PASSWORD = 'violet otter kettle lantern 42';

export interface TestStaff {
  id: number;
  email: string;
  role: StaffRole;
  secret: string;
  recoveryCodes: string[];
  /** A signed-in session's token, its second factor just given. */
  token: string;
}

const STEP_MS = 30_000;

/** Staff members made through the API as an owner would, signed in with a real TOTP second factor. */
export function staffHelpers(api: Api, clock: { now: Clock; advance(ms: number): void }) {
  /** A code for the clock's time; the clock first moves a step on, so each code is new. */
  async function nextCode(secret: string): Promise<string> {
    clock.advance(STEP_MS);
    return generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) });
  }

  async function signIn(email: string, password = STAFF_PASSWORD) {
    return api.inject({ method: 'POST', url: '/api/staff/sign-in', payload: { email, password } });
  }

  return {
    nextCode,
    signIn,

    /** Created by the admin API, password set from the link, second factor enrolled. */
    async newStaff(role: StaffRole): Promise<TestStaff> {
      const email = `staff-${randomUUID().slice(0, 8)}@example.com`;
      const created = await api.admin('POST', '/api/admin/staff', { email, role });
      if (created.statusCode !== 201) throw new Error(`create staff: ${created.body}`);
      const { id, setupUrl } = created.json();
      const token = new URL(setupUrl).searchParams.get('token');
      const set = await api.inject({
        method: 'POST',
        url: '/api/staff/setup',
        payload: { token, password: STAFF_PASSWORD },
      });
      if (set.statusCode !== 200) throw new Error(`set password: ${set.body}`);
      const signedIn = await signIn(email);
      const session = signedIn.json().token as string;
      const enrollment = await api.inject({
        method: 'GET',
        url: '/api/staff/enrollment',
        headers: bearer(session),
      });
      const { secret } = enrollment.json();
      const confirmed = await api.inject({
        method: 'POST',
        url: '/api/staff/enrollment',
        headers: bearer(session),
        payload: { code: await nextCode(secret) },
      });
      if (confirmed.statusCode !== 200) throw new Error(`enroll: ${confirmed.body}`);
      return { id, email, role, secret, recoveryCodes: confirmed.json().recoveryCodes, token: session };
    },

    /** A call as a staff member. */
    as(staff: { token: string }, method: 'GET' | 'POST', url: string, payload?: object) {
      return api.inject({ method, url, payload, headers: bearer(staff.token) });
    },
  };
}
