import type { LandscapeObject } from '../../model/catalog.js';
import type { Plot } from '../../model/plot.js';
import type { RulePack } from '../../rules/types.js';
import { withPathNetwork } from './path-network.js';
import type { Variant } from '../core/types.js';

/**
 * The variant with its plan's path network, its violations checked with the paths, and the objects
 * the network could not reach. Paths never add an error (path-network.ts drops such branches).
 */
export function withVariantPaths(
  plot: Plot,
  pack: RulePack,
  catalog: readonly LandscapeObject[],
  variant: Variant,
): Variant {
  const { plan, violations, unreachable } = withPathNetwork(plot, variant.plan, pack, catalog);
  return {
    ...variant,
    plan,
    violations,
    unreachable,
    error_count: violations.filter((v) => v.severity === 'error').length,
  };
}
