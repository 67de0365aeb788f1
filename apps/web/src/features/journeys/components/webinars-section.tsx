import { CalendarClock } from 'lucide-react';

/**
 * The journey's webinars. The contract's list is always empty until the webinars slice lands
 * (JourneyDetailSchema: `webinars` holds nothing yet), so this shows the empty state only.
 */
export function WebinarsSection({ required }: { required: number }) {
  return (
    <section aria-labelledby="webinars-title" className="mt-8">
      <h2 id="webinars-title" className="mb-3 text-xl font-bold text-primary">
        Webinars
      </h2>
      <div className="flex gap-3 rounded-xl border border-dashed border-line bg-white p-5">
        <CalendarClock className="mt-0.5 h-6 w-6 shrink-0 text-primary" aria-hidden="true" />
        <div>
          <p className="font-semibold text-ink">No webinar is scheduled for this journey yet.</p>
          <p className="mt-1 text-muted">
            The next one appears here as soon as it is announced, with its time in your timezone.
            {required > 0 ? ` This journey asks you to attend ${required === 1 ? 'one webinar' : `${required} webinars`}.` : ''}
          </p>
        </div>
      </div>
    </section>
  );
}
