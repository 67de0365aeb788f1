import { TOAST_DURATION_MS } from '@lv/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Toast, ToastKind } from '../components/ui/toast-region';

/** A toast queue: `notify` adds one, and each is gone after 3 seconds (`../shared/spec/platform-spec.md` section 4 (States and transitions)). */
export function useToasts(): { toasts: Toast[]; notify: (kind: ToastKind, message: string) => void } {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);

  const notify = useCallback((kind: ToastKind, message: string) => {
    const id = nextId.current++;
    setToasts((list) => [...list, { id, kind, message }]);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setToasts((list) => list.filter((t) => t.id !== id));
    }, TOAST_DURATION_MS);
    timers.current.add(timer);
  }, []);

  return { toasts, notify };
}
