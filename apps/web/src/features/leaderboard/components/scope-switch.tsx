import type { BoardView } from '../api/leaderboard-api';

const LABELS: Record<BoardView, string> = {
  everyone: 'Everyone',
  team: 'My team',
  teams: 'Villages',
};

interface ScopeSwitchProps {
  view: BoardView;
  onChange: (view: BoardView) => void;
}

/** Everyone / My team / Villages: toggle buttons (aria-pressed), one pressed at a time. */
export function ScopeSwitch({ view, onChange }: ScopeSwitchProps) {
  return (
    <div
      role="group"
      aria-label="Whose board"
      className="inline-flex w-full rounded-xl border border-line bg-white p-1 sm:w-auto sm:self-start"
    >
      {(Object.keys(LABELS) as BoardView[]).map((key) => {
        const pressed = key === view;
        return (
          <button
            key={key}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(key)}
            className={`min-h-11 flex-1 rounded-lg px-4 font-semibold whitespace-nowrap transition-colors sm:flex-none ${
              pressed
                ? 'bg-accent text-ink shadow-sm'
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
