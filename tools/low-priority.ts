import { spawn } from 'node:child_process';
import { constants, setPriority } from 'node:os';

/**
 * Runs a command at the lowest CPU priority, which its children inherit: `npm test` runs the static
 * checks (typecheck, lint) beside the API tests, and on two busy cores they then take only the CPU the
 * tests leave, instead of stretching the tests' waits past their timeouts.
 */
const [command, ...args] = process.argv.slice(2);
if (!command) throw new Error('usage: tsx tools/low-priority.ts <command> [args…]');
setPriority(constants.priority.PRIORITY_LOW);
const child = spawn(command, args, { stdio: 'inherit', shell: process.platform === 'win32' });
child.on('exit', (code, signal) => {
  if (signal) process.kill(process.pid, signal);
  process.exit(code ?? 1);
});
