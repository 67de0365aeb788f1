interface ToggleButtonsProps<T extends string> {
  /** Names the group for assistive technology, e.g. "Whose board". */
  label: string;
  /** Each choice and its visible label, in order. */
  choices: Readonly<Record<T, string>>;
  value: T;
  onChange: (value: T) => void;
  /** The pressed button's colours. */
  pressedClassName: string;
}

/** A row of toggle buttons (aria-pressed), one pressed at a time: the board's view switches. */
export function ToggleButtons<T extends string>({
  label,
  choices,
  value,
  onChange,
  pressedClassName,
}: ToggleButtonsProps<T>) {
  return (
    <div
      role="group"
      aria-label={label}
      className="flex w-full flex-wrap rounded-xl border border-line bg-white p-1 sm:inline-flex sm:w-auto sm:self-start"
    >
      {(Object.keys(choices) as T[]).map((key) => {
        const pressed = key === value;
        return (
          <button
            key={key}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(key)}
            className={`min-h-11 flex-auto rounded-lg px-4 font-semibold whitespace-nowrap transition-colors sm:flex-none ${
              pressed ? pressedClassName : 'text-muted hover:bg-primary-light hover:text-primary'
            }`}
          >
            {choices[key]}
          </button>
        );
      })}
    </div>
  );
}
