import { t } from '@lingui/core/macro';
import { Link } from 'react-router';

/** Stands for the link in a translated sentence, to be cut there (never shown). */
const LINK_SLOT = '\u{E000}';

/**
 * A sentence of the board's empty states with "Complete a module" in it as a link to the journeys.
 * `sentence` writes it with the link's place given (`{link}` in the catalogue), so each language
 * puts the link where its grammar wants it.
 */
export function CompleteAModuleSentence({ sentence }: { sentence: (link: string) => string }) {
  const [before = '', after = ''] = sentence(LINK_SLOT).split(LINK_SLOT);
  return (
    <>
      {before}
      <Link to="/journeys" className="font-semibold text-primary underline underline-offset-2">
        {t`Complete a module`}
      </Link>
      {after}
    </>
  );
}
