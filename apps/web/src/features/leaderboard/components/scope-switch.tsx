import { t } from '@lingui/core/macro';
import type { BoardView } from '../api/leaderboard-api';
import { ToggleButtons } from './toggle-buttons';

interface ScopeSwitchProps {
  view: BoardView;
  onChange: (view: BoardView) => void;
}

/** Everyone / My team / Villages: toggle buttons (aria-pressed), one pressed at a time. */
export function ScopeSwitch({ view, onChange }: ScopeSwitchProps) {
  const labels: Record<BoardView, string> = {
    everyone: t`Everyone`,
    team: t`My team`,
    teams: t`Villages`,
  };
  return (
    <ToggleButtons
      label={t`Whose board`}
      choices={labels}
      value={view}
      onChange={onChange}
      pressedClassName="bg-accent text-ink shadow-sm"
    />
  );
}
