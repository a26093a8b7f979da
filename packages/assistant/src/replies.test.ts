import { describe, expect, it } from 'vitest';
import { catalogObjects } from '@plotplan/domain';
import {
  catalogNoun,
  clip,
  counted,
  groupNames,
  helpText,
  parseProblemReply,
  placementPhrase,
  plural,
  similarNames,
} from './replies.js';
import { fixturePlan, ref } from './test-fixtures.js';

describe('replies', () => {
  it('counts nouns', () => {
    expect(plural('berry bush')).toBe('berry bushes');
    expect(plural('bed')).toBe('beds');
    expect(counted(1, 'apple tree')).toBe('an apple tree');
    expect(counted(3, 'medium fruit tree')).toBe('3 medium fruit trees');
  });

  it('names catalog objects without the size in their name', () => {
    expect(catalogNoun('greenhouse_3x4', catalogObjects)).toBe('greenhouse');
    expect(catalogNoun('fruit_tree_medium', catalogObjects)).toBe('medium fruit tree');
  });

  it('groups unlabelled objects by kind and keeps labels', () => {
    const beds = fixturePlan.objects.filter((o) => o.landscape_object === 'vegetable_bed');
    const apples = fixturePlan.objects.filter((o) => o.landscape_object === 'fruit_tree_medium');
    expect(groupNames(beds, catalogObjects)).toBe('the 4 vegetable beds');
    expect(groupNames(apples, catalogObjects)).toBe('Antonovka apple and the medium fruit tree');
  });

  it('phrases placements, with "to" for moves', () => {
    expect(placementPhrase({ kind: 'side', side: 'south' }, 'metric')).toBe('on the south side');
    expect(placementPhrase({ kind: 'side', side: 'north_west' }, 'metric')).toBe('in the north-west corner');
    expect(placementPhrase({ kind: 'side', side: 'south' }, 'metric', true)).toBe('to the south side');
    expect(placementPhrase({ kind: 'near', ref: ref(['house_small'], 'house') }, 'metric')).toBe(
      'near the house',
    );
    expect(placementPhrase({ kind: 'shift', direction: 'east', distance_m: 2 }, 'metric')).toBe('2.0 m east');
    // On an imperial plot the shift is said in feet and inches: 3 m = 9' 10".
    expect(placementPhrase({ kind: 'shift', direction: 'east', distance_m: 3 }, 'imperial')).toBe(
      `9' 10" east`,
    );
  });

  it('clips summaries to 200 characters at a word', () => {
    const long = 'word '.repeat(80);
    expect(clip(long).length).toBeLessThanOrEqual(200);
    expect(clip('short')).toBe('short');
  });

  it('says the catalog lacks an unknown object and suggests names sharing a word', () => {
    const text = parseProblemReply({ kind: 'unknown_object', noun: 'hot tub' }, catalogObjects);
    expect(text).toMatch(/^The catalog has no hot tub/);
    expect(similarNames('hot tub', catalogObjects)).toEqual([]);
    const bush = parseProblemReply({ kind: 'unknown_object', noun: 'apple bush' }, catalogObjects);
    expect(bush).toContain('berry bush');
    expect(similarNames('round pond', catalogObjects)).toContain('round flower bed');
  });

  it('explains what it can do when not understood, and in help', () => {
    const text = parseProblemReply({ kind: 'not_understood' }, catalogObjects);
    expect(text).toMatch(/didn't understand/);
    expect(text).toContain(helpText());
    expect(helpText()).toContain('add 3 apple trees on the south side');
    expect(helpText()).toContain('undo');
  });
});
