import type { Clock } from '../../clock';
import type { StaffMemberAction } from '../../contract/staff-members';
import { AppError } from '../../errors/app-error';
import type { StaffRecord, StaffRepository } from './staff.repository';
import type { StaffAuthService, StaffContext } from './staff-auth.service';

export type StaffMembersService = ReturnType<typeof createStaffMembersService>;

const stateOf = (member: StaffRecord) => ({
  role: member.role,
  disabled: member.disabledAt !== null,
  secondFactor: member.totpConfirmedAt !== null,
});

/**
 * What owners do to staff accounts. Every action needs a fresh second factor (these are the keys
 * to the back office), is refused on the owner's own account (an owner cannot lock themselves out
 * or take their own rights away by mistake), ends the member's sessions when it takes something
 * away, and is written to the audit log.
 */
export function createStaffMembersService(deps: {
  staffRepository: StaffRepository;
  staffAuth: StaffAuthService;
  clock: Clock;
}) {
  const { staffRepository, staffAuth, clock } = deps;
  return {
    async act(context: StaffContext, id: number, action: StaffMemberAction) {
      await staffAuth.requireFreshFactor(context, action.code);
      if (id === context.staff.id)
        throw AppError.conflict('OwnAccount', 'You cannot change your own staff account: ask another owner.');
      const member = await staffRepository.byId(id);
      if (!member) throw AppError.notFound('No staff member has this id.');
      let message: string;
      let setupUrl: string | null = null;
      switch (action.action) {
        case 'change-role':
          await staffRepository.update(id, { role: action.role });
          await staffRepository.endSessionsOf(id);
          message = `${member.email} is now ${action.role}; they sign in again to use it.`;
          break;
        case 'disable':
          await staffRepository.update(id, { disabledAt: clock() });
          await staffRepository.endSessionsOf(id);
          message = `${member.email} can no longer sign in.`;
          break;
        case 'enable':
          await staffRepository.update(id, { disabledAt: null });
          message = `${member.email} can sign in again.`;
          break;
        case 'start-again': {
          setupUrl = await staffAuth.startAgain(id);
          message = `${member.email} sets a new password and second factor from the link below.`;
          break;
        }
      }
      const after = await staffRepository.byId(id);
      await staffRepository.addAudit({
        staffId: context.staff.id,
        staffEmail: context.staff.email,
        action: `staff-${action.action}`,
        learnerId: null,
        learnerEmail: null,
        reason: `${member.email}: ${action.reason}`,
        before: stateOf(member),
        after: after ? stateOf(after) : null,
        createdAt: clock(),
      });
      return { message, setupUrl };
    },
  };
}
