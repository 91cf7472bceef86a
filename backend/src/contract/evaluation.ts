import { z } from 'zod';
import { multiLineText, safeIdentifier } from './fields';

// POST /api/openai/evaluate-prompt: the app's payload of the specification, section 7. The task
// itself (practiceTask, criteria) and the model are read from the catalog and the server's
// configuration; the client's copies are accepted for compatibility and ignored.

export const promptMaxLength = 4000;
export const criteriaMaxCount = 20;
export const criterionMaxLength = 500;
export const practiceTaskMaxLength = 10_000;

/** A learner's prompt: trimmed, not blank, at most 4000 characters. */
export const promptField = multiLineText({ error: 'must be a text' })
  .trim()
  .min(1, 'must not be blank: write a prompt first')
  .max(promptMaxLength, `must be at most ${promptMaxLength} characters long`);

export const evaluatePromptRequest = z.object({
  criteria: z
    .array(multiLineText().max(criterionMaxLength))
    .max(criteriaMaxCount)
    .default([])
    .describe('Ignored: the criteria are read from the catalog'),
  model: z.string().max(200).optional().describe("Ignored: the server's configuration picks the model"),
  lessonId: safeIdentifier(200),
  fragmentIndex: z.number().int().min(0).describe('Zero-based index of the fragment holding the practice'),
  practiceId: safeIdentifier(200),
  practiceTask: multiLineText()
    .max(practiceTaskMaxLength)
    .optional()
    .describe('Ignored: the task is read from the catalog'),
  prompt: promptField,
});
export type EvaluatePromptRequest = z.infer<typeof evaluatePromptRequest>;

export const evaluatePromptResponse = z.object({
  score: z
    .string()
    .regex(/^[0-5]$/)
    .describe('A whole number from 0 to 5, as text'),
  comment: z.string().describe("What is good and what is missing, in the learner's language"),
  recommendedPrompt: z.string().describe("A better prompt built from the learner's own words"),
  passed: z.boolean().describe('Whether the score is at least 3'),
});
export type EvaluatePromptResponse = z.infer<typeof evaluatePromptResponse>;
