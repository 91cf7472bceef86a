import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createCheckoutKeys } from './auth/checkout-keys';
import { createPinHasher, type PinHasher } from './auth/pin-hasher';
import { createSessionTokens } from './auth/session-tokens';
import { type BackgroundTasks, createBackgroundTasks } from './background-tasks';
import { type Clock, systemClock } from './clock';
import type { Config } from './config/config';
import type { Database } from './db/database';
import { createLearnerCache, partOf, sharedWhileLoading } from './db/learner-cache';
import type { LearnerChanges } from './db/learner-changes';
import { serializeError } from './errors/log-error';
import { sendError, sendNotFound } from './http/error-handler';
import { malformedQuery } from './http/malformed-query';
import { openApiRoutes, swaggerOptions } from './http/openapi';
import { shedOverload } from './http/overload';
import { rateLimitOptions, routeRateLimits } from './http/rate-limits';
import { createRedisClient, redisReady } from './http/redis-client';
import { requestIdFor } from './http/request-id';
import { answerClientError, answerHeaders, longUrl, maxHeaderBytes } from './http/request-limits';
import { createAdminGuard } from './http/require-admin';
import { createLearnerGuard } from './http/require-learner';
import { billingJob } from './jobs/billing.job';
import { newsImportJob } from './jobs/news-import.job';
import { scheduleJob } from './jobs/schedule-job';
import { createLearnerClocks } from './learner-clocks';
import { accountRoutes } from './modules/accounts/account.routes';
import { createAccountService } from './modules/accounts/account.service';
import { createAccountPurgeRepository } from './modules/accounts/account-purge.repository';
import { authRoutes } from './modules/accounts/auth.routes';
import { createEmailChangeService } from './modules/accounts/email-change.service';
import { createLearnerRepository } from './modules/accounts/learner.repository';
import { createLoginService } from './modules/accounts/login.service';
import { createOneTimeTokenRepository } from './modules/accounts/one-time-token.repository';
import { createOneTimeTokensService } from './modules/accounts/one-time-tokens.service';
import { createPinService } from './modules/accounts/pin.service';
import { createPinAttemptRepository } from './modules/accounts/pin-attempt.repository';
import { adminRoutes } from './modules/admin/admin.routes';
import { createAdminService } from './modules/admin/admin.service';
import { createCatalogRepository } from './modules/catalog/catalog.repository';
import { createCatalogService } from './modules/catalog/catalog.service';
import { createCatalogOverview } from './modules/catalog/catalog-overview';
import { catalogOverviewRoutes } from './modules/catalog/catalog-overview.routes';
import { courseRoutes } from './modules/catalog/courses.routes';
import { createPublishedCatalog } from './modules/catalog/published-catalog';
import { createCertificateRepository } from './modules/certificates/certificate.repository';
import { certificateRoutes } from './modules/certificates/certificate.routes';
import { createCertificateService } from './modules/certificates/certificate.service';
import { createCertificatePdfCache } from './modules/certificates/certificate-pdf-cache';
import { issuerKeyOf } from './modules/certificates/issuer-key';
import { createCheckoutRepository } from './modules/checkout/checkout.repository';
import { checkoutRoutes } from './modules/checkout/checkout.routes';
import { createCheckoutService } from './modules/checkout/checkout.service';
import { createPurchaseRepository } from './modules/checkout/purchase.repository';
import { funnelRoutes } from './modules/funnels/funnel.routes';
import { createFunnelService } from './modules/funnels/funnel.service';
import { createLeadRepository } from './modules/funnels/lead.repository';
import { createHealthRepository } from './modules/health/health.repository';
import { healthRoutes } from './modules/health/health.routes';
import { createHealthService } from './modules/health/health.service';
import { i18nRoutes } from './modules/i18n/i18n.routes';
import { createI18nService } from './modules/i18n/i18n.service';
import { createLegalRepository } from './modules/legal/legal.repository';
import { legalRoutes } from './modules/legal/legal.routes';
import { createLegalService } from './modules/legal/legal.service';
import { createNewsRepository } from './modules/news/news.repository';
import { newsRoutes } from './modules/news/news.routes';
import { createNewsService } from './modules/news/news.service';
import { newsAdminRoutes } from './modules/news/news-admin.routes';
import { createNewsImport } from './modules/news/news-import.service';
import { createPaymentEventsRepository } from './modules/payments/payment-events.repository';
import { stripeWebhookRoutes } from './modules/payments/stripe-webhook.routes';
import { createStripeWebhookService } from './modules/payments/stripe-webhook.service';
import { evaluationRoutes } from './modules/practice/evaluation.routes';
import { createPromptEvaluationRepository } from './modules/practice/prompt-evaluation.repository';
import { createPromptEvaluationService } from './modules/practice/prompt-evaluation.service';
import { createPromptTaskRepository } from './modules/practice/prompt-task.repository';
import { readLearnerRows } from './modules/progress/learner-rows';
import { courseProgressRoutes, lessonRoutes } from './modules/progress/lesson.routes';
import { createProgressRepository } from './modules/progress/progress.repository';
import { progressRoutes } from './modules/progress/progress.routes';
import { createProgressService } from './modules/progress/progress.service';
import { createActivityRepository } from './modules/streaks/activity.repository';
import { streakRoutes } from './modules/streaks/streak.routes';
import { createStreakService } from './modules/streaks/streak.service';
import { createBillingService } from './modules/subscriptions/billing.service';
import { loadPlans } from './modules/subscriptions/plans';
import { createSubscriptionRepository } from './modules/subscriptions/subscription.repository';
import { createSubscriptionService } from './modules/subscriptions/subscription.service';
import { createSubscriptionMail } from './modules/subscriptions/subscription-mail';
import { subscriptionRoutes } from './modules/subscriptions/subscriptions.routes';
import { createSupportRepository } from './modules/support/support.repository';
import { supportRoutes } from './modules/support/support.routes';
import { createSupportService } from './modules/support/support.service';
import { createEvaluator } from './providers/evaluator/create-evaluator';
import { createMailer } from './providers/mail/create-mailer';
import { createMailSender } from './providers/mail/mail-sender';
import { createOutboxRepository } from './providers/mail/outbox.repository';
import { createStripeGateway } from './providers/payments/stripe-gateway';

