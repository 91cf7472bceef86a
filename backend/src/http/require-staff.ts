import type { FastifyRequest } from 'fastify';
import type { StaffRole } from '../contract/staff';
import { AppError } from '../errors/app-error';
import type { StaffAuthService, StaffContext } from '../modules/staff/staff-auth.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member and their session, set by a staff guard; null otherwise. */
    staffContext: StaffContext | null;
  }
}

const BEARER = /^Bearer +(\S+)$/i;

/** The bearer token of a request, or 401. */
export function bearerOf(request: FastifyRequest): string {
  const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
  if (!token) throw AppError.unauthorized('This needs a back-office session: sign in at /admin.');
  return token;
}

export type StaffGuard = ReturnType<typeof createStaffGuard>;

/**
 * onRequest hooks for back-office routes: a signed-in staff session (never a learner's token,
 * which is not a session here), and a role that may use the route. Owners may use every route.
 */
export function createStaffGuard(staffAuth: StaffAuthService) {
  return {
    allow(...roles: StaffRole[]) {
      return async function requireStaff(request: FastifyRequest): Promise<void> {
        const context = await staffAuth.authenticate(bearerOf(request));
        if (context.staff.role !== 'owner' && !roles.includes(context.staff.role))
          throw AppError.forbidden('Your role does not give access to this part of the back office.');
        request.staffContext = context;
      };
    },
  };
}

export function staffOf(request: FastifyRequest): StaffContext {
  if (!request.staffContext) throw new Error('A staff route ran without its guard');
  return request.staffContext;
}
