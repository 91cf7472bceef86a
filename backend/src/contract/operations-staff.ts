import { messageResponse } from './accounts';
import type { Operation } from './operation';
import {
  auditQuery,
  auditResponse,
  createStaffRequest,
  createStaffResponse,
  staffActionResponse,
  staffCodeRequest,
  staffEnrollment,
  staffLearnerAction,
  staffLearnerDetail,
  staffLearnerParams,
  staffLearnerSearchQuery,
  staffLearnerSearchResponse,
  staffListResponse,
  staffMe,
  staffPasswordRequest,
  staffRecoveryCodes,
  staffSetupQuery,
  staffSetupResponse,
  staffSignInRequest,
  staffSignInResponse,
  staffVerified,
} from './staff';
import { staffMemberAction, staffMemberActionResponse, staffMemberParams } from './staff-members';

/** The back office: staff sign-in, learners, and the audit log. Each call carries a staff token. */
export const staffOperations = {
  staffSetup: {
    method: 'GET',
    path: '/api/staff/setup',
    query: staffSetupQuery,
    response: staffSetupResponse,
  },
  staffSetPassword: {
    method: 'POST',
    path: '/api/staff/setup',
    body: staffPasswordRequest,
    response: messageResponse,
  },
  staffSignIn: {
    method: 'POST',
    path: '/api/staff/sign-in',
    body: staffSignInRequest,
    response: staffSignInResponse,
  },
  staffEnrollment: { method: 'GET', path: '/api/staff/enrollment', response: staffEnrollment },
  staffConfirmEnrollment: {
    method: 'POST',
    path: '/api/staff/enrollment',
    body: staffCodeRequest,
    response: staffRecoveryCodes,
  },
  staffVerifyCode: {
    method: 'POST',
    path: '/api/staff/second-factor',
    body: staffCodeRequest,
    response: staffVerified,
  },
  staffMe: { method: 'GET', path: '/api/staff/me', response: staffMe },
  staffSignOut: { method: 'POST', path: '/api/staff/sign-out', response: messageResponse },
  staffList: { method: 'GET', path: '/api/staff/members', response: staffListResponse },
  staffCreate: {
    method: 'POST',
    path: '/api/staff/members',
    body: createStaffRequest,
    response: createStaffResponse,
  },
  staffSearchLearners: {
    method: 'GET',
    path: '/api/staff/learners',
    query: staffLearnerSearchQuery,
    response: staffLearnerSearchResponse,
  },
  staffLearner: {
    method: 'GET',
    path: '/api/staff/learners/:id',
    params: staffLearnerParams,
    response: staffLearnerDetail,
  },
  staffLearnerAction: {
    method: 'POST',
    path: '/api/staff/learners/:id/actions',
    params: staffLearnerParams,
    body: staffLearnerAction,
    response: staffActionResponse,
  },
  staffAudit: { method: 'GET', path: '/api/staff/audit', query: auditQuery, response: auditResponse },
  staffMemberAction: {
    method: 'POST',
    path: '/api/staff/members/:id/actions',
    params: staffMemberParams,
    body: staffMemberAction,
    response: staffMemberActionResponse,
  },
} as const satisfies Record<string, Operation>;
