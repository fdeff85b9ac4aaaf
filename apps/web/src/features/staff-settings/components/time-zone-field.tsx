import { useMemo } from 'react';
import { SelectField } from '@/components/form/text-field';

/** Every IANA zone the browser knows, by region ("Asia": ["Asia/Kolkata", …]), with `current`. */
function zonesByRegion(current: string): [string, string[]][] {
  const zones = new Set(Intl.supportedValuesOf('timeZone'));
  // Browsers may list a zone under another name (Asia/Calcutta): the saved one is always there.
  zones.add(current);
  const regions = new Map<string, string[]>();
  for (const zone of [...zones].sort()) {
    const region = zone.includes('/') ? zone.slice(0, zone.indexOf('/')) : 'Other';
    regions.set(region, [...(regions.get(region) ?? []), zone]);
  }
  return [...regions];
}

/** "America/Argentina/Buenos_Aires" as people read it: "Argentina / Buenos Aires". */
const placeName = (zone: string) =>
  zone.includes('/')
    ? zone
        .slice(zone.indexOf('/') + 1)
        .replace(/_/g, ' ')
        .replace(/\//g, ' / ')
    : zone;

/**
 * The restaurant's time zone, picked from the zones the browser knows (grouped by region; a
 * native select, so typing "Kol" jumps to Kolkata), never typed by hand.
 */
export function TimeZoneField(field: {
  id: string;
  value: string;
  onValueChange: (value: string) => void;
  error: string | undefined;
}) {
  const regions = useMemo(() => zonesByRegion(field.value), [field.value]);
  return (
    <SelectField {...field} name={field.id} label="Time zone">
      {regions.map(([region, zones]) => (
        <optgroup key={region} label={region}>
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {placeName(zone)}
            </option>
          ))}
        </optgroup>
      ))}
    </SelectField>
  );
}
