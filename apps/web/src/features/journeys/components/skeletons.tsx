import { loadingText } from '../../../lib/i18n/domain-messages';

/** One grey bar of a skeleton. */
const Bar = ({ className }: { className: string }) => (
  <span className={`block animate-pulse rounded bg-line ${className}`} />
);

/** Says 'Loading...' to screen readers once; the grey shapes keep the layout from jumping. */
const Announce = () => (
  <p role="status" className="sr-only">
    {loadingText()}
  </p>
);

/** /journeys while the list loads: two cards of about the real height. */
export function JourneyListSkeleton() {
  return (
    <div>
      <Announce />
      <ul aria-hidden="true" className="grid gap-4 lg:grid-cols-2">
        {[0, 1].map((i) => (
          <li
            key={i}
            className="flex min-h-80 flex-col gap-3 rounded-xl border border-line bg-white p-5 shadow-sm sm:p-6"
          >
            <Bar className="h-6 w-40 rounded-full" />
            <Bar className="h-7 w-2/3" />
            <Bar className="h-4 w-5/6" />
            <Bar className="h-4 w-full" />
            <Bar className="h-4 w-4/5" />
            <Bar className="mt-auto h-11 w-32 rounded-lg" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** /journeys/:journeyId while it loads: header, progress and the module list's rows. */
export function JourneyDetailSkeleton() {
  return (
    <div className="mx-auto max-w-3xl">
      <Announce />
      <div aria-hidden="true" className="flex flex-col gap-4">
        <Bar className="h-5 w-24" />
        <Bar className="h-9 w-3/4" />
        <Bar className="h-4 w-full" />
        <Bar className="h-4 w-2/3" />
        <div className="flex flex-col gap-3 rounded-xl border border-line bg-white p-5 shadow-sm">
          <Bar className="h-4 w-1/2" />
          <Bar className="h-3 w-full rounded-full" />
          <Bar className="h-11 w-48 rounded-lg" />
        </div>
        <ul className="flex flex-col gap-2">
          {[0, 1, 2, 3, 4].map((i) => (
            <li
              key={i}
              className="flex items-center gap-3 rounded-xl border border-line bg-white p-4"
            >
              <span className="h-7 w-7 shrink-0 animate-pulse rounded-full bg-line" />
              <Bar className="h-4 flex-1" />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** A module while it loads: its title and the first paragraphs of the lesson. */
export function ModuleSkeleton() {
  return (
    <div className="mx-auto max-w-3xl">
      <Announce />
      <div aria-hidden="true" className="flex flex-col gap-3">
        <Bar className="h-5 w-40" />
        <Bar className="h-4 w-28" />
        <Bar className="h-9 w-4/5" />
        <Bar className="h-4 w-full" />
        <div className="mt-6 flex flex-col gap-2.5">
          {['w-full', 'w-11/12', 'w-full', 'w-2/3', null, 'w-full', 'w-5/6', 'w-1/2'].map(
            (width, i) =>
              width === null ? (
                <span key={i} className="h-3" />
              ) : (
                <Bar key={i} className={`h-4 ${width}`} />
              ),
          )}
        </div>
      </div>
    </div>
  );
}
