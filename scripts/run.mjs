// Runs a command with inherited output; resolves with its exit code.
import { spawn } from 'node:child_process';

export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (err) => {
      console.error(`Could not run ${command}: ${err.message}`);
      resolve(1);
    });
  });
}

export const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
