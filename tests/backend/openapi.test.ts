import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBackend, type TestBackend } from './helpers/test-backend';

describe('GET /api/docs/openapi.json', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await createTestBackend({ importContent: false });
  });
  afterAll(() => backend?.close());

  it('is an OpenAPI 3 document of every route', async () => {
    const response = await backend.app.inject({ url: '/api/docs/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths).sort()).toEqual(
      [
        '/api/admin/backup',
        '/api/admin/billing/run',
        '/api/admin/funnels/report',
        '/api/admin/learners',
        '/api/admin/learners/{id}',
        '/api/admin/news/feeds',
        '/api/admin/news/import',
        '/api/admin/outbox',
        '/api/admin/staff',
        '/api/admin/subscriptions/expire',
        '/api/admin/subscriptions/grant',
        '/api/catalog/overview',
        '/api/certificates/my',
        '/api/certificates/name',
        '/api/certificates/verify-credential',
        '/api/certificates/verify/{number}',
        '/api/certificates/verify/{number}/credential',
        '/api/certificates/{id}/credential',
        '/api/certificates/{id}/download',
        '/api/checkout',
        '/api/checkout/{checkoutId}',
        '/api/checkout/{checkoutId}/pay',
        '/api/checkout/{checkoutId}/pin-setup',
        '/api/courses',
        '/api/courses/boost',
        '/api/courses/filtered/{filter}',
        '/api/courses/sections',
        '/api/courses/started',
        '/api/courses/{id}',
        '/api/courses/{id}/rating',
        '/api/external-news',
        '/api/funnels/{funnel}/variants/{variant}',
        '/api/health',
        '/api/health/live',
        '/api/health/ready',
        '/api/i18n/locales',
        '/api/leads',
        '/api/leads/{leadId}',
        '/api/leads/{leadId}/answers/{step}',
        '/api/leads/{leadId}/email',
        '/api/legal/{key}',
        '/api/lessons/{lessonId}',
        '/api/openai/evaluate-prompt',
        '/api/payments/stripe/webhook',
        '/api/product-user/check-reset-pin-token',
        '/api/product-user/confirm-email-change',
        '/api/product-user/confirm-reset-pin',
        '/api/product-user/delete-account',
        '/api/product-user/export',
        '/api/product-user/generate-change-email-token',
        '/api/product-user/generate-reset-pin-link',
        '/api/product-user/login',
        '/api/product-user/logout',
        '/api/product-user/me',
        '/api/product-user/send-feedback',
        '/api/product-user/set-pin',
        '/api/product-user/streak',
        '/api/product-user/streak-stats',
        '/api/product-user/support-mail',
        '/api/product-user/update-course-progress',
        '/api/product-user/update-language',
        '/api/products/{productId}/prices',
        '/api/staff/audit',
        '/api/staff/content/guides',
        '/api/staff/content/guides/{id}',
        '/api/staff/content/lessons/{lessonId}',
        '/api/staff/content/news-feeds',
        '/api/staff/content/news-feeds/import',
        '/api/staff/enrollment',
        '/api/staff/learners',
        '/api/staff/learners/{id}',
        '/api/staff/learners/{id}/actions',
        '/api/staff/me',
        '/api/staff/members',
        '/api/staff/members/{id}/actions',
        '/api/staff/messages',
        '/api/staff/messages/{id}',
        '/api/staff/messages/{id}/reply',
        '/api/staff/messages/{id}/status',
        '/api/staff/reports/business',
        '/api/staff/reports/funnel',
        '/api/staff/second-factor',
        '/api/staff/setup',
        '/api/staff/sign-in',
        '/api/staff/sign-out',
        '/api/subscriptions/{id}',
        '/api/subscriptions/{id}/keep',
        '/api/subscriptions/{id}/payment-portal',
        '/api/user-course-progress/course/{userId}/{courseId}',
        '/api/user-course-progress/finish-lesson/{userId}/{chapterId}/{lessonId}',
        '/api/user-course-progress/fragment/{userId}/{lessonId}/{fragmentIndex}',
        '/api/user-course-progress/lesson/{userId}/{lessonId}',
        '/api/user-course-progress/start-lesson/{userId}/{lessonId}/{courseId}',
        '/api/user-course-progress/submit-practice/{userId}/{lessonId}/{fragmentIndex}',
        '/api/user-subscription',
      ].sort(),
    );
  });

  it('matches the committed backend/openapi.json', async () => {
    const response = await backend.app.inject({ url: '/api/docs/openapi.json' });
    const committed = JSON.parse(
      await readFile(new URL('../../backend/openapi.json', import.meta.url), 'utf8'),
    );
    expect(response.json(), 'backend/openapi.json is out of date: run npm run openapi').toEqual(committed);
  });
});
