import { describe, expect, it } from 'vitest';
import { orderByDuration } from './duration-sequencer';
import { mergeDurations } from './durations-reporter';

const file = (project: string, name: string, groupOrder = 1) => ({
  project,
  groupOrder,
  key: `${project}:${name}`,
});

describe('orderByDuration', () => {
  it('takes the longest files first, so the last ones to start are the shortest', () => {
    const files = [file('api', 'a'), file('api', 'b'), file('api', 'c')];
    const order = orderByDuration(files, { 'api:a': 2, 'api:b': 30, 'api:c': 9 });
    expect(order.map((f) => f.key)).toEqual(['api:b', 'api:c', 'api:a']);
  });

  it('starts files with no measured duration first: a new file may be long', () => {
    const files = [file('api', 'old'), file('api', 'new'), file('api', 'newer')];
    const order = orderByDuration(files, { 'api:old': 100 });
    expect(order.map((f) => f.key)).toEqual(['api:new', 'api:newer', 'api:old']);
  });

  it('keeps groups in their order and each project together, the heaviest project first', () => {
    const files = [
      file('browser', 'x', 2),
      file('pglite', 'p1'),
      file('postgres', 'q1'),
      file('pglite', 'p2'),
      file('postgres', 'q2'),
      file('unit', 'u', 0),
    ];
    const order = orderByDuration(files, {
      'browser:x': 500,
      'pglite:p1': 10,
      'pglite:p2': 60,
      'postgres:q1': 50,
      'postgres:q2': 40,
      'unit:u': 1,
    });
    expect(order.map((f) => f.key)).toEqual([
      'unit:u',
      'postgres:q1',
      'postgres:q2',
      'pglite:p2',
      'pglite:p1',
      'browser:x',
    ]);
  });
});

describe('mergeDurations', () => {
  it('takes what was measured, keeps the rest, drops files that are gone, sorted', () => {
    const merged = mergeDurations(
      { 'api:b.test.ts': 5, 'api:gone.test.ts': 9, 'api:a.test.ts': 1 },
      { 'api:a.test.ts': 2, 'browser:c.test.ts': 30 },
      (file) => file !== 'gone.test.ts',
    );
    expect(Object.entries(merged)).toEqual([
      ['api:a.test.ts', 2],
      ['api:b.test.ts', 5],
      ['browser:c.test.ts', 30],
    ]);
  });
});
