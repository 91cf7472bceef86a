// How long the built-in rubric takes to grade a prompt: p50 and p95 over 2,000 gradings of prompts
// up to 2,000 characters, in English and Ukrainian. Run with `npx tsx bench/rubric.ts`.
import { evaluateWithRubric } from '../backend/src/providers/evaluator/rubric-evaluator';

const task = {
  practiceId: 'bench-1',
  tip: 'Say what you have and what limits you.',
  title: "Plan tonight's dinner",
  description: 'A dinner idea from what is at home.',
  fullDescription:
    "You got home late and you don't want to go shopping. Write the first message you'd send ChatGPT to get a dinner idea using only a few ingredients you have. Your prompt should list the ingredients and mention at least one limit.",
  criteria: [
    'lists the ingredients that are available',
    'mentions at least one limit, such as time, equipment or a diet',
  ],
};
const bases = [
  'dinner ideas',
  'You are a practical home cook. I have eggs, spinach, rice and cheese. Suggest one dinner I can make in under 30 minutes with a frying pan, as a numbered list.',
  'Я пізно прийшов додому, і в мене є лише яйця, шпинат, рис і сир. Запропонуй рецепт вечері за 20 хвилин.',
];
const prompts = Array.from({ length: 2000 }, (_, i) => {
  const base = bases[i % bases.length] ?? '';
  let prompt = `${i}. ${base}`;
  while (prompt.length < 200 + (i % 10) * 180) prompt += ` ${base}`;
  return prompt.slice(0, 2000);
});
const grade = (i: number) =>
  evaluateWithRubric({ task, prompt: prompts[i] ?? '', lang: i % 3 ? 'en' : 'uk' });
for (let i = 0; i < prompts.length; i++) grade(i);
// Three rounds, the best kept: other work on a shared machine only ever slows a round down.
const runs = [1, 2, 3].map(() => {
  const durations = prompts.map((_, i) => {
    const started = performance.now();
    grade(i);
    return performance.now() - started;
  });
  durations.sort((a, b) => a - b);
  const at = (share: number) => durations[Math.ceil(durations.length * share) - 1] ?? 0;
  return { p50: at(0.5), p95: at(0.95) };
});
const best = runs.reduce((a, b) => (b.p95 < a.p95 ? b : a));
console.log(
  `Rubric grading of ${prompts.length} prompts up to 2,000 characters (best of 3 rounds): ` +
    `p50 ${best.p50.toFixed(2)} ms, p95 ${best.p95.toFixed(2)} ms`,
);
