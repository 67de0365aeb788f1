import type { VillageMeasure } from '../api/leaderboard-api';

const LABELS: Record<VillageMeasure, string> = {
  xp: 'Average XP',
  completion: 'Average completion',
};

interface VillageMeasureSwitchProps {
  measure: VillageMeasure;
  onChange: (measure: VillageMeasure) => void;
}

/** Average XP / Average completion: how the Villages view ranks, as toggle buttons (aria-pressed). */
export function VillageMeasureSwitch({ measure, onChange }: VillageMeasureSwitchProps) {
  return (
    <div
      role="group"
      aria-label="Rank villages by"
      className="inline-flex w-full rounded-xl border border-line bg-white p-1 sm:w-auto sm:self-start"
    >
      {(Object.keys(LABELS) as VillageMeasure[]).map((key) => {
        const pressed = key === measure;
        return (
          <button
            key={key}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(key)}
            className={`min-h-11 flex-1 rounded-lg px-4 font-semibold whitespace-nowrap transition-colors sm:flex-none ${
              pressed
                ? 'bg-primary text-white shadow-sm'
                : 'text-muted hover:bg-primary-light hover:text-primary'
            }`}
          >
            {LABELS[key]}
          </button>
        );
      })}
    </div>
  );
}
