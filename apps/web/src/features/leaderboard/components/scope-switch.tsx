import type { BoardView } from '../api/leaderboard-api';
import { ToggleButtons } from './toggle-buttons';

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
    <ToggleButtons
      label="Whose board"
      choices={LABELS}
      value={view}
      onChange={onChange}
      pressedClassName="bg-accent text-ink shadow-sm"
    />
  );
}
