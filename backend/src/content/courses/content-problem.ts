/** One thing wrong in the catalog, where an author can find it. */
export interface ContentProblem {
  /** Path relative to the content folder, with forward slashes. */
  file: string;
  /** 1-based line. */
  line: number;
  message: string;
}

/** Collects problems as files are read; each reader adds what it finds and goes on. */
export class ContentProblems {
  readonly list: ContentProblem[] = [];

  add(file: string, line: number, message: string): void {
    this.list.push({ file, line: Math.max(1, line), message });
  }

  get count(): number {
    return this.list.length;
  }
}

export function formatProblem({ file, line, message }: ContentProblem): string {
  return `${file}:${line}: ${message}`;
}
