import type { ReactNode } from 'react';

/** A screen's one h1 and its lead sentence. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="mb-6">
      <h1 className="text-2xl font-bold text-primary sm:text-3xl">{title}</h1>
      {children ? <p className="mt-2 max-w-2xl text-lg text-muted">{children}</p> : null}
    </header>
  );
}
