import { PassThrough, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogDestination } from './log-destination.js';

const line = (i: number) => `{"msg":"line ${i}","pad":"${'x'.repeat(80)}"}\n`;

describe('defect 6: the log destination never blocks or wedges the process', () => {
  it('drops lines while its reader is behind, notes that once, and gives up flushing after the timeout', async () => {
    const out = new PassThrough({ highWaterMark: 64 }); // nobody reads it
    const notes: string[] = [];
    const log = createLogDestination(out, (note) => notes.push(note), 1_000);
    for (let i = 0; i < 100; i++) log.write(line(i));
    expect(out.writableLength).toBeLessThan(1_000 + line(0).length * 2);
    expect(notes).toEqual([expect.stringContaining('not being read')]);
    await log.flush(50);

    // Once the reader catches up, lines are written again.
    out.resume();
    await log.flush(5_000);
    log.write(line(100));
    expect(out.read()?.toString()).toContain('line 100');
  });

  it('stops logging for good after a write error (EPIPE), noting it once, without throwing', async () => {
    let written = 0;
    const out = new Writable({
      write(_chunk, _encoding, done) {
        written++;
        done(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }));
      },
    });
    const notes: string[] = [];
    const log = createLogDestination(out, (note) => notes.push(note));
    log.write(line(0));
    await new Promise((resolve) => setImmediate(resolve));
    for (let i = 1; i < 10; i++) log.write(line(i));
    await log.flush(5_000);
    expect(written).toBe(1);
    expect(notes).toEqual([expect.stringContaining('EPIPE')]);
  });
});
