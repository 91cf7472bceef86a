import { isMap, isNode, isScalar, LineCounter, parseDocument } from 'yaml';
import type { z } from 'zod';
import type { ContentProblems } from './content-problem';

interface YamlSource {
  file: string;
  text: string;
  /** Line of the file where `text` starts (1 for a whole file). */
  firstLine: number;
}

/**
 * YAML read and checked against a schema; every problem is reported at the line of the key or value
 * it is about. Answers undefined when anything is wrong.
 */
export function readYaml<S extends z.ZodType>(
  source: YamlSource,
  schema: S,
  problems: ContentProblems,
): z.output<S> | undefined {
  const lineCounter = new LineCounter();
  const document = parseDocument(source.text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const lineAt = (offset: number) => source.firstLine + lineCounter.linePos(offset).line - 1;
  if (document.errors.length > 0) {
    for (const error of document.errors) {
      problems.add(source.file, lineAt(error.pos[0]), `invalid YAML: ${firstLine(error.message)}`);
    }
    return undefined;
  }
  const parsed = schema.safeParse(document.toJS());
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    const path = issue.path.map((part) => (typeof part === 'symbol' ? String(part) : part));
    problems.add(source.file, lineOf(path), describeIssue(path, issue.message));
  }
  return undefined;

  // The line of the deepest key or item on the issue's path that exists in the document.
  function lineOf(path: (string | number)[]): number {
    for (let length = path.length; length > 0; length -= 1) {
      const parent = length === 1 ? document.contents : document.getIn(path.slice(0, length - 1), true);
      const part = path[length - 1];
      if (isMap(parent)) {
        const pair = parent.items.find((item) => isScalar(item.key) && item.key.value === part);
        if (pair && isNode(pair.key) && pair.key.range) return lineAt(pair.key.range[0]);
      }
      const node = document.getIn(path.slice(0, length), true);
      if (isNode(node) && node.range) return lineAt(node.range[0]);
    }
    return document.contents && isNode(document.contents) && document.contents.range
      ? lineAt(document.contents.range[0])
      : source.firstLine;
  }
}

function describeIssue(path: (string | number)[], message: string): string {
  if (path.length === 0) return message;
  const where = path.map((part) => (typeof part === 'number' ? `[${part + 1}]` : `.${part}`)).join('');
  return `${where.replace(/^\./, '')}: ${message}`;
}

const firstLine = (text: string) => text.split('\n')[0] ?? text;