export interface ServerDeps {
  db: Database;
  /** The database's word on which learners changed: lets learners be kept in memory. */
  learnerChanges: LearnerChanges;
  /** The process logger; without it the server makes its own at config.logLevel. */
  logger?: FastifyBaseLogger;
  /** Tests move time with their own clock. */
  clock?: Clock;
  /** Tests count PIN verifications with their own. */
  pinHasher?: PinHasher;
  /** Work a request leaves running (mail); tests drain it before checking what was sent. */
  background?: BackgroundTasks;
}

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
  // Before anything else a request costs (rate-limit counters, body, handler).
  if (config.overload) shedOverload(app, config.overload);
  app.register(swagger, swaggerOptions);

  const { db } = deps;
  const clock = deps.clock ?? systemClock;
  const redis = config.redisUrl ? createRedisClient(config.redisUrl, app.log) : undefined;
  if (redis) app.addHook('onReady', () => redisReady(redis, 1_000));
  app.register(rateLimit, rateLimitOptions(redis));
  const rateLimits = routeRateLimits(config.rateLimitMultiplier);

  // Shared pieces.
  const background =
    deps.background ??
    createBackgroundTasks((error, label) => app.log.error({ err: error }, `Failed ${label}`));
  const outboxRepository = createOutboxRepository(db);
  const mailer = createMailer({ config, outboxRepository, clock, log: (message) => app.log.info(message) });
  const mailSender = createMailSender({ mailer, background });
  const pinHasher = deps.pinHasher ?? createPinHasher(config.pinHashing);
  const sessionTokens = createSessionTokens({ secret: config.tokenSecret, clock });
  const { learnerChanges } = deps;
  const learnerRepository = createLearnerRepository(db, learnerChanges.changed);
  const pinAttemptRepository = createPinAttemptRepository(db);
  // A learner's record, progress and active days, read in one query on their first call (048).
  const learnerRows = createLearnerCache({
    changes: learnerChanges,
    load: (id) => readLearnerRows(db, id),
    max: 20_000,
  });
  const learnerRecords = partOf(learnerRows, (rows) => rows.record);
  const guard = createLearnerGuard({
    sessionTokens,
    findLearner: learnerRecords.get,
    // Late-bound: the subscriptions are wired below. A page's calls made together look up once.
    hasAccess: sharedWhileLoading(learnerChanges, (learnerId) => subscriptionService.hasAccess(learnerId)),
    changes: learnerChanges,
    clock,
  });
  const oneTimeTokens = createOneTimeTokensService({
    oneTimeTokenRepository: createOneTimeTokenRepository(db),
    clock,
  });
  const plans = loadPlans(config.contentDir);
  const stripe =
    config.payments.provider === 'stripe' ? createStripeGateway(config.payments, clock) : undefined;
  const subscriptionRepository = createSubscriptionRepository(db, learnerChanges.changed);
  const subscriptionService = createSubscriptionService({
    subscriptionRepository,
    plans,
    stripe,
    webUrl: config.webUrl,
    clock,
  });
  const subscriptionMail = createSubscriptionMail({ learnerRepository, mailSender, plans });
  const supportRepository = createSupportRepository(db);
  const accountService = createAccountService({
    learnerRepository,
    subscriptionService,
    supportRepository,
    mailSender,
    webUrl: config.webUrl,
    clock,
  });
  const learnerClocks = config.learnerClockControl ? createLearnerClocks(clock) : undefined;
  const activityRepository = createActivityRepository(db, learnerChanges.changed);
  const streakService = createStreakService({
    activityRepository,
    historyOf: partOf(learnerRows, (rows) => rows.days).get,
    clockOf: learnerClocks ? learnerClocks.of : () => clock,
  });
  const promptEvaluationService = createPromptEvaluationService({
    evaluator: createEvaluator({ config, redis, log: app.log }),
    promptEvaluationRepository: createPromptEvaluationRepository(db),
    promptTaskRepository: createPromptTaskRepository(db),
    clock,
    log: app.log,
  });
  const { webUrl, supportEmail } = config;

  app.register(healthRoutes, {
    prefix: '/api/health',
    healthService: createHealthService({ healthRepository: createHealthRepository(db) }),
  });
  app.register(i18nRoutes, { prefix: '/api/i18n', i18nService: createI18nService() });
  app.register(legalRoutes, {
    prefix: '/api/legal',
    legalService: createLegalService({ legalRepository: createLegalRepository(db) }),
  });
  app.register(authRoutes, {
    prefix: '/api/product-user',
    loginService: createLoginService({
      learnerRepository,
      pinAttemptRepository,
      subscriptionService,
      pinHasher,
      sessionTokens,
      renewalTokens: { issue: (learnerId) => oneTimeTokens.issue('renew-plan', learnerId) },
      clock,
    }),
    pinService: createPinService({
      learnerRepository,
      pinAttemptRepository,
      oneTimeTokens,
      subscriptionService,
      pinHasher,
      sessionTokens,
      mailSender,
      background,
      webUrl,
      clock,
    }),
    accountService,
    pinHasher,
    guard,
    rateLimits,
  });
  app.register(accountRoutes, {
    prefix: '/api/product-user',
    accountService,
    emailChangeService: createEmailChangeService({
      learnerRepository,
      oneTimeTokens,
      mailSender,
      background,
      webUrl,
      supportEmail,
      clock,
    }),
    guard,
    rateLimits,
  });
  app.register(supportRoutes, {
    prefix: '/api/product-user',
    supportService: createSupportService({ supportRepository, mailSender, supportEmail, clock }),
    guard,
    rateLimits,
  });
  app.register(streakRoutes, { prefix: '/api/product-user', streakService, guard });
  app.register(subscriptionRoutes, {
    prefix: '/api',
    subscriptionService,
    plans,
    guard,
    grader: config.evaluator.kind === 'rubric' ? 'rubric' : 'model',
  });

  // Learning: guides, lessons and the learner's progress through them.
  const publishedCatalog = createPublishedCatalog({ catalogRepository: createCatalogRepository(db), clock });
  const progressRepository = createProgressRepository(db, learnerChanges.changed);
  const progressOf = partOf(learnerRows, (rows) => rows.progress).get;
  // Certificates: issued as guides are completed, printed as PDF, signed as Open Badges credentials.
  const certificateService = createCertificateService({
    certificateRepository: createCertificateRepository(db, learnerChanges.changed),
    pdfCache: createCertificatePdfCache({ maxBytes: 64 * 1024 * 1024 }),
    issuer: issuerKeyOf(config.certificateSigningKey),
    webUrl: config.webUrl,
    logError: (error, message) => app.log.error({ err: error }, message),
    publishedCourse: async (courseId) => (await publishedCatalog.current()).course(courseId),
    // The progress rules decide what is earned (the progress service is made just below).
    earnedCertificates: (learnerId) => progressService.earnedCertificates(learnerId),
  });
  const catalogService = createCatalogService({ publishedCatalog, progressRepository, progressOf, clock });
  const progressService = createProgressService({
    publishedCatalog,
    progressRepository,
    progressOf,
    activity: streakService,
    promptScorer: promptEvaluationService,
    certificates: certificateService,
    clock,
  });
  app.register(courseRoutes, { prefix: '/api/courses', catalogService, guard });
  app.register(lessonRoutes, { prefix: '/api/lessons', progressService, guard });
  app.register(progressRoutes, {
    prefix: '/api/user-course-progress',
    progressService,
    catalogService,
    guard,
  });
  app.register(courseProgressRoutes, { prefix: '/api/product-user', progressService, guard });
  app.register(certificateRoutes, { prefix: '/api/certificates', certificateService, guard, rateLimits });
  // The one-minute quiz, open to visitors.
  const funnelService = createFunnelService({
    contentDir: config.contentDir,
    publishedCatalog,
    leadRepository: createLeadRepository(db),
    isLearnerEmail: async (email) => (await learnerRepository.findByEmail(email)) !== undefined,
    clock,
    log: app.log,
  });
  app.register(funnelRoutes, { prefix: '/api', funnelService, rateLimits });
  // The catalog for visitors: the landing page's guides and counts, and where the quiz starts.
  app.register(catalogOverviewRoutes, {
    prefix: '/api/catalog',
    catalogOverview: createCatalogOverview({
      publishedCatalog,
      entryQuiz: () => funnelService.entry(),
      promptGrading: config.evaluator.kind === 'rubric' ? 'rubric' : 'model',
    }),
  });
  // Buying a plan: the built-in test provider, or Stripe and its webhook.
  const checkoutService = createCheckoutService({
    checkoutRepository: createCheckoutRepository(db),
    purchaseRepository: createPurchaseRepository(db, learnerChanges.changed),
    learnerRepository,
    subscriptionService,
    oneTimeTokens,
    mailSender,
    subscriptionMail,
    plans,
    stripe,
    checkoutKeys: createCheckoutKeys(config.tokenSecret),
    webUrl: config.webUrl,
    clock,
  });
  app.register(checkoutRoutes, { prefix: '/api/checkout', checkoutService, rateLimits });
  app.register(stripeWebhookRoutes, {
    prefix: '/api/payments/stripe',
    stripe: stripe && {
      gateway: stripe,
      webhookService: createStripeWebhookService({
        stripe,
        checkoutService,
        subscriptionService,
        mail: subscriptionMail,
        paymentEvents: createPaymentEventsRepository(db),
        clock,
      }),
    },
  });
  const billing = createBillingService({
    subscriptionRepository,
    mail: subscriptionMail,
    clock,
    log: app.log,
  });
  if (config.billingJob) {
    const job = scheduleJob(billingJob(billing), app.log);
    app.addHook('onClose', async () => job.stop());
  }
  // AI news: the list learners read, and the scheduled import of the configured feeds.
  // The seed is imported before the server is built, so nothing is kept yet to go stale.
  const newsRepository = createNewsRepository(db);
  const newsService = createNewsService({ newsRepository, clock });
  const requireAdmin = createAdminGuard(config.adminToken);
  app.register(newsRoutes, { prefix: '/api/external-news', newsService, guard });
  const newsImport =
    config.newsImport &&
    createNewsImport({
      newsRepository,
      feeds: config.newsImport.feeds,
      timeoutMs: config.newsImport.fetchTimeoutMs,
      allowedHosts: config.newsImport.allowedHosts,
      keep: config.newsImport.keepItems,
      clock,
      onSaved: newsService.clear,
      logger: app.log,
    });
  app.register(newsAdminRoutes, {
    prefix: '/api/admin/news',
    requireAdmin,
    newsRepository,
    newsImport,
    feeds: config.newsImport?.feeds ?? [],
  });
  if (config.newsImport && newsImport) {
    const job = scheduleJob(newsImportJob(newsImport, config.newsImport.schedule), app.log);
    // A new or restarted backend brings the news up to date at once, not at the next scheduled minute.
    app.addHook('onReady', async () => {
      job.trigger().catch(() => {});
    });
    app.addHook('onClose', async () => job.stop());
  }
  app.register(evaluationRoutes, { prefix: '/api/openai', promptEvaluationService, guard, rateLimits });
  app.register(adminRoutes, {
    prefix: '/api/admin',
    requireAdmin,
    funnelReport: () => funnelService.report(),
    runBilling: () => billing.runDue(),
    learnerClocks,
    learnerExists: async (id) => (await learnerRepository.findById(id)) !== undefined,
    adminService: createAdminService({
      learnerRepository,
      accountPurgeRepository: createAccountPurgeRepository(deps.db),
      subscriptionService,
      oneTimeTokens,
      outboxRepository,
      pinHasher,
      mailSender,
      webUrl,
      clock,
    }),
  });
  app.register(openApiRoutes, { prefix: '/api/docs' });

  // Mail still being sent goes out before the mailer, Redis and then the database close.
  app.addHook('onClose', async () => {
    await background.drain();
    await mailer.close();
    redis?.disconnect();
  });
  return app;
}
