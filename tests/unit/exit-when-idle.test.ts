/**
 * scripts/lib/exit-when-idle.mjs: the build's process ends once it has
 * nothing left to do, with its exit code, and only then.
 */
import {spawnSync} from 'node:child_process';
import {EventEmitter} from 'node:events';
import path from 'node:path';
import {pathToFileURL} from 'node:url';

import {exitWhenIdle} from '../../scripts/lib/exit-when-idle.mjs';

const MODULE = pathToFileURL(
  path.resolve(__dirname, '../../scripts/lib/exit-when-idle.mjs'),
).href;

/** A process stand-in: events, and an `exit` that records its code. */
function fakeProcess() {
  const proc = new EventEmitter() as EventEmitter & {exit: jest.Mock};
  proc.exit = jest.fn();
  return proc;
}

describe('exitWhenIdle', () => {
  test('exits with the code the process would have ended with', () => {
    const proc = fakeProcess();
    exitWhenIdle(proc as unknown as NodeJS.Process);
    expect(proc.exit).not.toHaveBeenCalled();
    proc.emit('beforeExit', 3);
    expect(proc.exit).toHaveBeenCalledWith(3);
  });

  test('leaves the ending to Node when another listener may start more work', () => {
    const proc = fakeProcess();
    exitWhenIdle(proc as unknown as NodeJS.Process);
    const other = jest.fn();
    proc.on('beforeExit', other);
    proc.emit('beforeExit', 0);
    expect(other).toHaveBeenCalled();
    expect(proc.exit).not.toHaveBeenCalled();
  });

  test('in a real process, waits for pending work and keeps its exit code', () => {
    // A timer and a file write still pending when the listener is added;
    // both must finish before the process ends, and the code they set kept.
    const script = `
      import fs from 'node:fs';
      import os from 'node:os';
      import path from 'node:path';
      import {exitWhenIdle} from ${JSON.stringify(MODULE)};
      exitWhenIdle();
      const file = path.join(os.tmpdir(), 'exit-when-idle-' + process.pid);
      setTimeout(() => {
        fs.promises.writeFile(file, 'written').then(async () => {
          console.log('read back: ' + (await fs.promises.readFile(file, 'utf8')));
          await fs.promises.rm(file);
          process.exitCode = 4;
        });
      }, 50);
      process.on('exit', (code) => console.log('exit ' + code));
    `;
    const {status, stdout} = spawnSync(
      process.execPath,
      ['--input-type=module', '--eval', script],
      {encoding: 'utf8'},
    );
    expect(stdout.trim().split('\n')).toEqual(['read back: written', 'exit 4']);
    expect(status).toBe(4);
  });
});
