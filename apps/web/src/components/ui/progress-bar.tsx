interface ProgressBarProps {
  /** 0-100. */
  percent: number;
  /** The accessible name, e.g. "Progress to Impact Builder". */
  label: string;
  /** How the value reads, e.g. "350 of 501 XP". */
  valueText?: string;
}

/** A horizontal progress bar: a gold fill on a light track, exposed as a progressbar. */
export function ProgressBar({ percent, label, valueText }: ProgressBarProps) {
  const value = Math.min(100, Math.max(0, Math.round(percent)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={valueText}
      className="h-3 w-full overflow-hidden rounded-full bg-line"
    >
      <div
        className="h-full rounded-full bg-accent transition-[width] duration-500 ease-out"
        style={{ width: `${value}%` }}
      />
    </div>
  );
}
