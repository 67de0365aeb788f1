import { t } from '@lingui/core/macro';
import { featuresAtLevel } from '@lv/domain';
import { Award, Copy, PartyPopper, Share2, Trophy, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { featureText } from '../../lib/feature-text';
import { levelText } from '../../lib/i18n/domain-messages';
import { domainText } from '../../lib/i18n/domain-text';
import { Button } from '../ui/button';
import type { Moment } from './moment';

/**
 * The page a moment shares: the public profile (a level, a badge) or the certificate's verification
 * page.
 */
export function momentShareUrl(moment: Moment, userId: string, origin: string): string {
  const path =
    moment.kind === 'journey' ? moment.verifyUrl : `/users/${encodeURIComponent(userId)}`;
  return new URL(path, origin).href;
}

/** What a moment says: its title, its text and what sharing it says. */
export function momentTexts(moment: Moment): { title: string; text: string; share: string } {
  switch (moment.kind) {
    case 'level': {
      const { name } = levelText(moment.level);
      const number = moment.level;
      const opens = featuresAtLevel(moment.level);
      const built = opens.filter((f) => f.built).map((f) => featureText(f.id));
      const coming = opens.filter((f) => !f.built).map((f) => featureText(f.id));
      const parts = [
        ...built.map((name) => t`Now open to you: ${name}.`),
        ...coming.map((name) => t`Coming for this level: ${name}.`),
      ];
      return {
        title: t`New level: ${name}`,
        text: [t`You reached level ${number}.`, ...parts].join(' '),
        share: t`I reached level ${number}, ${name}.`,
      };
    }
    case 'badge': {
      const badge = domainText(moment.name);
      return {
        title: t`Badge unlocked: ${badge}`,
        text: t`Your work earned the ${badge} badge. It now shows on your public profile.`,
        share: t`I unlocked the ${badge} badge.`,
      };
    }
    case 'journey': {
      const title = moment.title;
      return {
        title: t`Journey complete: ${title}`,
        text: t`Your certificate is ready. Anyone can check it on its verification page.`,
        share: t`I completed ${title}.`,
      };
    }
  }
}

const ICONS = { level: Trophy, badge: Award, journey: PartyPopper } as const;

/**
 * A moment worth celebrating (ADR 044), at the top of the page: a labelled region that takes the
 * focus when it appears, unless the learner's focus is on something (and gives it back to the
 * page's main when dismissed), Escape or Continue
 * dismisses it, its icon pops once unless `prefers-reduced-motion` asks for stillness, and Share
 * sends the page that proves it: the Web Share API where the browser has one, else a copied link.
 * It sits in the page rather than over it, so nothing the learner was doing is blocked.
 */
export function MomentPanel({
  moment,
  userId,
  onClose,
}: {
  moment: Moment;
  userId: string;
  onClose: () => void;
}) {
  const { title, text, share } = momentTexts(moment);
  const url = momentShareUrl(moment, userId, window.location.origin);
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  const canShare = typeof navigator.share === 'function';
  const Icon = ICONS[moment.kind];
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  // Focus comes to the moment unless the learner is somewhere in particular (a field, a heading a
  // screen just focused): then the shell's live region announces it instead.
  useEffect(() => {
    const active = document.activeElement;
    if (active === null || active === document.body || active.id === 'main')
      heading.current?.focus();
  }, []);

  const close = () => {
    onClose();
    document.getElementById('main')?.focus();
  };

  const onShare = async () => {
    if (canShare) {
      try {
        await navigator.share({ title, text: share, url });
      } catch {
        // Dismissed by the learner, or refused: nothing to report.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  };

  return (
    <section
      aria-labelledby={titleId}
      data-testid="moment"
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
      }}
      className="mb-6 rounded-xl border-2 border-accent bg-accent-light p-4 text-ink shadow-sm sm:p-5"
    >
      <div className="flex items-start gap-4">
        <span
          aria-hidden="true"
          className="moment-pop inline-flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-accent"
        >
          <Icon className="h-8 w-8" />
        </span>
        <div className="min-w-0 flex-1">
          <h2
            id={titleId}
            ref={heading}
            tabIndex={-1}
            className="text-xl font-bold text-primary outline-none"
          >
            {title}
          </h2>
          <p className="mt-1">{text}</p>
        </div>
        <button
          type="button"
          onClick={close}
          className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-lg text-ink hover:bg-white"
          aria-label={t`Close`}
        >
          <X className="h-5 w-5" aria-hidden="true" />
        </button>
      </div>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <Button variant="primary" onClick={() => void onShare()}>
          {canShare ? (
            <Share2 className="h-4 w-4" aria-hidden="true" />
          ) : (
            <Copy className="h-4 w-4" aria-hidden="true" />
          )}
          {canShare ? t`Share` : t`Copy link to share`}
        </Button>
        <Button variant="secondary" onClick={close}>
          {t`Continue`}
        </Button>
      </div>
      <p role="status" className="mt-2 text-sm break-all">
        {status === 'copied' ? t`Link copied: ${url}` : null}
        {status === 'failed' ? t`Copy this link to share it: ${url}` : null}
      </p>
    </section>
  );
}
