import { catalogObjects } from '@plotplan/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogger } from '../../test-support/capture-logger.js';
import { startFakeLlmServer, toolCalls } from '../../test-support/fake-llm-server.js';
import { BuiltInInterpreter } from './built-in-interpreter.js';
import { LlmInterpreter } from './llm-interpreter.js';

const KEY = 'sk-very-secret-value';
let llm: Awaited<ReturnType<typeof startFakeLlmServer>>;

beforeAll(async () => {
  llm = await startFakeLlmServer();
});
afterAll(async () => {
  await llm.close();
});

const input = { text: 'remove the house', catalog: catalogObjects, history: [] };

describe('LlmInterpreter', () => {
  it('logs why it fell back, with the host but never the key', async () => {
    const { log, entries } = captureLogger();
    const interpreter = new LlmInterpreter(
      { url: llm.url, key: KEY, model: 'm' },
      new BuiltInInterpreter(),
      log,
    );
    llm.answer({ status: 503, body: { error: { message: `upstream rejected key ${KEY}` } } });
    const result = await interpreter.interpret(input);
    expect(result).toMatchObject({ kind: 'commands', commands: [{ kind: 'remove' }] });
    expect(entries.map((e) => e.level)).toEqual(['warn']);
    const logged = JSON.stringify(entries);
    expect(logged).toContain('status 503');
    expect(logged).toContain('127.0.0.1');
    expect(logged).not.toContain(KEY);
  });

  it('falls back when nothing listens at the address', async () => {
    const { log, entries } = captureLogger();
    const interpreter = new LlmInterpreter(
      { url: 'http://127.0.0.1:9/v1', key: undefined, model: 'm' },
      new BuiltInInterpreter(),
      log,
    );
    expect(await interpreter.interpret(input)).toMatchObject({ kind: 'commands' });
    expect(entries).toHaveLength(1);
  });

  it('keeps only catalog codes in references and names them when the model left the noun blank', async () => {
    const { log } = captureLogger();
    const interpreter = new LlmInterpreter(
      { url: llm.url, key: KEY, model: 'm' },
      new BuiltInInterpreter(),
      log,
    );
    llm.answer(
      toolCalls({
        name: 'move',
        arguments: {
          target: { codes: ['jacuzzi', 'bathhouse'], noun: '', quantity: 1 },
          placement: { kind: 'side', side: 'north' },
        },
      }),
    );
    expect(await interpreter.interpret(input)).toEqual({
      kind: 'commands',
      commands: [
        {
          kind: 'move',
          target: { codes: ['bathhouse'], noun: 'bathhouse', quantity: 1 },
          placement: { kind: 'side', side: 'north' },
        },
      ],
    });
  });
});
