import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ReactNode } from 'react';

export type AlertTone = 'success' | 'error' | 'info';

const tones: Record<AlertTone, string> = {
  success: 'border-success/30 bg-success-bg text-success',
  error: 'border-error/30 bg-error-bg text-error',
  info: 'border-info/30 bg-info-bg text-info',
};

const icons = { success: CircleCheck, error: CircleAlert, info: Info } as const;

/** A message box; errors are announced assertively, the rest politely. `className` places it (margins). */
export function Alert({ tone, className = '', children }: { tone: AlertTone; className?: string; children: ReactNode }) {
  const Icon = icons[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex items-start gap-2 rounded-lg border px-4 py-3 ${tones[tone]} ${className}`}
    >
      <Icon className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
      <div>{children}</div>
    </div>
  );
}
