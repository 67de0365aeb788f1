import { t } from '@lingui/core/macro';
import { Link } from 'react-router';

/** Which zone the times are in; until the learner saves one, a nudge to set it (the link begins the sentence). */
export function ZoneNote({ timeZone, chosen }: { timeZone: string; chosen: boolean }) {
  return (
    <p className="mb-4 text-muted">
      {t`Times show in your timezone, ${timeZone}.`}{' '}
      {chosen ? null : (
        <>
          <Link to="/profile" className="font-medium text-primary underline">
            {t`Set your timezone`}
          </Link>{' '}
          {t`if that is not where you are.`}
        </>
      )}
    </p>
  );
}
