import { expect } from 'vitest';
import {
  myCertificatesResponse,
  verifyCertificateResponse,
} from '../../../backend/src/contract/certificates';
import { courseResponse } from '../../../backend/src/contract/courses';
import { userSubscriptionResponse } from '../../../backend/src/contract/subscriptions';
import { bearer, learnerHelpers, type TestLearner } from './learners';
import { newStudent } from './learning';
import type { TestBackend } from './test-backend';

/**
 * What a backup must keep of a learner, as the API answers it: the subscription, the progress in
 * a completed guide and its certificate, which must still verify (the signing key's part).
 */
export interface LearnerFacts {
  subscriptions: ReturnType<typeof userSubscriptionResponse.parse>;
  course: ReturnType<typeof courseResponse.parse>;
  certificates: ReturnType<typeof myCertificatesResponse.parse>;
  verified: ReturnType<typeof verifyCertificateResponse.parse>;
}

/** A learner with a 4-week plan who completed core-one and holds its certificate. */
export async function graduate(backend: TestBackend): Promise<TestLearner> {
  const student = await newStudent(backend);
  await student.completeFixtureCourse('core-one', { passPrompt: true });
  const named = await backend.app.inject({
    method: 'PUT',
    url: '/api/certificates/name',
    payload: { name: 'Ada Lovelace' },
    headers: bearer(student.token),
  });
  expect(named.statusCode).toBe(200);
  return student.learner;
}

/** The learner signs in on this backend and reads what a backup must keep. */
export async function factsOf(backend: TestBackend, learner: TestLearner): Promise<LearnerFacts> {
  const api = learnerHelpers(backend);
  const headers = bearer(await api.signIn(learner));
  const get = async (url: string) => {
    const response = await api.inject({ method: 'GET', url, headers });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json();
  };
  const certificates = myCertificatesResponse.parse(await get('/api/certificates/my'));
  const [certificate] = certificates.data;
  if (!certificate) throw new Error('no certificate');
  const verified = verifyCertificateResponse.parse(
    await get(`/api/certificates/verify/${certificate.certificateNumber}`),
  );
  expect(verified.data.credentialVerified).toBe(true);
  const subscriptions = userSubscriptionResponse.parse(
    await get(`/api/user-subscription?email=${encodeURIComponent(learner.email)}`),
  );
  expect(subscriptions.map((subscription) => subscription.status)).toEqual(['active']);
  const course = courseResponse.parse(await get('/api/courses/core-one'));
  expect(course.data.status).toBe('completed');
  return { subscriptions, course, certificates, verified };
}
