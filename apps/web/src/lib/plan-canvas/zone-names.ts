import type { DrawnZone, PlanZone } from '@plotplan/domain';
import { useMemo } from 'react';
import { useT, type MessageKey } from '../i18n';

const zoneNames: Readonly<Record<DrawnZone, MessageKey>> = {
  entry: 'zone.entry',
  living: 'zone.living',
  garden: 'zone.garden',
  utility: 'zone.utility',
  orchard: 'zone.orchard',
};

/** The zones with their names in the interface's language (the domain names them in English). */
export function useZoneNames(zones: readonly PlanZone[]): readonly PlanZone[] {
  const t = useT();
  return useMemo(() => zones.map((zone) => ({ ...zone, label: t(zoneNames[zone.zone]) })), [zones, t]);
}
