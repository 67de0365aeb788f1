import { plural, t } from '@lingui/core/macro';
import { Heart } from 'lucide-react';
import { formatNumber } from '../../../lib/format';
import { useSetLike } from '../api/forum-api';

/** A toggle (aria-pressed) that likes or unlikes a post, with the like count. */
export function LikeButton({
  postId,
  liked,
  count,
}: {
  postId: string;
  liked: boolean;
  count: number;
}) {
  const setLike = useSetLike(postId);
  return (
    <div className="flex items-center gap-2">
      <button
        type="button"
        aria-pressed={liked}
        aria-label={t`Like (${plural(count, { one: '# like', other: '# likes' })})`}
        // Not disabled while saving: a disabled button drops keyboard focus.
        aria-busy={setLike.isPending || undefined}
        onClick={() => {
          if (!setLike.isPending) setLike.mutate(!liked);
        }}
        className={`inline-flex min-h-11 items-center gap-2 rounded-lg border px-4 font-semibold transition-colors disabled:opacity-60 ${
          liked
            ? 'border-primary bg-primary text-white hover:bg-primary-dark'
            : 'border-primary bg-white text-primary hover:bg-primary-light'
        }`}
      >
        <Heart className={`h-5 w-5 ${liked ? 'fill-current' : ''}`} aria-hidden="true" />
        {t`Like`}
        <span aria-hidden="true" data-testid="like-count">
          {formatNumber(count)}
        </span>
      </button>
      {setLike.isError ? (
        <p role="alert" className="text-sm font-medium text-error">
          {t`Your like was not saved. Please try again.`}
        </p>
      ) : null}
    </div>
  );
}
