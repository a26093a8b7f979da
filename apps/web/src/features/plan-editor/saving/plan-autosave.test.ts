import type { Plan } from '@plotplan/domain';
import { describe, expect, it } from 'vitest';
import { createPlanAutosave, joinSummaries, type PlanChange } from './plan-autosave';

/** What the API answers to a plan edit, as far as the autosave cares. */
interface SavedPlan {
  readonly planVersion: number | null;
}

const change = (p: Plan, summary: string): PlanChange => ({ plan: p, summary });

const plan = (n: number): Plan => ({ objects: [], paths: [{ id: `p${n}`, points: [], width_m: n }] });

class Conflict extends Error {}

/** A server that keeps versions and refuses a save based on a stale version, as the API does. */
function fakeServer() {
  const saved: { plan: Plan; base: number | null; summary: string }[] = [];
  let current: number | null = null;
  return {
    saved,
    bumpElsewhere: () => (current = (current ?? 0) + 1),
    save: (p: Plan, base: number | null, summary: string): Promise<SavedPlan> => {
      if (base !== current) return Promise.reject(new Conflict('stale'));
      saved.push({ plan: p, base, summary });
      current = (current ?? 0) + 1;
      return Promise.resolve({ planVersion: current });
    },
  };
}

const saverFor = (server: ReturnType<typeof fakeServer>, errors: unknown[] = []) =>
  createPlanAutosave({
    baseVersion: null,
    save: server.save,
    versionOf: (saved: SavedPlan) => saved.planVersion,
    isConflict: (e) => e instanceof Conflict,
    onError: (e) => errors.push(e),
    delayMs: 10_000,
  });

describe('the plan autosave', () => {
  it('saves a burst of changes as one version with their summaries, based on the version it knows', async () => {
    const server = fakeServer();
    const saver = saverFor(server);
    saver.schedule(change(plan(1), 'Moved Well'));
    saver.schedule(change(plan(2), 'Moved Well'));
    saver.schedule(change(plan(3), 'Rotated House'));
    expect(saver.getStatus()).toBe('pending');
    await saver.flush();
    expect(server.saved).toEqual([{ plan: plan(3), base: null, summary: 'Moved Well; Rotated House' }]);
    saver.schedule(change(plan(4), 'Undo'));
    await saver.flush();
    expect(server.saved[1]).toMatchObject({ base: 1, summary: 'Undo' });
    expect(saver.getStatus()).toBe('saved');
    expect(saver.busy).toBe(false);
  });

  it('stops on a conflict instead of overwriting a change made elsewhere', async () => {
    const server = fakeServer();
    const errors: unknown[] = [];
    const saver = saverFor(server, errors);
    server.bumpElsewhere();
    saver.schedule(change(plan(1), 'Moved Well'));
    await saver.flush();
    expect(saver.getStatus()).toBe('conflict');
    expect(server.saved).toEqual([]);
    expect(errors).toHaveLength(1);
    saver.schedule(change(plan(2), 'Moved Well'));
    expect(saver.busy).toBe(false);
    saver.reset(1);
    saver.schedule(change(plan(3), 'Moved House'));
    await saver.flush();
    expect(server.saved).toEqual([{ plan: plan(3), base: 1, summary: 'Moved House' }]);
  });

  it('keeps an unsaved plan after a failure, and writes it on the next try', async () => {
    let fail = true;
    const written: Plan[] = [];
    const saver = createPlanAutosave({
      baseVersion: 4,
      versionOf: (saved: SavedPlan) => saved.planVersion,
      save: (p: Plan) => {
        if (fail) return Promise.reject(new Error('offline'));
        written.push(p);
        return Promise.resolve({ planVersion: 5 });
      },
      isConflict: () => false,
      delayMs: 10_000,
    });
    saver.schedule(change(plan(1), 'Added Well'));
    await saver.flush();
    expect(saver.getStatus()).toBe('error');
    expect(saver.busy).toBe(true);
    fail = false;
    await saver.flush();
    expect(written).toEqual([plan(1)]);
    expect(saver.version).toBe(5);
  });

  it('shortens long summaries to the 200 characters the API takes', () => {
    const many = Array.from({ length: 40 }, (_, i) => `Moved object number ${i}`);
    const text = joinSummaries(many);
    expect(text.length).toBe(200);
    expect(text.startsWith('40 changes: Moved object number 0; ')).toBe(true);
  });
});
