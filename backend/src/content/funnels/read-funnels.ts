import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type ContentProblem, ContentProblems } from '../courses/content-problem';
import { readYaml } from '../courses/read-yaml';
import { type FunnelFile, type FunnelStep, funnelFile, readinessLevels } from './funnel-schema';

/** A funnel as read from content/funnels/<id>.yaml; the id is the number in /quiz/f{id}/... */
export interface Funnel extends FunnelFile {
  id: number;
  file: string;
}

export interface FunnelReading {
  funnels: Funnel[];
  problems: ContentProblem[];
}

/** The guides a funnel may recommend: core guides, open to every new learner. */
export interface GuideRef {
  id: string;
  stage: string;
}

const FUNNEL_FILE = /^(\d{1,3})\.yaml$/;

/**
 * Reads and checks every funnel under `<contentDir>/funnels` against the catalog's guides. Usable
 * only when `problems` is empty; each problem names its file (relative to contentDir) and line.
 */
export async function readFunnels(contentDir: string, guides: GuideRef[]): Promise<FunnelReading> {
  const problems = new ContentProblems();
  const funnels: Funnel[] = [];
  for (const name of await listFiles(join(contentDir, 'funnels'))) {
    const file = `funnels/${name}`;
    const match = FUNNEL_FILE.exec(name);
    if (!match) {
      problems.add(file, 1, 'unexpected file: a funnel is <number>.yaml, its number in /quiz/f<number>/');
      continue;
    }
    const text = await readFile(join(contentDir, file), 'utf8');
    const funnel = readYaml({ file, text, firstLine: 1 }, funnelFile, problems);
    if (!funnel) continue;
    const before = problems.count;
    checkFunnel(funnel, { file, text, guides, problems });
    if (problems.count === before) funnels.push({ id: Number(match[1]), file, ...funnel });
  }
  if (funnels.length === 0 && problems.count === 0)
    problems.add('funnels', 1, 'no funnel: the quiz needs at least funnels/1.yaml');
  funnels.sort((a, b) => a.id - b.id);
  return { funnels: problems.count === 0 ? funnels : [], problems: problems.list };
}

interface CheckContext {
  file: string;
  text: string;
  guides: GuideRef[];
  problems: ContentProblems;
}

function checkFunnel(funnel: FunnelFile, { file, text, guides, problems }: CheckContext): void {
  const lines = text.split('\n');
  /** The first line at or after `from` that contains `needle`, else `from`. */
  const lineOf = (needle: string | RegExp, from = 1) => {
    const found = lines.findIndex(
      (line, index) =>
        index + 1 >= from && (typeof needle === 'string' ? line.includes(needle) : needle.test(line)),
    );
    return found === -1 ? from : found + 1;
  };
  const stepsLine = lineOf(/^steps:/);
  const variantsLine = lineOf(/^variants:/);
  const stepLine = (id: string) => lineOf(new RegExp(`^\\s*- id: ${id}\\s*$`), stepsLine);

  const steps = new Map<string, FunnelStep>();
  for (const step of funnel.steps) {
    if (steps.has(step.id))
      problems.add(file, stepLine(step.id), `the step id "${step.id}" is used twice: step ids are unique`);
    steps.set(step.id, step);
    if (step.kind === 'single' || step.kind === 'multiple') {
      const seen = new Set<string>();
      for (const option of step.options) {
        if (seen.has(option.id))
          problems.add(
            file,
            lineOf(`id: ${option.id}`, stepLine(step.id) + 1),
            `step ${step.id}: the option id "${option.id}" is used twice`,
          );
        seen.add(option.id);
      }
    }
  }

  const { LOW, INTERMEDIATE } = funnel.levels;
  const levelsLine = lineOf(/^levels:/);
  if (LOW.upToPoints >= INTERMEDIATE.upToPoints)
    problems.add(
      file,
      lineOf('upToPoints', lineOf(/^\s+INTERMEDIATE:/, levelsLine)),
      `levels: INTERMEDIATE.upToPoints (${INTERMEDIATE.upToPoints}) must be above LOW.upToPoints (${LOW.upToPoints})`,
    );
  for (const level of readinessLevels) {
    const guideId = funnel.levels[level].recommendedGuide;
    const guide = guides.find((candidate) => candidate.id === guideId);
    const where = lineOf('recommendedGuide', lineOf(new RegExp(`^\\s+${level}:`), levelsLine));
    if (!guide) problems.add(file, where, `levels.${level}: no guide "${guideId}" in courses/`);
    else if (guide.stage !== 'core')
      problems.add(file, where, `levels.${level}: "${guideId}" is a Boost guide, locked for a new learner`);
  }

  const variantIds = new Set<number>();
  for (const variant of funnel.variants) {
    const line = lineOf(new RegExp(`^\\s*- id: ${variant.id}\\s*$`), variantsLine);
    if (variantIds.has(variant.id)) problems.add(file, line, `the variant id ${variant.id} is used twice`);
    variantIds.add(variant.id);
    const listed = new Set<string>();
    for (const id of variant.steps) {
      if (!steps.has(id)) problems.add(file, line, `variant ${variant.id}: no step "${id}" under steps`);
      else if (listed.has(id))
        problems.add(file, line, `variant ${variant.id}: lists the step "${id}" twice`);
      listed.add(id);
    }
    const chosen = variant.steps.flatMap((id) => steps.get(id) ?? []);
    if (!chosen.some((step) => step.kind !== 'info'))
      problems.add(file, line, `variant ${variant.id}: needs at least one question (not only info steps)`);
    const most = chosen.reduce((sum, step) => sum + maxPointsOf(step), 0);
    if (chosen.length === variant.steps.length && most <= INTERMEDIATE.upToPoints)
      problems.add(
        file,
        line,
        `variant ${variant.id}: scores at most ${most} points, so HIGH (above ${INTERMEDIATE.upToPoints}) is out of reach`,
      );
  }
  if (!variantIds.has(1))
    problems.add(file, variantsLine, 'needs a variant with id 1: the quiz opens it when no variant is named');
}

/** The most points a step can add. */
export function maxPointsOf(step: FunnelStep): number {
  switch (step.kind) {
    case 'single':
      return Math.max(...step.options.map((option) => option.points));
    case 'multiple':
      return Math.min(
        step.maxPoints,
        step.options.reduce((sum, option) => sum + option.points, 0),
      );
    case 'scale':
      return Math.max(...step.points);
    case 'info':
      return 0;
  }
}

async function listFiles(path: string): Promise<string[]> {
  try {
    return (await readdir(path, { withFileTypes: true }))
      .filter((entry) => !entry.name.startsWith('.'))
      .map((entry) => entry.name)
      .sort();
  } catch {
    return [];
  }
}
