import { promptMaxLength } from '@contract/progress';
import { z } from 'zod';

// The lesson player's forms: moving on, skipping, finishing and answering practices.
// Messages are locale keys; the page translates them.

const fragmentIndex = z.coerce.number().int().min(0).max(999);
const practiceId = z.string().min(1).max(100);
/** When the page showed the fragment (ms since the epoch), for the time spent on it. */
const openedAt = z.coerce.number().int().min(0).optional().catch(undefined);

export const lessonFormSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('continue'), fragmentIndex, openedAt }),
  z.object({ intent: z.literal('skip'), fragmentIndex, openedAt }),
  z.object({ intent: z.literal('finish'), fragmentIndex, openedAt }),
  z.object({
    intent: z.literal('answer'),
    fragmentIndex,
    practiceId,
    option: z
      .string({ error: 'learning:lesson.errors.chooseOption' })
      .min(1, 'learning:lesson.errors.chooseOption')
      .max(100),
  }),
  z.object({
    intent: z.literal('prompt'),
    fragmentIndex,
    practiceId,
    prompt: z
      .string({ error: 'learning:lesson.errors.promptBlank' })
      // What the learner typed, tags stripped, must say something.
      .refine((value) => value.replace(/<[^>]*>/g, '').trim() !== '', 'learning:lesson.errors.promptBlank')
      .refine((value) => value.length <= promptMaxLength, 'learning:lesson.errors.promptTooLong'),
  }),
]);

export type LessonForm = z.infer<typeof lessonFormSchema>;
