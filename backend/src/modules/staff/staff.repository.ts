import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { auditLog, type StaffRole, staff, staffSessions } from '../../db/schema';

export type StaffRecord = typeof staff.$inferSelect;
export type StaffSessionRecord = typeof staffSessions.$inferSelect;
export type AuditRecord = typeof auditLog.$inferSelect;
export type StaffRepository = ReturnType<typeof createStaffRepository>;

export function createStaffRepository(db: Database) {
  return {
    async create(values: {
      email: string;
      role: StaffRole;
      setupTokenHash: string;
      setupExpiresAt: Date;
      now: Date;
    }) {
      const [row] = await db
        .insert(staff)
        .values({
          email: values.email,
          role: values.role,
          setupTokenHash: values.setupTokenHash,
          setupExpiresAt: values.setupExpiresAt,
          createdAt: values.now,
        })
        .returning();
      if (!row) throw new Error('Staff member was not created');
      return row;
    },

    async byId(id: number): Promise<StaffRecord | undefined> {
      const [row] = await db.select().from(staff).where(eq(staff.id, id));
      return row;
    },

    async byEmail(email: string): Promise<StaffRecord | undefined> {
      const [row] = await db.select().from(staff).where(eq(staff.email, email));
      return row;
    },

    async bySetupToken(tokenHash: string): Promise<StaffRecord | undefined> {
      const [row] = await db.select().from(staff).where(eq(staff.setupTokenHash, tokenHash));
      return row;
    },

    list(): Promise<StaffRecord[]> {
      return db.select().from(staff).orderBy(staff.email);
    },

    async update(
      id: number,
      values: Partial<Omit<StaffRecord, 'id' | 'email' | 'createdAt'>>,
    ): Promise<void> {
      await db.update(staff).set(values).where(eq(staff.id, id));
    },

    /** Accepts a TOTP time step once: false when this or a later step was already used. */
    async takeTimeStep(id: number, timeStep: number): Promise<boolean> {
      const taken = await db
        .update(staff)
        .set({ totpLastTimeStep: timeStep })
        .where(
          and(eq(staff.id, id), or(isNull(staff.totpLastTimeStep), lt(staff.totpLastTimeStep, timeStep))),
        )
        .returning({ id: staff.id });
      return taken.length === 1;
    },

    async addSession(session: StaffSessionRecord): Promise<void> {
      await db.insert(staffSessions).values(session);
    },

    async session(tokenHash: string): Promise<StaffSessionRecord | undefined> {
      const [row] = await db.select().from(staffSessions).where(eq(staffSessions.tokenHash, tokenHash));
      return row;
    },

    async updateSession(tokenHash: string, values: Partial<Omit<StaffSessionRecord, 'tokenHash'>>) {
      await db.update(staffSessions).set(values).where(eq(staffSessions.tokenHash, tokenHash));
    },

    async endSession(tokenHash: string): Promise<void> {
      await db.delete(staffSessions).where(eq(staffSessions.tokenHash, tokenHash));
    },

    async endSessionsOf(staffId: number): Promise<void> {
      await db.delete(staffSessions).where(eq(staffSessions.staffId, staffId));
    },

    async endSessionsSeenBefore(cutoff: Date): Promise<void> {
      await db.delete(staffSessions).where(lt(staffSessions.lastSeenAt, cutoff));
    },

    async addAudit(entry: Omit<AuditRecord, 'id'>): Promise<void> {
      await db.insert(auditLog).values(entry);
    },

    audit(filter: { learnerId?: number; beforeId?: number; limit: number }): Promise<AuditRecord[]> {
      const conditions = [
        filter.learnerId === undefined ? undefined : eq(auditLog.learnerId, filter.learnerId),
        filter.beforeId === undefined ? undefined : lt(auditLog.id, filter.beforeId),
      ].filter((condition) => condition !== undefined);
      return db
        .select()
        .from(auditLog)
        .where(conditions.length ? and(...conditions) : undefined)
        .orderBy(desc(auditLog.id))
        .limit(filter.limit);
    },
  };
}
