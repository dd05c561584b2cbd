import type { z } from 'zod';

/** One problem in one file, located by a JSON path such as `features.reserve.deposit`. */
export interface FileProblem {
  file: string;
  path: string;
  message: string;
}

export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out ? `.${String(part)}` : String(part);
  }
  return out || '(root)';
}

export function problemsFromZod(file: string, error: z.ZodError): FileProblem[] {
  return error.issues.map((issue) => {
    let message = issue.message;
    if (issue.code === 'unrecognized_keys') {
      message = `Unknown field ${issue.keys.map((k) => `"${k}"`).join(', ')}: check its spelling against dealers/schema.json`;
    }
    return { file, path: formatPath(issue.path), message };
  });
}

export function describeProblem(p: FileProblem): string {
  return `${p.file}: ${p.path}: ${p.message}`;
}

/** Problems of one file, thrown so a build stops with every problem listed. */
export class FileProblemsError extends Error {
  constructor(readonly problems: FileProblem[]) {
    super(problems.map(describeProblem).join('\n'));
    this.name = new.target.name;
  }
}

/** A dealer file (dealers/<slug>.json) that is missing or invalid. */
export class ConfigError extends FileProblemsError {}

/** A data file (data/catalogue, data/sites/<slug>, a stock file as a whole) that is missing or invalid. */
export class DataFileError extends FileProblemsError {}
