import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { generateSecret, generateURI, verify as verifyTotp } from 'otplib';
import QRCode from 'qrcode';
import { hashOneTimeToken, newOneTimeToken } from '../../auth/one-time-tokens';
import type { PinHasher } from '../../auth/pin-hasher';
import type { SecretSeal } from '../../auth/sealed-secret';
import type { Clock } from '../../clock';
import type { RecoveryCode, StaffRole } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../errors/app-error';
import { LOCK_DURATIONS_MS, WRONG_PINS_BEFORE_LOCK } from '../accounts/account-rules';
import type { PinAttemptRepository } from '../accounts/pin-attempt.repository';
import { PASSWORD_MESSAGES, passwordProblem } from './password-rules';
import type { StaffRecord, StaffRepository, StaffSessionRecord } from './staff.repository';

export type StaffAuthService = ReturnType<typeof createStaffAuthService>;

const MINUTE_MS = 60_000;
/** The set-password link works this long. */
export const SETUP_LINK_MS = 72 * 60 * MINUTE_MS;
/** Between the password and the second factor. */
export const PASSWORD_STAGE_MS = 10 * MINUTE_MS;
/** A back-office session ends after this long unused, and after the longest day at most. */
export const IDLE_MS = 30 * MINUTE_MS;
export const LONGEST_SESSION_MS = 12 * 60 * MINUTE_MS;
/** Dangerous actions need a second factor given this recently (else a code with the action). */
export const FRESH_FACTOR_MS = 5 * MINUTE_MS;
const RECOVERY_CODES = 10;
const ISSUER = 'Skillpilot back office';

export interface StaffIdentity {
  id: number;
  email: string;
  role: StaffRole;
}

/** A signed-in staff member and their session, as a route guard hands them on. */
export interface StaffContext {
  staff: StaffIdentity;
  tokenHash: string;
  /** Until when dangerous actions need no new code. */
  freshUntil: Date | null;
}

const digest = (value: string) => createHash('sha256').update(value).digest('base64url');
const normalizeCode = (code: string) => code.replace(/[\s-]+/g, '').toLowerCase();

const signedOut = () => AppError.unauthorized('Your back-office session has ended: sign in again.');
const wrongPassword = () => new AppError(401, 'InvalidCredentials', 'Wrong email or password.');
const wrongCode = () => new AppError(401, 'InvalidCode', 'That code is not right, or was already used.');

function locked(name: string, until: Date, now: Date): AppError {
  const minutes = Math.ceil((until.getTime() - now.getTime()) / MINUTE_MS);
  return AppError.retryLater(
    name,
    `Too many wrong tries: wait ${minutes} minute${minutes === 1 ? '' : 's'} before trying again.`,
    (until.getTime() - now.getTime()) / 1000,
  );
}

interface Deps {
  staffRepository: StaffRepository;
  attempts: PinAttemptRepository;
  pinHasher: PinHasher;
  seal: SecretSeal;
  clock: Clock;
  webUrl: string;
}

/**
 * Staff accounts and their sign-in: a password set from a one-time link, then a mandatory TOTP
 * second factor (enrolled on first sign-in, with recovery codes). Wrong passwords and wrong codes
 * lock like learners' PINs (five tries, then 15 minutes doubling), counted apart from learners'.
 */
