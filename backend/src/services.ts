import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { createCheckoutKeys } from './auth/checkout-keys';
import { createPinHasher, type PinHasher } from './auth/pin-hasher';
import { createSessionTokens } from './auth/session-tokens';
import { type BackgroundTasks, createBackgroundTasks } from './background-tasks';
import { type Clock, systemClock } from './clock';
import type { Config } from './config/config';
import type { Database } from './db/database';
import { createLearnerCache, partOf, sharedWhileLoading } from './db/learner-cache';
import type { LearnerChanges } from './db/learner-changes';
import { createAdminGuard } from './http/require-admin';
import { createLearnerGuard } from './http/require-learner';
import { createLearnerClocks } from './learner-clocks';
import { type Metrics, zeroedCounter } from './metrics/metrics';
import { createAccountService } from './modules/accounts/account.service';
import { createAccountPurgeRepository } from './modules/accounts/account-purge.repository';
import { createEmailChangeService } from './modules/accounts/email-change.service';
import { createLearnerRepository } from './modules/accounts/learner.repository';
import { createLoginService } from './modules/accounts/login.service';
import { createOneTimeTokenRepository } from './modules/accounts/one-time-token.repository';
import { createOneTimeTokensService } from './modules/accounts/one-time-tokens.service';
import { createPinService } from './modules/accounts/pin.service';
import { createPinAttemptRepository } from './modules/accounts/pin-attempt.repository';
import { createAdminService } from './modules/admin/admin.service';
import { createCatalogRepository } from './modules/catalog/catalog.repository';
import { createCatalogService } from './modules/catalog/catalog.service';
import { createCatalogOverview } from './modules/catalog/catalog-overview';
import { createPublishedCatalog } from './modules/catalog/published-catalog';
import { createCertificateRepository } from './modules/certificates/certificate.repository';
import { createCertificateService } from './modules/certificates/certificate.service';
import { createCertificatePdfCache } from './modules/certificates/certificate-pdf-cache';
import { issuerKeyOf } from './modules/certificates/issuer-key';
import { createCheckoutRepository } from './modules/checkout/checkout.repository';
import { createCheckoutService } from './modules/checkout/checkout.service';
import { createPurchaseRepository } from './modules/checkout/purchase.repository';
import { createFunnelService } from './modules/funnels/funnel.service';
import { createLeadRepository } from './modules/funnels/lead.repository';
import { createHealthRepository } from './modules/health/health.repository';
import { createHealthService } from './modules/health/health.service';
import type { Readiness } from './modules/health/readiness';
import { createI18nService } from './modules/i18n/i18n.service';
import { createLegalRepository } from './modules/legal/legal.repository';
import { createLegalService } from './modules/legal/legal.service';
import { createNewsRepository } from './modules/news/news.repository';
import { createNewsService } from './modules/news/news.service';
import { createNewsImport } from './modules/news/news-import.service';
import { createPaymentEventsRepository } from './modules/payments/payment-events.repository';
import { createPaymentsRepository } from './modules/payments/payments.repository';
import { createStripeWebhookService } from './modules/payments/stripe-webhook.service';
import { createPromptEvaluationRepository } from './modules/practice/prompt-evaluation.repository';
import { createPromptEvaluationService } from './modules/practice/prompt-evaluation.service';
import { createPromptTaskRepository } from './modules/practice/prompt-task.repository';
import { readLearnerRows } from './modules/progress/learner-rows';
import { createProgressRepository } from './modules/progress/progress.repository';
import { createProgressService } from './modules/progress/progress.service';
import { createStaffServices } from './modules/staff/staff-services';
import { createActivityRepository } from './modules/streaks/activity.repository';
import { createStreakService } from './modules/streaks/streak.service';
import { createBillingService } from './modules/subscriptions/billing.service';
import { loadPlans } from './modules/subscriptions/plans';
import { createSubscriptionRepository } from './modules/subscriptions/subscription.repository';
import { createSubscriptionService } from './modules/subscriptions/subscription.service';
import { createSubscriptionMail } from './modules/subscriptions/subscription-mail';
import { createSupportRepository } from './modules/support/support.repository';
import { createSupportService } from './modules/support/support.service';
import { createEvaluator } from './providers/evaluator/create-evaluator';
import { countedMailer, createMailer } from './providers/mail/create-mailer';
import { createMailSender } from './providers/mail/mail-sender';
import { createOutboxRepository } from './providers/mail/outbox.repository';
import { createStripeGateway } from './providers/payments/stripe-gateway';

