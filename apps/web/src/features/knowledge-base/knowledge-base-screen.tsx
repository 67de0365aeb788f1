import { plural, t } from '@lingui/core/macro';
import { answerParagraphs, groupKbEntries, KB_SEARCH_MAX, type KbEntry } from '@lv/domain';
import { ChevronDown, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { domainText } from '../../lib/i18n/domain-text';
import { useKnowledgeBase } from './api/knowledge-base-api';
import { LoadError } from '../../components/ui/load-error';

/** How long typing must pause before the search runs. */
export const SEARCH_DEBOUNCE_MS = 250;

/** /knowledge-base: the public FAQ, grouped by category, with a search box (`?q=` starts it, for links). */
export function KnowledgeBaseScreen() {
  const [params] = useSearchParams();
  const [search, setSearch] = useState(() => (params.get('q') ?? '').slice(0, KB_SEARCH_MAX));
  const query = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const faq = useKnowledgeBase(query);
  const searchId = useId();
  const searching = query.trim() !== '';
  const entries = faq.data?.entries;
  const groups = entries ? groupKbEntries(entries) : [];
  const searched = query.trim();

  return (
    <>
      <PageHeader title={t`Knowledge base`}>
        {t`Find answers to frequent questions about journeys, XP, badges and your account.`}
      </PageHeader>
      <div role="search" className="mb-6 max-w-2xl">
        <label htmlFor={searchId} className="mb-1 block font-medium text-ink">
          {t`Search the FAQ`}
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-muted"
            aria-hidden="true"
          />
          <input
            id={searchId}
            type="search"
            value={search}
            maxLength={KB_SEARCH_MAX}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t`For example: streak, badges, payment`}
            autoComplete="off"
            className="min-h-11 w-full rounded-lg border border-gray-500 bg-white py-2 pr-3 pl-10 text-base text-ink shadow-sm"
          />
        </div>
        <p className="mt-2 text-sm text-muted" role="status" aria-live="polite">
          {searching && entries ? resultCountText(entries.length, query.trim()) : ''}
        </p>
      </div>

      {faq.isPending ? (
        // The answers' room held while they load (most of a phone's screen), so what follows starts
        // below the fold and nothing in view moves when they arrive.
        <div className="flex min-h-[70vh] max-w-3xl flex-col gap-2">
          <Spinner />
          {[0, 1, 2, 3, 4, 5].map((row) => (
            <span key={row} aria-hidden="true" className="h-11 animate-pulse rounded-xl bg-line" />
          ))}
        </div>
      ) : null}
      {faq.isError && !entries ? (
        <LoadError className="max-w-2xl" onRetry={() => void faq.refetch()}>
          {t`The answers could not be loaded. Check your connection and try again.`}
        </LoadError>
      ) : null}

      {entries && entries.length === 0 ? (
        <div className="max-w-2xl rounded-xl border border-line bg-white p-5 shadow-sm">
          {searching ? (
            <>
              <p className="font-semibold text-ink">{t`No answers match “${searched}”.`}</p>
              <p className="mt-1 text-muted">{t`Try a shorter or different word, or clear the search.`}</p>
              <Button variant="secondary" className="mt-3" onClick={() => setSearch('')}>
                {t`Clear search`}
              </Button>
            </>
          ) : (
            <p className="text-muted">{t`There are no questions here yet. Please come back soon.`}</p>
          )}
        </div>
      ) : null}

      <div className={`flex max-w-3xl flex-col gap-8 ${faq.isFetching && !faq.isPending ? 'opacity-70' : ''}`}>
        {groups.map((group) => (
          <section key={group.category} aria-labelledby={`kb-${slug(group.category)}`}>
            <h2 id={`kb-${slug(group.category)}`} className="mb-3 text-xl font-bold text-ink">
              {domainText(group.category)}
            </h2>
            <ul className="flex flex-col gap-2">
              {group.entries.map((entry) => (
                <li key={entry.id}>
                  <FaqItem entry={entry} open={searching} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>

      <aside className="mt-10 max-w-3xl rounded-xl bg-primary-light p-5">
        <h2 className="text-lg font-bold text-ink">{t`Still have a question?`}</h2>
        <p className="mt-1 text-muted">{t`Book a free 30-minute Pathfinder session and ask us directly.`}</p>
        <ButtonLink to="/#pathfinder" variant="secondary" className="mt-3">
          {t`Book a consultation`}
        </ButtonLink>
      </aside>
    </>
  );
}

/** One question: a native disclosure (keyboard and screen readers get it for free). */
function FaqItem({ entry, open }: { entry: KbEntry; open: boolean }) {
  return (
    <details
      // A new search re-renders with the answers open, so the matching text is visible.
      key={open ? 'open' : 'closed'}
      open={open}
      className="group rounded-xl border border-line bg-white shadow-sm"
    >
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-4 py-3 font-semibold text-ink [&::-webkit-details-marker]:hidden">
        <span>{entry.question}</span>
        <ChevronDown
          className="h-5 w-5 shrink-0 text-primary transition-transform group-open:rotate-180 motion-reduce:transition-none"
          aria-hidden="true"
        />
      </summary>
      <div className="flex flex-col gap-3 border-t border-line px-4 py-3 text-ink">
        {answerParagraphs(entry.answer).map((paragraph, i) => (
          <p key={i} className="whitespace-pre-line">
            {paragraph}
          </p>
        ))}
      </div>
    </details>
  );
}

function resultCountText(count: number, searched: string): string {
  if (count === 0) return t`No answers match “${searched}”.`;
  return plural(count, { one: `# answer matches “${searched}”.`, other: `# answers match “${searched}”.` });
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}
