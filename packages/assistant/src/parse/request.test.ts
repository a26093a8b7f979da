import { describe, expect, it } from 'vitest';
import { catalogObjects } from '@plotplan/domain';
import type { AssistantCommand, ObjectRef } from '../commands/index.js';
import { parseRequest } from './request.js';

const commands = (text: string): readonly AssistantCommand[] => {
  const parsed = parseRequest(text, catalogObjects);
  if (parsed.kind !== 'commands') throw new Error(`${text}: ${JSON.stringify(parsed)}`);
  return parsed.commands;
};
const kinds = (text: string) => commands(text).map((c) => c.kind);
const house: ObjectRef = {
  codes: ['house_medium', 'house_small', 'house_large', 'house_log'],
  noun: 'house',
  quantity: 1,
};

describe('parseRequest', () => {
  it('splits a message into commands at "and", "then", commas and sentence ends', () => {
    expect(kinds('add a greenhouse and remove the pond')).toEqual(['add', 'remove']);
    expect(kinds('Add a pond; rotate the garage. Undo!')).toEqual(['add', 'rotate', 'undo']);
    expect(kinds('remove the pond, then add a sauna and then why is the sauna red?')).toEqual([
      'remove',
      'add',
      'explain',
    ]);
  });

  it('keeps "and" inside one command', () => {
    expect(kinds('swap the gazebo and the playground')).toEqual(['swap']);
    expect(commands('regenerate but keep the house and the garage')).toEqual([
      { kind: 'regenerate', keep: [house, { codes: ['garage'], noun: 'garage', quantity: 1 }] },
    ]);
    expect(kinds('add a herb and greens bed')).toEqual(['add']);
  });

  it('lends a verb to a part without one', () => {
    expect(commands('remove the pond and 2 trees')).toMatchObject([
      { kind: 'remove', target: { noun: 'pond', quantity: 1 } },
      { kind: 'remove', target: { noun: 'tree', quantity: 2 } },
    ]);
  });

  it('counts refs: "the" one, plurals all, numbers that many', () => {
    const quantity = (text: string) => (commands(text)[0] as { target: ObjectRef }).target.quantity;
    expect(quantity('remove the tree')).toBe(1);
    expect(quantity('remove my tree')).toBe(1);
    expect(quantity('remove the trees')).toBe('all');
    expect(quantity('remove all trees')).toBe('all');
    expect(quantity('remove every tree')).toBe('all');
    expect(quantity('remove 3 trees')).toBe(3);
    expect(quantity('remove both sheds')).toBe(2);
  });

  it('tells "add a tree" from "remove the trees"', () => {
    expect(commands('add a tree')).toEqual([
      { kind: 'add', landscape_object: 'fruit_tree_medium', count: 1 },
    ]);
    expect(commands('remove the trees')[0]).toMatchObject({ kind: 'remove', target: { quantity: 'all' } });
    expect(commands('add trees')[0]).toMatchObject({ kind: 'add', count: 3 });
  });

  it('picks the variant whose size range fits the size asked for', () => {
    expect(commands('add a 3 by 6 m greenhouse')[0]).toMatchObject({ landscape_object: 'greenhouse_3x6' });
    expect(commands('add a 3 by 4 m greenhouse')[0]).toMatchObject({ landscape_object: 'greenhouse_3x4' });
  });

  it('resolves "it" and "them" to the object named before', () => {
    expect(commands('add a sauna and move it away from the house')[1]).toEqual({
      kind: 'move',
      target: { codes: ['bathhouse'], noun: 'sauna', quantity: 1 },
      placement: { kind: 'away_from', ref: house },
    });
    expect(commands('remove the trees and then undo it')).toHaveLength(2);
    expect(parseRequest('rotate it', catalogObjects)).toEqual({ kind: 'not_understood' });
    expect(commands('why is it red?')).toEqual([{ kind: 'explain' }]);
  });

  it('reports the first unknown object, even among known ones', () => {
    expect(parseRequest('add a pond and a hot tub', catalogObjects)).toEqual({
      kind: 'unknown_object',
      noun: 'hot tub',
    });
    expect(parseRequest('add a Jacuzzi', catalogObjects)).toEqual({
      kind: 'unknown_object',
      noun: 'jacuzzi',
    });
  });

  it('does not understand what is not a command', () => {
    for (const text of [
      '',
      '   ',
      '?!',
      'thank you',
      'the house',
      'north',
      'move the shed',
      'make it nice',
    ]) {
      expect(parseRequest(text, catalogObjects), text).toEqual({ kind: 'not_understood' });
    }
  });

  it('stays within the bounds the command contract accepts', () => {
    const refused = [
      'add 51 trees',
      'remove 0 trees',
      'remove 2.5 trees',
      'rotate the shed 400 degrees',
      'make the pond 20 times bigger',
      'move the shed 2000 m north',
      'undo 21 times',
    ];
    for (const text of refused)
      expect(parseRequest(text, catalogObjects), text).toEqual({ kind: 'not_understood' });
    expect(commands('add 50 trees')[0]).toMatchObject({ count: 50 });
    expect(commands('undo 20 times')).toHaveLength(20);
  });
});