export type Services = ReturnType<typeof createServices>;

export interface ServerDeps {
  db: Database;
  /** The database's word on which learners changed: lets learners be kept in memory. */
  learnerChanges: LearnerChanges;
  /** A copy of the embedded database for the admin backup route; none on PostgreSQL. */
  dumpDataDir?: () => Promise<Blob>;
  /** The process logger; without it the server makes its own at config.logLevel. */
  logger?: FastifyBaseLogger;
  /** Tests move time with their own clock. */
  clock?: Clock;
  /** Tests count PIN verifications with their own. */
  pinHasher?: PinHasher;
  /** What the backend counts; main.ts shares it with the jobs it schedules itself. */
  metrics?: Metrics;
  /** Work a request leaves running (mail); tests drain it before checking what was sent. */
  background?: BackgroundTasks;
  /** Whether to take traffic; main.ts marks it draining when told to stop. Made here otherwise. */
  readiness?: Readiness;
}

/**
 * Every service of the backend, made once from the configuration and the database: the one place
 * that says what depends on what. The server mounts their routes and schedules their jobs.
 */
export function createServices(
  config: Config,
  deps: ServerDeps,
  log: FastifyBaseLogger,
  metrics: Metrics,
  redis?: Redis,
) {
  const { db, learnerChanges } = deps;
  const clock = deps.clock ?? systemClock;
  const { webUrl, supportEmail } = config;

  // Shared pieces.
  const background =
    deps.background ?? createBackgroundTasks((error, label) => log.error({ err: error }, `Failed ${label}`));
  const outboxRepository = createOutboxRepository(db);
  const mailer = countedMailer(
    createMailer({ config, outboxRepository, clock, log: (message) => log.info(message) }),
    metrics,
  );
  const mailSender = createMailSender({ mailer, background });
  const pinHasher = deps.pinHasher ?? createPinHasher(config.pinHashing);
  const sessionTokens = createSessionTokens({ secret: config.tokenSecret, clock });
  const learnerRepository = createLearnerRepository(db, learnerChanges.changed);
  const pinAttemptRepository = createPinAttemptRepository(db);
  // A learner's record, progress and active days, read in one query on their first call (048).
  const learnerRows = createLearnerCache({
    changes: learnerChanges,
    load: (id) => readLearnerRows(db, id),
    max: 20_000,
    metrics,
  });
  const learnerRecords = partOf(learnerRows, (rows) => rows.record);
  const guard = createLearnerGuard({
    sessionTokens,
    findLearner: learnerRecords.get,
    // Late-bound: the subscriptions are made below. A page's calls made together look up once.
    hasAccess: sharedWhileLoading(learnerChanges, (learnerId) => subscriptionService.hasAccess(learnerId)),
    changes: learnerChanges,
    clock,
  });
  const requireAdmin = createAdminGuard(config.adminToken);
  const oneTimeTokens = createOneTimeTokensService({
    oneTimeTokenRepository: createOneTimeTokenRepository(db),
    clock,
  });

  // Plans and subscriptions.
  const plans = loadPlans(config.contentDir);
  const stripe =
    config.payments.provider === 'stripe' ? createStripeGateway(config.payments, clock) : undefined;
  const subscriptionRepository = createSubscriptionRepository(db, learnerChanges.changed);
  const subscriptionService = createSubscriptionService({
    subscriptionRepository,
    plans,
    stripe,
    webUrl,
    clock,
  });
  const subscriptionMail = createSubscriptionMail({ learnerRepository, mailSender, plans });
  const paymentsRepository = createPaymentsRepository(db);
  const billing = createBillingService({
    subscriptionRepository,
    payments: paymentsRepository,
    mail: subscriptionMail,
    clock,
    log,
  });

  // Accounts.
  const supportRepository = createSupportRepository(db);
  const accountService = createAccountService({
    learnerRepository,
    subscriptionService,
    supportRepository,
    mailSender,
    webUrl,
    clock,
  });
  const loginService = createLoginService({
    learnerRepository,
    pinAttemptRepository,
    subscriptionService,
    pinHasher,
    sessionTokens,
    renewalTokens: { issue: (learnerId) => oneTimeTokens.issue('renew-plan', learnerId) },
    clock,
  });
  const pinService = createPinService({
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
  });
  const emailChangeService = createEmailChangeService({
    learnerRepository,
    oneTimeTokens,
    mailSender,
    background,
    webUrl,
    supportEmail,
    clock,
  });
  const supportService = createSupportService({ supportRepository, mailSender, supportEmail, clock });

  // Learning: guides, lessons, the learner's progress through them, streaks and prompt grading.
  const learnerClocks = config.learnerClockControl ? createLearnerClocks(clock) : undefined;
  const streakService = createStreakService({
    activityRepository: createActivityRepository(db, learnerChanges.changed),
    historyOf: partOf(learnerRows, (rows) => rows.days).get,
    clockOf: learnerClocks ? learnerClocks.of : () => clock,
  });
  const promptEvaluationService = createPromptEvaluationService({
    evaluator: createEvaluator({ config, redis, log, metrics }),
    promptEvaluationRepository: createPromptEvaluationRepository(db),
    promptTaskRepository: createPromptTaskRepository(db),
    clock,
    log,
  });
  const publishedCatalog = createPublishedCatalog({ catalogRepository: createCatalogRepository(db), clock });
  const progressRepository = createProgressRepository(db, learnerChanges.changed);
  const progressOf = partOf(learnerRows, (rows) => rows.progress).get;
  // Certificates: issued as guides are completed, printed as PDF, signed as Open Badges credentials.
  const certificateService = createCertificateService({
    certificateRepository: createCertificateRepository(db, learnerChanges.changed),
    pdfCache: createCertificatePdfCache({ maxBytes: 64 * 1024 * 1024 }),
    issuer: issuerKeyOf(config.certificateSigningKey),
    webUrl,
    logError: (error, message) => log.error({ err: error }, message),
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

  // Selling: the one-minute quiz, the catalog for visitors, checkout and Stripe's webhook.
  const promptGrading = config.evaluator.kind === 'rubric' ? ('rubric' as const) : ('model' as const);
  const funnelService = createFunnelService({
    contentDir: config.contentDir,
    publishedCatalog,
    leadRepository: createLeadRepository(db),
    isLearnerEmail: async (email) => (await learnerRepository.findByEmail(email)) !== undefined,
    clock,
    log,
  });
  const catalogOverview = createCatalogOverview({
    publishedCatalog,
    entryQuiz: () => funnelService.entry(),
    promptGrading,
  });
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
    webUrl,
    clock,
    counted: zeroedCounter(metrics.checkouts, ['started', 'paid', 'declined']),
  });
  const stripeWebhook = stripe && {
    gateway: stripe,
    webhookService: createStripeWebhookService({
      stripe,
      checkoutService,
      subscriptionService,
      mail: subscriptionMail,
      paymentEvents: createPaymentEventsRepository(db),
      payments: paymentsRepository,
      clock,
    }),
  };

  // AI news: the list learners read, and the import of the configured feeds.
  const newsRepository = createNewsRepository(db);
  const newsService = createNewsService({ newsRepository, clock });
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
      logger: log,
    });

  const adminService = createAdminService({
    learnerRepository,
    accountPurgeRepository: createAccountPurgeRepository(db),
    subscriptionService,
    oneTimeTokens,
    outboxRepository,
    pinHasher,
    mailSender,
    webUrl,
    clock,
  });

  const staff = createStaffServices({
    db,
    staffSecretKey: config.staffSecretKey,
    learnerRepository,
    subscriptionRepository,
    subscriptionService,
    stripe,
    accountService,
    pinAttemptRepository,
    oneTimeTokens,
    pinHasher,
    mailSender,
    webUrl,
    supportEmail,
    clock,
  });

  return {
    background,
    mailer,
    pinHasher,
    guard,
    requireAdmin,
    plans,
    promptGrading,
    healthService: createHealthService({ healthRepository: createHealthRepository(db) }),
    i18nService: createI18nService(),
    legalService: createLegalService({ legalRepository: createLegalRepository(db) }),
    learnerRepository,
    subscriptionService,
    billing,
    accountService,
    loginService,
    pinService,
    emailChangeService,
    supportService,
    learnerClocks,
    streakService,
    promptEvaluationService,
    certificateService,
    catalogService,
    publishedCatalog,
    progressService,
    funnelService,
    catalogOverview,
    checkoutService,
    stripeWebhook,
    newsRepository,
    newsService,
    newsImport,
    adminService,
    staff,
  };
}
