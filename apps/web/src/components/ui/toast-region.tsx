import { CircleAlert, CircleCheck, Info } from 'lucide-react';

export type ToastKind = 'info' | 'success' | 'error';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

const tones: Record<ToastKind, string> = {
  success: 'border-success/30 bg-success-bg text-success',
  error: 'border-error/30 bg-error-bg text-error',
  info: 'border-info/30 bg-info-bg text-info',
};

const icons = { success: CircleCheck, error: CircleAlert, info: Info } as const;

/**
 * Where toasts appear. The two live regions are always in the page (screen readers only announce
 * changes to a region that already exists): errors assertively, the rest politely.
 */
export function ToastRegion({ toasts }: { toasts: readonly Toast[] }) {
  const render = (list: readonly Toast[]) =>
    list.map((toast) => {
      const Icon = icons[toast.kind];
      return (
        <div
          key={toast.id}
          data-toast={toast.kind}
          className={`toast-in pointer-events-auto flex items-start gap-2 rounded-lg border px-4 py-3 font-medium shadow-lg ${tones[toast.kind]}`}
        >
          <Icon className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
          <span>{toast.message}</span>
        </div>
      );
    });
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-4 z-[60] flex flex-col items-center gap-2 px-4">
      <div role="alert" aria-live="assertive" className="flex flex-col gap-2">
        {render(toasts.filter((t) => t.kind === 'error'))}
      </div>
      <div role="status" aria-live="polite" className="flex flex-col gap-2">
        {render(toasts.filter((t) => t.kind !== 'error'))}
      </div>
    </div>
  );
}
