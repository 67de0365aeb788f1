import { plural, t } from '@lingui/core/macro';
import { MENTORING_SEARCH_MAX, type Colleague } from '@lv/domain';
import { useId, useState } from 'react';
import { PersonRow } from '../../../components/ui/person-row';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { levelText } from '../../../lib/i18n/domain-messages';
import { useColleagues } from '../api/mentoring-api';

interface ColleaguePickerProps {
  value: Colleague | null;
  onChange: (colleague: Colleague) => void;
  error?: string | undefined;
}

/** "Level 3 · Change Architect · In your village". */
function colleagueDetail(colleague: Colleague): string {
  const level = colleague.level.number;
  return [t`Level ${level}`, levelText(level).name, colleague.inMyVillage ? t`In your village` : null].filter(Boolean).join(' · ');
}

/**
 * Choose the colleague: a search by name (the learner's village first, and the village alone
 * before anything is typed) over a radio group, so it works with a keyboard and a screen reader
 * with no custom combobox. The chosen colleague stays listed while the search changes.
 */
export function ColleaguePicker({ value, onChange, error }: ColleaguePickerProps) {
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), 300);
  const found = useColleagues(q);
  const name = useId();
  const errorId = `${name}-error`;
  const listed = found.data?.colleagues ?? [];
  const options = value && !listed.some((c) => c.id === value.id) ? [value, ...listed] : listed;
  const village = found.data?.village;

  const count = listed.length;
  let status: string;
  if (found.isPending) status = '';
  else if (found.isError) status = t`We could not search just now. Check your connection and try again.`;
  else if (!q && options.length === 0) status = village ? t`Nobody else is in ${village} yet: search by name.` : t`Type at least part of a colleague’s name.`;
  else if (options.length === 0) status = t`No active learner matches “${q}”.`;
  else if (q && village) status = plural(count, { one: `# found, ${village} first.`, other: `# found, ${village} first.` });
  else if (q) status = plural(count, { one: '# found.', other: '# found.' });
  else status = village ? t`Members of ${village}.` : t`Members of your village.`;

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="font-medium text-ink">{t`Colleague you mentored`}</legend>
      <TextField
        label={t`Search by name`}
        type="search"
        value={text}
        maxLength={MENTORING_SEARCH_MAX}
        autoComplete="off"
        onChange={(e) => setText(e.target.value)}
        hint={t`Members of your village come first.`}
      />
      <p role="status" className="text-sm text-muted">
        {status}
      </p>
      {found.isPending ? <Spinner /> : null}
      {options.length ? (
        <div className="flex max-h-72 flex-col gap-1 overflow-y-auto rounded-lg border border-line bg-white p-1">
          {options.map((c) => (
            <label key={c.id} className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 py-1 ${value?.id === c.id ? 'bg-primary-light' : 'hover:bg-ground'}`}>
              <input type="radio" name={name} value={c.id} checked={value?.id === c.id} onChange={() => onChange(c)} className="h-4 w-4 shrink-0 accent-primary" />
              <PersonRow
                className="flex-1"
                name={c.name}
                image={c.image}
                size="sm"
                detail={colleagueDetail(c)}
              />
            </label>
          ))}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
