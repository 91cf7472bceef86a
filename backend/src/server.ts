import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { systemClock } from './clock';
import type { Config } from './config/config';
import { serializeError } from './errors/log-error';
import { sendError, sendNotFound } from './http/error-handler';
import { malformedQuery } from './http/malformed-query';
import { measureRequests, metricsRoute } from './http/metrics';
import { openApiRoutes, swaggerOptions } from './http/openapi';
import { shedOverload } from './http/overload';
import { rateLimitOptions, routeRateLimits } from './http/rate-limits';
import { createRedisClient, redisReady, watchRedis } from './http/redis-client';
import { requestIdFor } from './http/request-id';
import { answerClientError, answerHeaders, longUrl, maxHeaderBytes } from './http/request-limits';
import { countSignIns } from './http/sign-in-outcomes';
import { billingJob } from './jobs/billing.job';
import { newsImportJob } from './jobs/news-import.job';
import { scheduleJob } from './jobs/schedule-job';
import { createMetrics } from './metrics/metrics';
import { accountRoutes } from './modules/accounts/account.routes';
import { authRoutes } from './modules/accounts/auth.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { backupRoutes } from './modules/admin/backup.routes';
import { catalogOverviewRoutes } from './modules/catalog/catalog-overview.routes';
import { courseRoutes } from './modules/catalog/courses.routes';
import { certificateRoutes } from './modules/certificates/certificate.routes';
import { checkoutRoutes } from './modules/checkout/checkout.routes';
import { funnelRoutes } from './modules/funnels/funnel.routes';
import { healthRoutes } from './modules/health/health.routes';
import { createReadiness } from './modules/health/readiness';
import { i18nRoutes } from './modules/i18n/i18n.routes';
import { legalRoutes } from './modules/legal/legal.routes';
import { newsRoutes } from './modules/news/news.routes';
import { newsAdminRoutes } from './modules/news/news-admin.routes';
import { stripeWebhookRoutes } from './modules/payments/stripe-webhook.routes';
import { evaluationRoutes } from './modules/practice/evaluation.routes';
import { courseProgressRoutes, lessonRoutes } from './modules/progress/lesson.routes';
import { progressRoutes } from './modules/progress/progress.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { staffRoutes } from './modules/staff/staff.routes';
import { staffContentRoutes } from './modules/staff/staff-content.routes';
import { staffMessagesRoutes } from './modules/staff/staff-messages.routes';
import { streakRoutes } from './modules/streaks/streak.routes';
import { subscriptionRoutes } from './modules/subscriptions/subscriptions.routes';
import { supportRoutes } from './modules/support/support.routes';
import { createServices, type ServerDeps } from './services';

export type { ServerDeps } from './services';

export type Server = ReturnType<typeof buildServer>;

