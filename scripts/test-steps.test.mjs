// `npm test`'s steps: the tests wait for the build only, every failure counts, and the checks'
// outputs never cut a line of the tests' output in two.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runSteps } from './test-steps.mjs';

const node = (name, code) => ({ name, command: [process.execPath, '-e', code] });
const pass = (name, said = name) => node(name, `console.log(${JSON.stringify(said)})`);
const fail = (name) => node(name, `console.error('${name} went wrong'); process.exit(3)`);

/** A sink that keeps what is written, and calls `onWrite` with each piece. */
function sink(onWrite = () => {}) {
  const pieces = [];
  return {
    pieces,
    text: () => pieces.join(''),
    write(piece) {
      pieces.push(String(piece));
      onWrite(String(piece));
    },
  };
}

describe('runSteps', () => {
  const dirs = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('runs the main step after the build, beside the checks; everything passed: no failures', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'nt-steps-'));
    dirs.push(dir);
    const built = path.join(dir, 'built');
    const out = sink();
    const failed = await runSteps({
      prepare: node('build', `require('node:fs').writeFileSync(${JSON.stringify(built)}, '')`),
      checks: [pass('lint'), pass('typecheck')],
      // The main step sees what the build made.
      main: node('vitest', `console.log(require('node:fs').existsSync(${JSON.stringify(built)}))`),
      out,
      err: sink(),
    });
    expect(failed).toEqual([]);
    expect(out.text()).toMatch(/> build: ok, \d+ s\n/);
    expect(out.text()).toMatch(/> lint: ok, \d+ s\nlint\n/);
    expect(out.text()).toMatch(/> typecheck: ok, \d+ s\ntypecheck\n/);
    expect(out.pieces).toContain('true\n');
  });

  it('names every failed step, a failed check and failed tests alike, with its output', async () => {
    const out = sink();
    const err = sink();
    const failed = await runSteps({
      prepare: pass('build'),
      checks: [fail('lint'), pass('typecheck')],
      main: node('vitest', `console.error('1 failed'); process.exit(1)`),
      out,
      err,
    });
    expect(failed.sort()).toEqual(['lint', 'vitest']);
    expect(out.text()).toMatch(/> lint: FAILED \(3\), \d+ s\nlint went wrong\n/);
    expect(err.text()).toBe('1 failed\n');
  });

  it('does not run the tests when the build failed, and says so', async () => {
    const out = sink();
    const failed = await runSteps({
      prepare: fail('build'),
      checks: [pass('lint')],
      main: pass('vitest', 'the tests ran'),
      out,
      err: sink(),
    });
    expect(failed.sort()).toEqual(['build', 'vitest (not run: build failed)']);
    expect(out.text()).not.toContain('the tests ran');
  });

  it("writes a check's output between the tests' lines, never inside one", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'nt-steps-'));
    dirs.push(dir);
    const go = path.join(dir, 'go');
    // The tests print half a line, then finish it only once the check's output is out.
    const main = node(
      'vitest',
      `process.stdout.write('first half, ');
       const fs = require('node:fs');
       fs.writeFileSync(${JSON.stringify(path.join(dir, 'half'))}, '');
       const wait = () => fs.existsSync(${JSON.stringify(go)}) ? console.log('second half') : setTimeout(wait, 20);
       wait();`,
    );
    const out = sink((piece) => {
      if (piece.includes('> lint: ok')) writeFileSync(go, '');
    });
    // The check ends only once the tests have printed their half line.
    const check = node(
      'lint',
      `const fs = require('node:fs');
       const wait = () => fs.existsSync(${JSON.stringify(path.join(dir, 'half'))}) ? console.log('lint says') : setTimeout(wait, 20);
       wait();`,
    );
    const failed = await runSteps({
      prepare: pass('build'),
      checks: [check],
      main,
      out,
      err: sink(),
    });
    expect(failed).toEqual([]);
    expect(existsSync(go)).toBe(true);
    const text = out.text();
    expect(text).toContain('first half, second half\n');
    expect(text.indexOf('lint says')).toBeLessThan(text.indexOf('first half'));
  });
});

describe('runSteps without a build (npm test -- <path> on a fresh build)', () => {
  it('starts the tests at once and runs no checks', async () => {
    const out = sink();
    const failed = await runSteps({
      checks: [],
      main: pass('vitest', 'the tests ran'),
      out,
      err: sink(),
    });
    expect(failed).toEqual([]);
    expect(out.text()).toBe('the tests ran\n');
  });
});
