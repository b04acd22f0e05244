// The real server process, for the tests that need one (start-up, SIGTERM, the DATA_DIR lock):
// src/server/main.ts under node with tsx's loader, so signals reach the server itself and not a
// wrapper. By default on a free port, with in-memory PGlite and no built client; `env` adds to or
// overrides that (the parent's environment is not passed on, so the test's own settings don't leak
// in).
import { spawn, type ChildProcess } from 'node:child_process';

export interface ServerProcess {
  child: ChildProcess;
  /** The URL the server logged on listening; rejects if it exits first. */
  url: Promise<string>;
  /** The exit code, once it exits. */
  exit: Promise<number | null>;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
}

export function startServerProcess(env: Record<string, string> = {}): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      PATH: process.env.PATH ?? '',
      DATA_DIR: 'memory://',
      PORT: '0',
      CLIENT_DIR: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exit = new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.on('exit', (code) => resolve(code));
  });
  const url = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /"url":"(http:\/\/[^"]+)"/.exec(output);
      if (match) resolve(match[1]!);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exit.then((code) => reject(new Error(`exited with ${code}: ${output}`)));
  });
  url.catch(() => {}); // a test expecting the process to fail never awaits the url
  return { child, url, exit, output: () => output };
}
