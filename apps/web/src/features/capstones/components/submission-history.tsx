import { t } from '@lingui/core/macro';
import type { CapstoneReview, CapstoneSubmission } from '@lv/domain';
import { CircleCheck, MessageSquareWarning } from 'lucide-react';
import { formatDateTime } from '../../../lib/format';
import { CapstoneText } from './capstone-text';
import { LinkList } from './link-list';

/** The reviewer's decision and feedback; the feedback is plain text (shown as text, line breaks kept). */
function ReviewNote({ review }: { review: CapstoneReview }) {
  const accepted = review.decision === 'accepted';
  const Icon = accepted ? CircleCheck : MessageSquareWarning;
  const reviewerName = review.reviewerName;
  const reviewedAt = formatDateTime(review.reviewedAt);
  return (
    <div
      className={`rounded-lg border p-3 ${accepted ? 'border-success/30 bg-success-bg' : 'border-accent/40 bg-accent-light'}`}
    >
      <p className="flex items-center gap-2 font-semibold text-ink">
        <Icon
          className={`h-5 w-5 shrink-0 ${accepted ? 'text-success' : 'text-ink'}`}
          aria-hidden="true"
        />
        {accepted ? t`Accepted` : t`Changes requested`}
      </p>
      <p className="text-sm text-muted">
        {reviewerName ? t`By ${reviewerName}, ${reviewedAt}` : reviewedAt}
      </p>
      <p className="mt-2 whitespace-pre-line text-ink wrap-anywhere">{review.feedback}</p>
    </div>
  );
}

function SubmissionBody({ submission }: { submission: CapstoneSubmission }) {
  const number = submission.number;
  return (
    <div className="flex flex-col gap-4">
      <CapstoneText html={submission.textHtml} topHeading={4} />
      <LinkList links={submission.links} label={t`Links in version ${number}`} />
    </div>
  );
}

/**
 * Submitted versions, newest first, each with the review it got. The first is shown in full
 * unless `expandFirst` is false; the others open on a tap (a phone screen stays short, and
 * nothing is hidden for good).
 */
export function SubmissionHistory({
  submissions,
  expandFirst = true,
  label,
}: {
  submissions: readonly CapstoneSubmission[];
  expandFirst?: boolean;
  label?: string;
}) {
  return (
    <ol aria-label={label ?? t`Submitted versions`} className="flex flex-col gap-4">
      {submissions.map((s, i) => {
        const number = s.number;
        const submittedAt = formatDateTime(s.submittedAt);
        return (
          <li
            key={s.number}
            className="rounded-xl border border-line bg-white p-4 shadow-sm sm:p-5"
          >
            <article aria-labelledby={`version-${s.number}`} className="flex flex-col gap-3">
              <h3 id={`version-${s.number}`} className="text-lg font-bold text-ink">
                {t`Version ${number}`}
                <span className="ml-2 text-base font-normal text-muted">{t`submitted ${submittedAt}`}</span>
              </h3>
              {s.review ? (
                <ReviewNote review={s.review} />
              ) : (
                <p className="text-muted">{t`Waiting for review.`}</p>
              )}
              {i === 0 && expandFirst ? (
                <SubmissionBody submission={s} />
              ) : (
                <details className="group">
                  <summary className="min-h-11 cursor-pointer py-2 font-semibold text-primary">
                    {t`Read version ${number}`}
                  </summary>
                  <div className="mt-2">
                    <SubmissionBody submission={s} />
                  </div>
                </details>
              )}
            </article>
          </li>
        );
      })}
    </ol>
  );
}
