// Operator commands, most through a running backend's admin API: `npm run admin -- help`.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { z } from 'zod';
import type { createLearnerResponse, learnerSummary, outboxResponse } from '../contract/admin';
import type { funnelReportResponse } from '../contract/funnels';
import type { newsFeedsResponse, newsImportResponse } from '../contract/news';
import type { createStaffResponse } from '../contract/staff';
import { CliError, createAdminClient, downloadFromAdmin, readAdminToken } from './admin-client';

type LearnerSummary = z.infer<typeof learnerSummary>;

const COMMANDS = [
  'learner:create',
  'learner:find',
  'subscription:grant',
  'subscription:expire',
  'outbox',
  'funnel:report',
  'billing:run',
  'news:import',
  'news:feeds',
  'backup',
  'restore',
  'staff:create',
];

const USAGE = `Usage: npm run admin -- <command> [options]

  learner:create <email> [--plan 4-week] [--pin 1234] [--status active|trialing] [--lang en]
      A learner with a subscription. Without --pin they get an email with a link to set one.
  learner:find <email>
  subscription:grant <email> [--plan 4-week]    Starts an active plan, ending the running one.
  subscription:expire <email>                  Ends every running subscription now.
  outbox [--to <email>] [--limit 20]            Messages kept by the embedded mail provider.
  funnel:report                                Quiz conversion per funnel, variant and step.
  billing:run                                  Renews, retries and ends what is due now (the
                                               backends also do it every minute).
  news:import                                  Imports the news feeds now (also hourly).
  news:feeds                                   Each news feed: last success, failures, error.
  backup <file>                                The embedded database, copied by the running
                                               backend (on PostgreSQL use pg_dump).
  restore <file> [--data-dir DIR]              Fills DIR (default DATA_DIR) from a backup; the
                                               backend must be stopped, the database empty.

  staff:create <email> --role owner|support|finance|content
                                               A back-office staff member: prints the one-time
                                               link (72 hours) that sets their password.

Plans: 1-week, 4-week, 12-week. The backend is BACKEND_URL (default http://127.0.0.1:1337); the
token is ADMIN_TOKEN, or else DATA_DIR/secrets/admin-token (DATA_DIR default ./data).`;

async function main(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      plan: { type: 'string' },
      pin: { type: 'string' },
      status: { type: 'string' },
      lang: { type: 'string' },
      'data-dir': { type: 'string' },
      to: { type: 'string' },
      limit: { type: 'string' },
      role: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  // The second word is an email, or a file for backup and restore.
  const [command, email] = positionals;
  if (!command || command === 'help' || values.help) {
    console.log(USAGE);
    return;
  }
  if (!COMMANDS.includes(command)) throw new CliError(`Unknown command "${command}".\n\n${USAGE}`);
  const needEmail = () => {
    if (!email) throw new CliError(`${command} needs an email.\n\n${USAGE}`);
    return email;
  };
  if (command === 'restore') return restore(email, values['data-dir']);
  const backendUrl = process.env.BACKEND_URL?.trim() || 'http://127.0.0.1:1337';
  const call = createAdminClient(backendUrl, readAdminToken(process.env));

  switch (command) {
    case 'learner:create': {
      const created = await call<z.infer<typeof createLearnerResponse>>('POST', '/api/admin/learners', {
        email: needEmail(),
        ...(values.plan ? { plan: values.plan } : {}),
        ...(values.pin ? { pin: values.pin } : {}),
        ...(values.status ? { status: values.status } : {}),
        ...(values.lang ? { lang: values.lang } : {}),
      });
      printLearner(created);
      if (created.setupToken) {
        console.log(`  no PIN yet: a set-PIN email was sent (setup token ${created.setupToken})`);
      }
      return;
    }
    case 'learner:find':
      return printLearner(await call('GET', `/api/admin/learners?email=${encodeURIComponent(needEmail())}`));
    case 'subscription:grant':
      return printLearner(
        await call('POST', '/api/admin/subscriptions/grant', {
          email: needEmail(),
          ...(values.plan ? { plan: values.plan } : {}),
        }),
      );
    case 'subscription:expire':
      return printLearner(await call('POST', '/api/admin/subscriptions/expire', { email: needEmail() }));
    case 'outbox': {
      const query = new URLSearchParams();
      if (values.to) query.set('to', values.to);
      if (values.limit) query.set('limit', values.limit);
      const messages = await call<z.infer<typeof outboxResponse>>('GET', `/api/admin/outbox?${query}`);
      if (messages.length === 0) console.log('The outbox is empty (with SMTP_URL set, mail is not kept).');
      for (const message of messages) {
        console.log(`#${message.id} ${message.createdAt} ${message.kind} to ${message.to}`);
        console.log(`  Subject: ${message.subject}`);
        console.log(`${message.text.replace(/^/gm, '  ')}\n`);
      }
      return;
    }
    case 'staff:create': {
      if (!values.role)
        throw new CliError(`staff:create needs --role (owner, support, finance or content).\n\n${USAGE}`);
      const created = await call<z.infer<typeof createStaffResponse>>('POST', '/api/admin/staff', {
        email: needEmail(),
        role: values.role,
      });
      console.log(`${created.email} (${created.role}) is added to the back office.`);
      console.log('Send them this link to set their password (it works once, for 72 hours):');
      console.log(`  ${created.setupUrl}`);
      console.log('They then sign in at /admin and set up a second factor with an authenticator app.');
      return;
    }
    case 'funnel:report': {
      const report = await call<z.infer<typeof funnelReportResponse>>('GET', '/api/admin/funnels/report');
      if (report.length === 0) console.log('Nobody has started a quiz yet.');
      for (const row of report) printFunnelRow(row);
      return;
    }
    case 'billing:run': {
      const run = await call<{
        renewed: number;
        failed: number;
        ended: number;
        reminded: number;
        stuck: number;
      }>('POST', '/api/admin/billing/run');
      console.log(
        `Renewed ${run.renewed}, refused ${run.failed}, ended ${run.ended}, trial reminders ${run.reminded}.`,
      );
      if (run.stuck > 0) {
        console.log(`${run.stuck} due subscription(s) could not be moved: the backend's log names each one.`);
      }
      return;
    }
    case 'news:import': {
      const run = await call<z.infer<typeof newsImportResponse>>('POST', '/api/admin/news/import');
      if ('skipped' in run) return console.log('Another backend is importing the news right now.');
      console.log(
        `${run.inserted} new, ${run.updated} updated, ${run.pruned} pruned; ` +
          `${run.feeds - run.failed.length} of ${run.feeds} feed(s) read.`,
      );
      for (const failure of run.failed) console.log(`  ${failure.url}: ${failure.error}`);
      return;
    }
    case 'news:feeds': {
      const feeds = await call<z.infer<typeof newsFeedsResponse>>('GET', '/api/admin/news/feeds');
      if (feeds.length === 0) console.log('No news feed is configured (NEWS_FEEDS).');
      for (const feed of feeds) {
        console.log(`${feed.url}${feed.configured ? '' : ' (no longer in NEWS_FEEDS)'}`);
        console.log(
          `  last success ${feed.lastSuccessAt ?? 'never'}, last failure ${feed.lastFailureAt ?? 'never'}`,
        );
        if (feed.consecutiveFailures > 0)
          console.log(`  ${feed.consecutiveFailures} failure(s) in a row, the last: ${feed.lastError}`);
      }
      return;
    }
    case 'backup': {
      if (!email) throw new CliError(`backup needs a file to write.\n\n${USAGE}`);
      const token = readAdminToken(process.env);
      const bytes = await downloadFromAdmin(backendUrl, token, '/api/admin/backup', email);
      console.log(`Wrote ${email} (${bytes} bytes). Keep DATA_DIR/secrets too: see docs/operations.md.`);
      return;
    }
    default:
      throw new CliError(`Unknown command "${command}".\n\n${USAGE}`);
  }
}

