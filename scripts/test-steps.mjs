// How `npm test` runs its steps (scripts/test.mjs): the checks (lint, typecheck) start at once
// beside the build; the tests start as soon as the build is done (the browser files and the
// server-process API files run the built app), while the checks go on. On two cores the checks
// were a minute of one busy core and Vitest's start (its global set-ups) another; side by side
// they fill both (decision 0044, third pass).
import { spawn } from 'node:child_process';

/**
 * @typedef {{ name: string, command: string[], env?: NodeJS.ProcessEnv }} Step
 * @typedef {{ write(text: string | Buffer): void }} Sink
 */

/** Runs a step with its output held back; resolves with it once the step has ended. */
function runHeld(step, env) {
  const started = performance.now();
  return new Promise((resolve) => {
    const [file, ...args] = step.command;
    const child = spawn(file, args, { stdio: ['ignore', 'pipe', 'pipe'], env: step.env ?? env });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code, signal) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      const ok = code === 0;
      const status = ok ? 'ok' : `FAILED (${signal ?? code ?? 'not started'})`;
      resolve({ ok, text: `\n> ${step.name}: ${status}, ${seconds} s\n${Buffer.concat(output)}` });
    });
  });
}

/**
 * Passes a stream on whole lines only, so that a held-back block written between two chunks
 * never lands in the middle of one of its lines.
 */
function lineForwarder(sink) {
  let partial = '';
  return {
    push(chunk) {
      const text = partial + chunk;
      const end = text.lastIndexOf('\n') + 1;
      partial = text.slice(end);
      if (end > 0) sink.write(text.slice(0, end));
    },
    flush() {
      if (partial) sink.write(`${partial}\n`);
      partial = '';
    },
  };
}

/** Runs the main step with its output passed on live, line by line; resolves with its success. */
function runLive(step, env, out, err) {
  return new Promise((resolve) => {
    const [file, ...args] = step.command;
    const child = spawn(file, args, { stdio: ['ignore', 'pipe', 'pipe'], env: step.env ?? env });
    const stdout = lineForwarder(out);
    const stderr = lineForwarder(err);
    child.stdout.on('data', (chunk) => stdout.push(chunk));
    child.stderr.on('data', (chunk) => stderr.push(chunk));
    child.on('error', (error) => err.write(`${step.name}: ${error.message}\n`));
    child.on('close', (code) => {
      stdout.flush();
      stderr.flush();
      resolve(code === 0);
    });
  });
}

/**
 * `prepare` (the build) and `checks` start together; `main` (Vitest) starts when `prepare` has
 * passed, and is not run when it failed; with no `prepare` (`npm test -- <path>` on a fresh
 * build, test-selection.mjs) at once. Held-back outputs are written whole, each when its
 * step ends, between the main step's lines. Resolves with the names of the steps that failed
 * (or did not run): empty when everything passed.
 * @param {{ prepare?: Step, checks: Step[], main: Step, out: Sink, err: Sink, env?: NodeJS.ProcessEnv }} plan
 * @returns {Promise<string[]>}
 */
export async function runSteps({ prepare, checks, main, out, err, env = process.env }) {
  const failed = [];
  const held = async (step) => {
    const { ok, text } = await runHeld(step, env);
    out.write(text);
    if (!ok) failed.push(step.name);
    return ok;
  };
  const mainRun = (prepare ? held(prepare) : Promise.resolve(true)).then(async (built) => {
    if (!built) {
      failed.push(`${main.name} (not run: ${prepare.name} failed)`);
      return;
    }
    if (!(await runLive(main, env, out, err))) failed.push(main.name);
  });
  await Promise.all([mainRun, ...checks.map(held)]);
  return failed;
}
