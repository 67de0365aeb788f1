interface ProgressBarProps {
  /** 0-100. */
  percent: number;
  /** The accessible name, e.g. "Progress to Impact Builder". */
  label: string;
  /** How the value reads, e.g. "350 of 501 XP". */
  valueText?: string;
  /**
   * accent: progress earned (XP, badges), gold on a light track; step: a form's steps or a score,
   * green, thinner; on-dark: gold on a dark section.
   */
  tone?: 'accent' | 'step' | 'on-dark';
  className?: string;
}

const TONES = {
  accent: ['h-3 bg-line', 'bg-accent duration-500 ease-out'],
  step: ['h-2 bg-primary-light', 'bg-primary'],
  'on-dark': ['h-3 bg-white/20', 'bg-accent'],
} as const;

/**
 * A horizontal progress bar, exposed as a progressbar. The fill's width is set on the element
 * (CSSOM) once React has it, never as a style attribute in the markup: the prerendered landing
 * page's HTML would carry that attribute, and the CSP blocks inline style attributes (ADR 018).
 * There the bars fill when the page hydrates.
 */
export function ProgressBar({ percent, label, valueText, tone = 'accent', className = '' }: ProgressBarProps) {
  const value = Math.min(100, Math.max(0, Math.round(percent)));
  const [track, fill] = TONES[tone];
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={valueText}
      className={`w-full overflow-hidden rounded-full ${track} ${className}`}
    >
      <div
        className={`h-full rounded-full transition-[width] motion-reduce:transition-none ${fill}`}
        ref={(fillElement) => {
          if (fillElement) fillElement.style.width = `${value}%`;
        }}
      />
    </div>
  );
}
