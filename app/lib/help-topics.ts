// The questions Help answers step by step, and how many steps each answer has in the dictionaries.
export const helpTopics = ['unsubscribe', 'refund', 'login'] as const;
export type HelpTopic = (typeof helpTopics)[number];

export const helpStepCount: Record<HelpTopic, number> = { unsubscribe: 5, refund: 5, login: 5 };

/** `?type=` of /help-answer: none means unsubscribe; an unknown one gets the generic text. */
export function helpTopicOf(type: string | null): HelpTopic | 'generic' {
  if (type === null || type === '') return 'unsubscribe';
  return (helpTopics as readonly string[]).includes(type) ? (type as HelpTopic) : 'generic';
}
