import type { VillageMeasure } from '../api/leaderboard-api';
import { ToggleButtons } from './toggle-buttons';

const LABELS: Record<VillageMeasure, string> = {
  xp: 'Average XP',
  completion: 'Average completion',
};

interface VillageMeasureSwitchProps {
  measure: VillageMeasure;
  onChange: (measure: VillageMeasure) => void;
}

/** Average XP / Average completion: how the Villages view ranks. */
export function VillageMeasureSwitch({ measure, onChange }: VillageMeasureSwitchProps) {
  return (
    <ToggleButtons
      label="Rank villages by"
      choices={LABELS}
      value={measure}
      onChange={onChange}
      pressedClassName="bg-primary text-white shadow-sm"
    />
  );
}
