/**
 * How many plan versions a project keeps. Appending one more deletes the oldest, so a project's
 * history is bounded however long it is edited (the current version is always the newest).
 */
export interface VersionRetention {
  readonly versionsPerProject: number;
}

export const defaultVersionRetention: VersionRetention = { versionsPerProject: 1000 };
