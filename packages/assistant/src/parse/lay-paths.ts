import { matchAny, single, skipAny, type Clause, type Scan } from './scan.js';

// "add a path from the gate to the house", "lay paths to every building", "connect the buildings
// with paths", "make a path network". A bare "add a path" stays the catalog's path object (parseAdd):
// the network is meant when the words name where it runs, or ask for the network as such.

const verbs = ['add', 'lay', 'lay out', 'make', 'draw', 'build', 'create', 'put in', 'put', 'design', 'plan'];
const articles = ['a', 'an', 'the', 'some', 'new', 'proper'];
const nouns = [
  'path',
  'paths',
  'footpath',
  'footpaths',
  'pathway',
  'pathways',
  'walkway',
  'walkways',
  'garden path',
  'garden paths',
];
const networkNouns = ['path network', 'paths network', 'network of paths', 'path system', 'system of paths'];
const froms = [
  'from the gate',
  'from the front gate',
  'from the garden gate',
  'from the entrance',
  'from the entry',
  'from the street',
  'from the road',
  'from the wicket',
];
const tos = [
  'to the house',
  'to my house',
  'to the front door',
  'to the door',
  'to the house door',
  'up to the house',
  'to every building',
  'to each building',
  'to all buildings',
  'to all the buildings',
  'to the buildings',
  'to everything',
  'between the buildings',
  'around the garden',
];
const ons = [
  'and on to every building',
  'and on to the buildings',
  'and to every building',
  'and to the buildings',
];
const connectTargets = [
  'the buildings',
  'all buildings',
  'all the buildings',
  'every building',
  'everything',
  'the house',
  'the house and the buildings',
];
const connectTails = ['with paths', 'by paths', 'with a path', 'by a path', 'to the gate', 'with the gate'];

/** "connect the buildings with paths", "connect the house to the gate". */
function readConnect(scan: Scan): boolean {
  const { tokens } = scan;
  let i = matchAny(tokens, 0, ['connect', 'link', 'join']);
  if (i < 0) return false;
  i = matchAny(tokens, i, connectTargets);
  if (i < 0) return false;
  i = matchAny(tokens, i, connectTails);
  return i === tokens.length;
}

/** "add a path from the gate to the house", "lay paths", "make a path network". */
function readLay(scan: Scan): boolean {
  const { tokens } = scan;
  const verbEnd = matchAny(tokens, 0, verbs);
  let i = verbEnd < 0 ? 0 : verbEnd;
  i = skipAny(tokens, i, articles);
  const network = matchAny(tokens, i, networkNouns);
  const noun = network >= 0 ? network : matchAny(tokens, i, nouns);
  if (noun < 0) return false;
  i = noun;
  const from = matchAny(tokens, i, froms);
  if (from >= 0) i = from;
  const to = matchAny(tokens, i, tos);
  if (to >= 0) i = skipAny(tokens, to, ons);
  if (i !== tokens.length) return false;
  const laid = tokens[0] === 'lay' && tokens[noun - 1]?.endsWith('s') === true;
  return network >= 0 || from >= 0 || to >= 0 || laid;
}

export function parseLayPaths(scan: Scan): Clause | undefined {
  if (scan.allowUnknown) return undefined;
  return readConnect(scan) || readLay(scan) ? single({ kind: 'lay_paths' }) : undefined;
}
