import type { CapstoneLink } from '@lv/domain';
import { ExternalLink } from 'lucide-react';

/** The address's host, for a link shared without a description. */
function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/**
 * The links a learner shared (https only, checked by the server). They open the learner's pages,
 * so they carry neither our window nor our standing (rel), like links in a forum post.
 */
export function LinkList({ links, label }: { links: readonly CapstoneLink[]; label: string }) {
  if (!links.length) return null;
  return (
    <ul aria-label={label} className="flex flex-col gap-2">
      {links.map((link) => (
        <li key={link.url}>
          <a
            href={link.url}
            rel="noopener noreferrer nofollow ugc"
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline underline-offset-2 wrap-anywhere"
          >
            <ExternalLink className="h-4 w-4 shrink-0" aria-hidden="true" />
            {link.label || hostOf(link.url)}
          </a>
          {link.label ? (
            <span className="block text-sm text-muted wrap-anywhere">{link.url}</span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
