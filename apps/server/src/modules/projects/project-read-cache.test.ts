import { describe, expect, it } from 'vitest';
import { ProjectReadCache, type CachedBody } from './project-read-cache.js';

const body = (json: string): CachedBody => ({ json, etag: `"${json}"` });

describe('ProjectReadCache across processes', () => {
  it('keeps nothing while suspended, and nothing a read took before the suspension', () => {
    const cache = new ProjectReadCache();
    const before = cache.generation(1);
    cache.suspend();
    cache.store(1, 'list', cache.generation(1), body('during'));
    expect(cache.get(1, 'list')).toBeUndefined();
    cache.resume();
    // A read that started before (or while) LISTEN was down may hold what a missed write replaced.
    cache.store(1, 'list', before, body('old'));
    expect(cache.get(1, 'list')).toBeUndefined();
    cache.store(1, 'list', cache.generation(1), body('fresh'));
    expect(cache.get(1, 'list')).toEqual(body('fresh'));
  });

  it("forgets an owner on another process's write, and a read begun before it keeps nothing", () => {
    const cache = new ProjectReadCache();
    cache.store(1, 'list', cache.generation(1), body('one'));
    cache.store(2, 'list', cache.generation(2), body('two'));
    const reading = cache.generation(1);
    cache.forget(1);
    expect(cache.get(1, 'list')).toBeUndefined();
    expect(cache.get(2, 'list')).toEqual(body('two'));
    cache.store(1, 'list', reading, body('stale'));
    expect(cache.get(1, 'list')).toBeUndefined();
  });

  it('announces a local write after forgetting it here', async () => {
    const cache = new ProjectReadCache();
    const heard: number[] = [];
    cache.announce = async (owner) => {
      heard.push(owner);
    };
    cache.store(7, 'list', cache.generation(7), body('seven'));
    await cache.changed(7);
    expect(cache.get(7, 'list')).toBeUndefined();
    expect(heard).toEqual([7]);
  });
});
