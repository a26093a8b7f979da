import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorsFromIssues, NON_FIELD_ERRORS } from './errors.js';

describe('fieldErrorsFromIssues', () => {
  it('maps top-level fields to message lists', () => {
    const result = z
      .object({ email: z.email('Enter a valid email address.'), password: z.string() })
      .safeParse({ email: 'nope', password: 3 });
    expect(result.success).toBe(false);
    const errors = fieldErrorsFromIssues(result.error?.issues ?? []);
    expect(Object.keys(errors).sort()).toEqual(['email', 'password']);
    expect(errors['email']).toEqual(['Enter a valid email address.']);
  });

  it('nests errors of nested objects and list items', () => {
    const errors = fieldErrorsFromIssues([
      { path: ['plot', 'boundary', 3], message: 'edge 3 crosses edge 1' },
      { path: ['plot', 'north_deg'], message: 'too big' },
    ]);
    expect(errors).toEqual({
      plot: { boundary: { '3': ['edge 3 crosses edge 1'] }, north_deg: ['too big'] },
    });
  });

  it('puts errors about the whole body under non_field_errors', () => {
    expect(fieldErrorsFromIssues([{ path: [], message: 'Expected an object.' }])).toEqual({
      [NON_FIELD_ERRORS]: ['Expected an object.'],
    });
  });

  it('keeps a field message when a nested error about the same field follows', () => {
    const errors = fieldErrorsFromIssues([
      { path: ['plot'], message: 'Plot is incomplete.' },
      { path: ['plot', 'edges'], message: 'Required.' },
    ]);
    expect(errors).toEqual({ plot: { [NON_FIELD_ERRORS]: ['Plot is incomplete.'], edges: ['Required.'] } });
  });
});
