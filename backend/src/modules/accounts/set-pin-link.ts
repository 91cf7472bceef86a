import type { MailSender } from '../../providers/mail/mail-sender';
import type { LearnerRecord } from './learner.repository';
import type { OneTimeTokensService } from './one-time-tokens.service';

interface SetPinLinkDeps {
  oneTimeTokens: OneTimeTokensService;
  mailSender: MailSender;
  webUrl: string;
}

/** Issues a learner's first-PIN token and mails its link (7 days, once); answers the token. */
export async function mailSetPinLink(deps: SetPinLinkDeps, learner: LearnerRecord): Promise<string> {
  const token = await deps.oneTimeTokens.issue('set-pin', learner.id);
  sendSetPinLink(deps, learner, token);
  return token;
}

/** Mails the link of a first-PIN token issued already (with a purchase, in its transaction). */
export function sendSetPinLink(
  deps: Pick<SetPinLinkDeps, 'mailSender' | 'webUrl'>,
  learner: LearnerRecord,
  token: string,
): void {
  const query = new URLSearchParams({ email: learner.email, token });
  deps.mailSender.send('set-pin', {
    to: learner.email,
    lang: learner.lang,
    values: { username: learner.username, link: `${deps.webUrl}/pin?${query}` },
  });
}