/** Builds the app without listening: main.ts listens, tests use inject(). */
export function buildServer(config: Config, deps: ServerDeps) {
  const app = Fastify({
    // Database errors are logged without their SQL parameters, whoever made the logger.
    ...(deps.logger
      ? { loggerInstance: deps.logger.child({}, { serializers: { err: serializeError } }) }
      : { logger: { level: config.logLevel, serializers: { err: serializeError } } }),
    bodyLimit: config.bodyLimitBytes,
    requestIdHeader: false,
    genReqId: requestIdFor,
    frameworkErrors: sendError,
    trustProxy: config.trustProxy,
    http: { maxHeaderSize: maxHeaderBytes },
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(sendError);
  app.setNotFoundHandler(sendNotFound);
  app.decorateRequest('learner', null);
  // One plain hook, not three promises, for what every request goes through first.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done(longUrl(request) ?? malformedQuery(request));
  });
  app.addHook('onSend', answerHeaders);
  const metrics = deps.metrics ?? createMetrics();
  measureRequests(app, metrics);
  countSignIns(app, metrics);
  // Before anything else a request costs (rate-limit counters, body, handler).
  if (config.overload) shedOverload(app, config.overload, metrics.httpShed);
  app.register(swagger, swaggerOptions);

  const redis = config.redisUrl ? createRedisClient(config.redisUrl) : undefined;
  const redisLink = redis && watchRedis(redis, app.log, (up) => metrics.rateLimitShared.set(up ? 1 : 0));
  if (redis) app.addHook('onReady', () => redisReady(redis, 1_000));
  app.register(rateLimit, rateLimitOptions(redisLink));
  const rateLimits = routeRateLimits(config.rateLimitMultiplier);
  const services = createServices(config, deps, app.log, metrics, redis);
  const { guard, requireAdmin, accountService, progressService, catalogService, funnelService } = services;

  const readiness = deps.readiness ?? createReadiness();
  metrics.watchReadiness(
    async () => readiness.phase() === 'ready' && (await services.healthService.isDatabaseUp()),
  );
  app.register(healthRoutes, { prefix: '/api/health', healthService: services.healthService, readiness });
  // A draining backend ends each kept-alive connection after its answer: clients reconnect through
  // the load balancer, and closing does not wait for idle connections to time out.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (readiness.phase() === 'draining') reply.header('connection', 'close');
    done(null, payload);
  });
  app.register(i18nRoutes, { prefix: '/api/i18n', i18nService: services.i18nService });
  app.register(legalRoutes, { prefix: '/api/legal', legalService: services.legalService });

  // Accounts: sign-in and PINs, the learner's account, support, streaks and subscriptions.
  app.register(authRoutes, {
    prefix: '/api/product-user',
    loginService: services.loginService,
    pinService: services.pinService,
    accountService,
    pinHasher: services.pinHasher,
    guard,
    rateLimits,
  });
  app.register(accountRoutes, {
    prefix: '/api/product-user',
    accountService,
    emailChangeService: services.emailChangeService,
    guard,
    rateLimits,
  });
  app.register(supportRoutes, {
    prefix: '/api/product-user',
    supportService: services.supportService,
    guard,
    rateLimits,
  });
  app.register(streakRoutes, { prefix: '/api/product-user', streakService: services.streakService, guard });
  app.register(subscriptionRoutes, {
    prefix: '/api',
    subscriptionService: services.subscriptionService,
    plans: services.plans,
    guard,
    grader: services.promptGrading,
  });

  // Learning: guides, lessons, progress, certificates and prompt grading.
  app.register(courseRoutes, { prefix: '/api/courses', catalogService, guard });
  app.register(lessonRoutes, { prefix: '/api/lessons', progressService, guard });
  app.register(progressRoutes, {
    prefix: '/api/user-course-progress',
    progressService,
    catalogService,
    guard,
  });
  app.register(courseProgressRoutes, { prefix: '/api/product-user', progressService, guard });
  app.register(certificateRoutes, {
    prefix: '/api/certificates',
    certificateService: services.certificateService,
    guard,
    rateLimits,
  });
  app.register(evaluationRoutes, {
    prefix: '/api/openai',
    promptEvaluationService: services.promptEvaluationService,
    guard,
    rateLimits,
  });

  // Selling: the one-minute quiz, the catalog for visitors, buying a plan and renewing it.
  app.register(funnelRoutes, { prefix: '/api', funnelService, rateLimits });
  app.register(catalogOverviewRoutes, { prefix: '/api/catalog', catalogOverview: services.catalogOverview });
  app.register(checkoutRoutes, {
    prefix: '/api/checkout',
    checkoutService: services.checkoutService,
    rateLimits,
  });
  app.register(stripeWebhookRoutes, { prefix: '/api/payments/stripe', stripe: services.stripeWebhook });
  if (config.billingJob) {
    const job = scheduleJob(billingJob(services.billing, metrics), app.log, metrics);
    app.addHook('onClose', async () => job.stop());
  }

  // AI news: the list learners read, and the scheduled import of the configured feeds. The seed is
  // imported before the server is built, so nothing is kept yet to go stale.
  const { newsImport } = services;
  app.register(newsRoutes, { prefix: '/api/external-news', newsService: services.newsService, guard });
  app.register(newsAdminRoutes, {
    prefix: '/api/admin/news',
    requireAdmin,
    newsRepository: services.newsRepository,
    newsImport,
    feeds: config.newsImport?.feeds ?? [],
  });
  if (config.newsImport && newsImport) {
    const job = scheduleJob(newsImportJob(newsImport, config.newsImport.schedule, metrics), app.log, metrics);
    // A new or restarted backend brings the news up to date at once, not at the next scheduled minute.
    app.addHook('onReady', async () => {
      job.trigger().catch(() => {});
    });
    app.addHook('onClose', async () => job.stop());
  }

  app.register(adminRoutes, {
    prefix: '/api/admin',
    requireAdmin,
    funnelReport: () => funnelService.report(),
    runBilling: () => services.billing.runDue(),
    learnerClocks: services.learnerClocks,
    learnerExists: async (id) => (await services.learnerRepository.findById(id)) !== undefined,
    adminService: services.adminService,
    createStaff: async (email, role) => {
      const created = await services.staff.staffAuth.createStaff(email, role);
      return { ...created.staff, setupUrl: created.setupUrl };
    },
  });
  app.register(staffRoutes, {
    prefix: '/api/staff',
    ...services.staff,
    guard: services.staff.staffGuard,
    rateLimits,
    refuseWhenHashingIsFull: async () => services.pinHasher.refuseWhenFull(),
    clock: deps.clock ?? systemClock,
  });
  app.register(staffMessagesRoutes, {
    prefix: '/api/staff',
    ...services.staff,
    guard: services.staff.staffGuard,
  });
  app.register(staffContentRoutes, {
    prefix: '/api/staff/content',
    guard: services.staff.staffGuard,
    publishedCatalog: services.publishedCatalog,
    contentDir: config.contentDir,
    newsRepository: services.newsRepository,
    newsImport,
    feeds: config.newsImport?.feeds ?? [],
    staffRepository: services.staff.staffRepository,
    clock: deps.clock ?? systemClock,
  });
  app.register(reportsRoutes, {
    prefix: '/api/staff/reports',
    db: deps.db,
    guard: services.staff.staffGuard,
    funnels: () => funnelService.definitions(),
    clock: deps.clock ?? systemClock,
  });
  app.register(backupRoutes, { prefix: '/api/admin', requireAdmin, dumpDataDir: deps.dumpDataDir });
  app.register(openApiRoutes, { prefix: '/api/docs' });
  if (config.metricsToken) {
    metrics.collectProcessMetrics();
    metricsRoute(app, metrics, config.metricsToken);
  }

  // Mail still being sent goes out before the mailer, Redis and then the database close.
  app.addHook('onClose', async () => {
    await services.background.drain();
    await services.mailer.close();
    redisLink?.close();
  });
  // No request is answered before every onReady hook has run: listen binds and inject answers after.
  app.addHook('onReady', async () => readiness.ready());
  return app;
}
