// `.env` in the working directory: KEY=value lines read into the environment before anything else
// reads it (`npm start`, the CLI, `dubash worker`). A variable already set in the environment
// wins, as with Node's own `--env-file`. Parsed by Node's util.parseEnv (Node 20.12 and later).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as util from 'node:util';

/** What was read: the file's path and the names it set; undefined when there is no `.env`. */
export interface EnvFileResult {
  path: string;
  set: string[];
}

export function loadEnvFile(
  cwd: string = process.cwd(),
  env: NodeJS.ProcessEnv = process.env,
): EnvFileResult | undefined {
  const path = join(cwd, '.env');
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new Error(`${path} cannot be read (${(err as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  // A namespace import: on a Node without parseEnv the file still loads, and says what to do.
  if (typeof util.parseEnv !== 'function')
    throw new Error(`${path} needs Node 20.12 or later to be read (this is ${process.version})`);
  const set: string[] = [];
  for (const [name, value] of Object.entries(util.parseEnv(text))) {
    if (env[name] !== undefined) continue;
    env[name] = value;
    set.push(name);
  }
  return { path, set };
}
