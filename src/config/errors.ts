import type { z } from 'zod';

/** One problem in one file, located by a JSON path such as `features.reserve.deposit`. */
export interface ConfigProblem {
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

export function problemsFromZod(file: string, error: z.ZodError): ConfigProblem[] {
  return error.issues.map((issue) => {
    let message = issue.message;
    if (issue.code === 'unrecognized_keys') {
      message = `Unknown field ${issue.keys.map((k) => `"${k}"`).join(', ')}: check its spelling against dealers/schema.json`;
    }
    return { file, path: formatPath(issue.path), message };
  });
}

export function describeProblem(p: ConfigProblem): string {
  return `${p.file}: ${p.path}: ${p.message}`;
}

/** Thrown by loaders so a build stops with every problem of the file listed. */
export class ConfigError extends Error {
  constructor(readonly problems: ConfigProblem[]) {
    super(problems.map(describeProblem).join('\n'));
    this.name = 'ConfigError';
  }
}