export function createStaffAuthService({ staffRepository, attempts, pinHasher, seal, clock, webUrl }: Deps) {
  /** Counts a try before it is checked; answers the lock it sets if it is the last one allowed. */
  async function countTry(key: string, name: string): Promise<Date | null> {
    const now = clock();
    for (let tries = 0; tries < 3; tries += 1) {
      const reserved = await attempts.reserve(key, now, WRONG_PINS_BEFORE_LOCK, LOCK_DURATIONS_MS);
      if (reserved) return reserved.lockedUntil;
      const until = await attempts.lockedUntil(key, now);
      if (until) throw locked(name, until, now);
    }
    throw new Error('Could not count a staff sign-in attempt');
  }

  async function newSession(staffId: number): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = clock();
    await staffRepository.addSession({
      tokenHash: digest(token),
      staffId,
      stage: 'password',
      secondFactorAt: null,
      createdAt: now,
      lastSeenAt: now,
    });
    return token;
  }

  /** The session behind a token at a stage, still within its time, with its staff member. */
  async function sessionOf(token: string, stage: StaffSessionRecord['stage']) {
    const tokenHash = digest(token);
    const session = await staffRepository.session(tokenHash);
    if (!session || session.stage !== stage) throw signedOut();
    const now = clock().getTime();
    const expired =
      stage === 'password'
        ? now - session.createdAt.getTime() > PASSWORD_STAGE_MS
        : now - session.lastSeenAt.getTime() > IDLE_MS ||
          now - session.createdAt.getTime() > LONGEST_SESSION_MS;
    const member = await staffRepository.byId(session.staffId);
    if (expired || !member || member.disabledAt) {
      await staffRepository.endSession(tokenHash);
      throw signedOut();
    }
    return { session, member, tokenHash };
  }

  /** Checks a TOTP code (each time step once) or spends a recovery code. */
  async function checkCode(member: StaffRecord, code: string): Promise<boolean> {
    const secret = member.totpSecret ? seal.open(member.totpSecret) : undefined;
    if (!secret) return false;
    const given = normalizeCode(code);
    if (/^\d{6}$/.test(given)) {
      const result = await verifyTotp({
        secret,
        token: given,
        epoch: Math.floor(clock().getTime() / 1000),
        // One step either side for clocks a little apart.
        epochTolerance: 30,
      });
      // A TOTP answer names its time step (the HOTP side of the union does not).
      if (!result.valid || !('timeStep' in result)) return false;
      return staffRepository.takeTimeStep(member.id, result.timeStep);
    }
    const hashed = Buffer.from(digest(given));
    const match = member.recoveryCodes.find(
      (entry) => !entry.usedAt && timingSafeEqual(Buffer.from(entry.hash), hashed),
    );
    if (!match || !member.totpConfirmedAt) return false;
    const recoveryCodes = member.recoveryCodes.map((entry) =>
      entry === match ? { ...entry, usedAt: clock().toISOString() } : entry,
    );
    await staffRepository.update(member.id, { recoveryCodes });
    return true;
  }

  /** Counts a code try against the staff member, checks it, and forgets the count when right. */
  async function requireCode(member: StaffRecord, code: string): Promise<void> {
    const key = `staff-code:${member.id}`;
    const lock = await countTry(key, 'CodeLocked');
    if (!(await checkCode(member, code))) throw lock ? locked('CodeLocked', lock, clock()) : wrongCode();
    await attempts.forget([key]);
  }

  function newRecoveryCodes(): { shown: string[]; kept: RecoveryCode[] } {
    const shown = Array.from({ length: RECOVERY_CODES }, () => {
      const raw = randomBytes(8).readBigUInt64BE().toString(36).padStart(13, '0').slice(0, 12);
      return `${raw.slice(0, 4)}-${raw.slice(4, 8)}-${raw.slice(8)}`;
    });
    return { shown, kept: shown.map((code) => ({ hash: digest(normalizeCode(code)), usedAt: null })) };
  }

  return {
    /** A new staff member and the link that sets their password (72 hours, once). */
    async createStaff(email: string, role: StaffRole): Promise<{ staff: StaffIdentity; setupUrl: string }> {
      const { token, tokenHash } = newOneTimeToken();
      const now = clock();
      try {
        const row = await staffRepository.create({
          email: email.toLowerCase(),
          role,
          setupTokenHash: tokenHash,
          setupExpiresAt: new Date(now.getTime() + SETUP_LINK_MS),
          now,
        });
        return {
          staff: { id: row.id, email: row.email, role: row.role },
          setupUrl: setupUrlOf(webUrl, token),
        };
      } catch (error) {
        if (isUniqueViolation(error)) throw AppError.conflict('EmailTaken', 'A staff member has this email.');
        throw error;
      }
    },

    /** Who a set-password link is for, or 404 when it is unknown, used or expired. */
    async setupOf(token: string): Promise<{ email: string }> {
      const member = await staffRepository.bySetupToken(hashOneTimeToken(token));
      if (!member?.setupExpiresAt || member.setupExpiresAt <= clock() || member.disabledAt)
        throw AppError.notFound('This link has expired or was already used: ask an owner for a new one.');
      return { email: member.email };
    },

    /** Sets the password from the one-time link; the link works once. Ends every open session. */
    async setPassword(token: string, password: string): Promise<void> {
      const { email } = await this.setupOf(token);
      const problem = passwordProblem(password, [email]);
      if (problem) throw new AppError(400, 'WeakPassword', PASSWORD_MESSAGES[problem]);
      const member = await staffRepository.bySetupToken(hashOneTimeToken(token));
      if (!member) throw AppError.notFound('This link has expired or was already used.');
      await staffRepository.update(member.id, {
        // argon2id with the PINs' parameters (OWASP's equivalent minimum): an unknown email's
        // answer, which spends one verification, then takes as long as a known one's.
        passwordHash: await pinHasher.hash(password),
        setupTokenHash: null,
        setupExpiresAt: null,
      });
      await staffRepository.endSessionsOf(member.id);
    },

    /** Email and password to a session at its password stage; what comes next is the second factor. */
    async signIn(email: string, password: string): Promise<{ token: string; next: 'enroll' | 'code' }> {
      const key = `staff:${email.toLowerCase()}`;
      const turn = pinHasher.takeTurn();
      let member: StaffRecord | undefined;
      let correct = false;
      let lock: Date | null = null;
      try {
        lock = await countTry(key, 'SignInLocked');
        member = await staffRepository.byEmail(email.toLowerCase());
        const usable = member?.passwordHash && !member.disabledAt ? member : undefined;
        correct = usable?.passwordHash
          ? await turn.verify(usable.passwordHash, password)
          : await turn.verifyNothing(password);
      } finally {
        turn.release();
      }
      if (!member || !correct) throw lock ? locked('SignInLocked', lock, clock()) : wrongPassword();
      await attempts.forget([key]);
      return { token: await newSession(member.id), next: member.totpConfirmedAt ? 'code' : 'enroll' };
    },

    /** The secret to add to an authenticator app, made on first ask, as a QR code and as text. */
    async enrollment(token: string): Promise<{ secret: string; uri: string; qrCode: string }> {
      const { member } = await sessionOf(token, 'password');
      if (member.totpConfirmedAt) throw AppError.conflict('AlreadyEnrolled', 'Your second factor is set up.');
      let secret = member.totpSecret ? seal.open(member.totpSecret) : undefined;
      if (!secret) {
        secret = generateSecret();
        await staffRepository.update(member.id, { totpSecret: seal.seal(secret), totpLastTimeStep: null });
      }
      const uri = generateURI({ issuer: ISSUER, label: member.email, secret });
      const qrCode = await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
      return { secret, uri, qrCode };
    },

    /** The first code from the app confirms the factor; answers the recovery codes, shown once. */
    async confirmEnrollment(token: string, code: string): Promise<{ recoveryCodes: string[] }> {
      const { member, tokenHash } = await sessionOf(token, 'password');
      if (member.totpConfirmedAt) throw AppError.conflict('AlreadyEnrolled', 'Your second factor is set up.');
      if (!/^\d{6}$/.test(normalizeCode(code))) throw wrongCode();
      await requireCode(member, code);
      const { shown, kept } = newRecoveryCodes();
      const now = clock();
      await staffRepository.update(member.id, {
        totpConfirmedAt: now,
        recoveryCodes: kept,
        lastSignInAt: now,
      });
      await staffRepository.updateSession(tokenHash, {
        stage: 'signed-in',
        secondFactorAt: now,
        lastSeenAt: now,
      });
      return { recoveryCodes: shown };
    },

    /** A code from the app, or a recovery code, finishes signing in. */
    async verifySecondFactor(token: string, code: string): Promise<{ recoveryCodesLeft: number }> {
      const { member, tokenHash } = await sessionOf(token, 'password');
      if (!member.totpConfirmedAt) throw AppError.conflict('NotEnrolled', 'Set up your second factor first.');
      await requireCode(member, code);
      const now = clock();
      await staffRepository.update(member.id, { lastSignInAt: now });
      await staffRepository.updateSession(tokenHash, {
        stage: 'signed-in',
        secondFactorAt: now,
        lastSeenAt: now,
      });
      const fresh = await staffRepository.byId(member.id);
      return { recoveryCodesLeft: (fresh?.recoveryCodes ?? []).filter((entry) => !entry.usedAt).length };
    },

    /** The signed-in staff member behind a token; each use keeps the session going. */
    async authenticate(token: string): Promise<StaffContext> {
      const { session, member, tokenHash } = await sessionOf(token, 'signed-in');
      const now = clock();
      // Written at most once a minute: a page's few calls do not each write.
      if (now.getTime() - session.lastSeenAt.getTime() > MINUTE_MS)
        await staffRepository.updateSession(tokenHash, { lastSeenAt: now });
      const freshUntil = session.secondFactorAt
        ? new Date(session.secondFactorAt.getTime() + FRESH_FACTOR_MS)
        : null;
      return { staff: { id: member.id, email: member.email, role: member.role }, tokenHash, freshUntil };
    },

    /**
     * Lets a dangerous action through when a second factor was given within five minutes, or when
     * `code` is right (which starts five fresh minutes); else 403 FreshCodeNeeded.
     */
    async requireFreshFactor(context: StaffContext, code: string | undefined): Promise<void> {
      const now = clock();
      if (context.freshUntil && context.freshUntil > now) return;
      if (!code)
        throw new AppError(403, 'FreshCodeNeeded', 'Enter a code from your authenticator app to do this.');
      const member = await staffRepository.byId(context.staff.id);
      if (!member) throw signedOut();
      await requireCode(member, code);
      await staffRepository.updateSession(context.tokenHash, { secondFactorAt: now });
    },

    /**
     * A fresh start for a staff member who lost their password or authenticator app: password,
     * second factor and recovery codes cleared, every session ended; answers a new set-password link.
     */
    async startAgain(id: number): Promise<string> {
      const { token, tokenHash } = newOneTimeToken();
      await staffRepository.update(id, {
        passwordHash: null,
        totpSecret: null,
        totpConfirmedAt: null,
        totpLastTimeStep: null,
        recoveryCodes: [],
        setupTokenHash: tokenHash,
        setupExpiresAt: new Date(clock().getTime() + SETUP_LINK_MS),
      });
      await staffRepository.endSessionsOf(id);
      return setupUrlOf(webUrl, token);
    },

    async signOut(token: string): Promise<void> {
      await staffRepository.endSession(digest(token));
    },

    /** Drops sessions past their idle time (run with the daily clean-up). */
    async forgetIdleSessions(): Promise<void> {
      await staffRepository.endSessionsSeenBefore(new Date(clock().getTime() - IDLE_MS));
    },
  };
}

export function setupUrlOf(webUrl: string, token: string): string {
  return `${webUrl}/admin/setup?token=${encodeURIComponent(token)}`;
}