/** Offline: the backend on that directory must be stopped, so this opens the database itself. */
async function restore(file: string | undefined, dataDirOption: string | undefined): Promise<void> {
  if (!file) throw new CliError(`restore needs a backup file.\n\n${USAGE}`);
  // Loaded here only: the other commands never open a database.
  const { restoreDataDir, RestoreError } = await import('../db/restore-data-dir');
  const { DataDirLockedError } = await import('../db/data-dir-lock');
  const dataDir = resolve(dataDirOption ?? (process.env.DATA_DIR?.trim() || './data'));
  const directory = join(dataDir, 'pglite');
  try {
    await restoreDataDir(file, directory);
  } catch (error) {
    if (error instanceof DataDirLockedError)
      throw new CliError(`A Skillpilot backend is running on ${directory}: stop it before restoring.`);
    if (error instanceof RestoreError) throw new CliError(error.message);
    throw error;
  }
  console.log(`Restored ${file} into ${directory}.`);
  if (!existsSync(join(dataDir, 'secrets', 'certificate-signing-key.pem')))
    console.log(
      `Before \`npm start\`, copy the backed-up secrets folder to ${join(dataDir, 'secrets')} (or set ` +
        'TOKEN_SECRET and CERTIFICATE_SIGNING_KEY): with new ones, issued certificates no longer verify ' +
        'and every learner is signed out.',
    );
}

/** One variant's funnel: each step's count and its share of those who started. */
function printFunnelRow(row: z.infer<typeof funnelReportResponse>[number]): void {
  const share = (count: number) => `${row.started === 0 ? 0 : Math.round((100 * count) / row.started)}%`;
  console.log(`Quiz f${row.funnel} variant ${row.variant}: ${row.started} started`);
  for (const step of row.steps)
    console.log(
      `  step ${step.step} ${step.id.padEnd(24)} ${String(step.answered).padStart(6)}  ${share(step.answered)}`,
    );
  console.log(`  ${'result seen'.padEnd(31)} ${String(row.completed).padStart(6)}  ${share(row.completed)}`);
  console.log(`  ${'email left'.padEnd(31)} ${String(row.emails).padStart(6)}  ${share(row.emails)}`);
}

function printLearner(learner: LearnerSummary): void {
  const state = learner.deletedAt ? `deleted ${learner.deletedAt}` : 'active account';
  console.log(
    `Learner #${learner.id} ${learner.email} (${state}, PIN ${learner.isPinSetUp ? 'set' : 'not set'}, ${learner.lang})`,
  );
  const { subscription } = learner;
  if (!subscription) {
    console.log('  no subscription');
    return;
  }
  const running = ['active', 'trialing'].includes(subscription.status);
  const period = running
    ? `until ${subscription.currentPeriodEnd} (${subscription.cancelAtPeriodEnd ? 'cancelled at period end' : 'renews'})`
    : `ended ${subscription.currentPeriodEnd}`;
  console.log(`  ${subscription.plan} ${subscription.status} ${period}, ${subscription.id}`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const known = error instanceof CliError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
  process.stderr.write(`${known ? (error as Error).message : ((error as Error).stack ?? String(error))}\n`);
  process.exit(1);
});
