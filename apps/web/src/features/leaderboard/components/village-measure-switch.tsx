import { t } from '@lingui/core/macro';
import type { VillageMeasure } from '../api/leaderboard-api';
import { ToggleButtons } from './toggle-buttons';

interface VillageMeasureSwitchProps {
  measure: VillageMeasure;
  onChange: (measure: VillageMeasure) => void;
}

/** Average XP / Average completion: how the Villages view ranks. */
export function VillageMeasureSwitch({ measure, onChange }: VillageMeasureSwitchProps) {
  const labels: Record<VillageMeasure, string> = {
    xp: t`Average XP`,
    completion: t`Average completion`,
  };
  return (
    <ToggleButtons
      label={t`Rank villages by`}
      choices={labels}
      value={measure}
      onChange={onChange}
      pressedClassName="bg-primary text-white shadow-sm"
    />
  );
}
