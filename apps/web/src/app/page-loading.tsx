import { Spinner } from '../components/ui/spinner';

/** Shown while the first screen's code loads (the router's HydrateFallback). */
export function PageLoading() {
  return (
    <main className="mx-auto max-w-5xl px-4">
      <Spinner fullPage />
    </main>
  );
}
