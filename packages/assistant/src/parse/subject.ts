import { readRef, type RefRead } from './refs.js';
import type { Scan } from './scan.js';

// Clauses that start with their object instead of a verb: "the shed should go north", "the pond must
// be 3 m wide", "the house is too big".

const modals = ['should', 'must', 'needs to', 'need to', 'has to', 'have to', 'could'];

/** "should be", "must go", ...: each modal before each of `verbs`. */
export function modalPhrases(verbs: readonly string[]): string[] {
  return modals.flatMap((modal) => verbs.map((verb) => `${modal} ${verb}`));
}

/** The object a clause starts with, when it names one ("the shed", "all beds"; not "a shed"). */
export function readSubject(scan: Scan): RefRead | undefined {
  const ref = readRef(scan, 0);
  return ref === undefined || ref.determiner === 'indefinite' || ref.determiner === 'none' ? undefined : ref;
}
