import { t } from '@lingui/core/macro';
import { Mail } from 'lucide-react';
import { Dialog } from '../../components/ui/dialog';
import { rememberedFacts } from './blueprint-facts';
import { salesEmailBody, salesMailLinks, type SalesEmailFacts } from './email-links';

/** The email-provider chooser: 10 web mail compose pages and a mailto link, each a real link. */
export default function EmailChooserDialog({ salesEmail, facts, onClose }: { salesEmail: string; facts: SalesEmailFacts | null; onClose: () => void }) {
  // This page's blueprint, else the one completed earlier in this tab (blueprint-form.tsx keeps it).
  const links = salesMailLinks(salesEmail, salesEmailBody(facts ?? rememberedFacts()));
  return (
    <Dialog title={t`Choose your email`} description={t`Write to ${salesEmail} about the Transformation Tier.`} onClose={onClose}>
      <ul className="grid gap-2 sm:grid-cols-2">
        {links.map((link) => (
          <li key={link.id}>
            <a
              href={link.href}
              {...(link.id === 'mailto' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
              className="flex min-h-11 items-center gap-2 rounded-lg border border-line px-4 py-2 font-medium text-primary hover:bg-primary-light"
            >
              <Mail className="h-4 w-4" aria-hidden="true" />
              {link.label}
              {link.id === 'mailto' ? null : <span className="sr-only"> {t`(opens in a new tab)`}</span>}
            </a>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
