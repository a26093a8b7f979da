import type { MessageKey } from '../../../lib/i18n';

/** How the history names a gesture: "Moved Well", "Rotated 2 objects". */
export const gestureVerbs = {
  move: 'history.moved',
  rotate: 'history.rotated',
  resize: 'history.resized',
} as const satisfies Record<string, MessageKey>;

/** How the history names a change typed into the inspector: a size, else a turn, else a move. */
export function geometryVerb(change: { rotation_deg?: number; width?: number; depth?: number }): MessageKey {
  if (change.width !== undefined || change.depth !== undefined) return gestureVerbs.resize;
  return change.rotation_deg !== undefined ? gestureVerbs.rotate : gestureVerbs.move;
}
