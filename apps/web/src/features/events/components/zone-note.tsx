import { Link } from 'react-router';

/** Which zone the times are in; until the learner saves one, a nudge to set it. */
export function ZoneNote({ timeZone, chosen }: { timeZone: string; chosen: boolean }) {
  return (
    <p className="mb-4 text-muted">
      Times show in your timezone, {timeZone}.{' '}
      {chosen ? null : (
        <>
          <Link to="/profile" className="font-medium text-primary underline">
            Set your timezone
          </Link>{' '}
          if that is not where you are.
        </>
      )}
    </p>
  );
}
