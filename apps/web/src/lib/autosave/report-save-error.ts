import { reportError } from '../forms/report-error';
import { notify } from '../notify';

export interface SaveErrorMessages {
  /** Title of the toast for a failed write (the server's words, when it gave any, are the detail). */
  readonly failed: string;
  /** Title and detail of the toast when the data changed elsewhere (a 409). */
  readonly conflict: readonly [title: string, detail: string];
  /** Runs after the conflict toast, e.g. to reload what changed elsewhere. */
  readonly onConflict?: () => void;
}

/** The `onError` both autosaves use: a failed write is reported, a conflict says what happened. */
export function reportSaveError(messages: SaveErrorMessages): (error: unknown, conflict: boolean) => void {
  return (error, conflict) => {
    if (!conflict) return reportError(messages.failed, error);
    notify.error(...messages.conflict);
    messages.onConflict?.();
  };
}
