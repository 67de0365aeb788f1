import { plural, t } from '@lingui/core/macro';
import type { RaterRoundSummary } from '@lv/domain';
import { GrowthScores, type ScoreColumn } from './growth-scores';
import { groupName } from './growth-texts';

/** A 360 round's heading: before the journey, or after it. */
export const roundName = (round: RaterRoundSummary['round']) =>
  round === 'before' ? t`360 feedback during the journey` : t`360 feedback after the journey`;

/**
 * One 360 round as the learner sees it: how many answered (never who), the groups with 3 or more
 * answers beside their own figure, what is held back and why, and the shown answers' comments.
 */
export function RaterRound({
  round,
  headingLevel = 3,
}: {
  round: RaterRoundSummary;
  headingLevel?: 3 | 4;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const { invited, answered, open } = round;
  const columns: ScoreColumn[] = [
    ...(round.self ? [{ label: t`You`, score: round.self }] : []),
    ...round.groups.map((g) => ({ label: groupName(g.group), score: g.score })),
  ];
  return (
    <div className="flex flex-col gap-3">
      <Heading className="font-bold text-ink">{roundName(round.round)}</Heading>
      <p className="text-ink">
        {t`${answered} of ${invited} people answered; ${open} links still open.`}
      </p>
      {round.groups.length > 0 ? (
        <GrowthScores caption={t`How you see yourself, and how others see you`} columns={columns} />
      ) : (
        <p className="text-muted">
          {t`No figures yet: a group is shown once 3 people in it have answered, so no one's answers can be picked out.`}
        </p>
      )}
      {round.withheld > 0 ? (
        <p className="text-sm text-muted">
          {plural(round.withheld, {
            one: '# answer is not shown yet: it joins "Others" once 3 answers can be shown together.',
            other:
              '# answers are not shown yet: they join "Others" once 3 answers can be shown together.',
          })}
        </p>
      ) : null}
      {round.comments.length > 0 ? (
        <div>
          <Heading className="font-semibold text-ink">{t`Comments`}</Heading>
          <ul className="mt-1 flex list-disc flex-col gap-1 pl-5 text-ink">
            {round.comments.map((c, i) => (
              <li key={i} className="whitespace-pre-line">
                {c}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
