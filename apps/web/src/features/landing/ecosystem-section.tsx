import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { BookOpen, CalendarDays, Handshake, Headphones, NotebookPen, Users } from 'lucide-react';
import { ecosystemFeatures, ecosystemLink, type FeatureId } from '@lv/domain';
import { LandingLink } from './landing-link';

type EcosystemId = Extract<FeatureId, 'transformation-partner' | 'podcast' | 'book-club' | 'impact-log' | 'peer-circles' | 'webinars-events'>;

/** Each card's words and icon; what it gives, to whom and where it leads are the domain's table
 * (premium.ts), so a space that is built flips one entry there. The icon's type is named by an
 * icon: a `LucideIcon` import would make the build's chunking read all of lucide-react. */
const CARDS: Record<EcosystemId, { title: MessageDescriptor; text: MessageDescriptor; icon: typeof BookOpen }> = {
  'transformation-partner': { title: msg`Transformation Partner`, text: msg`A coach who walks the journey with you.`, icon: Handshake },
  podcast: { title: msg`Podcast`, text: msg`Stories of African leaders leading change.`, icon: Headphones },
  'book-club': { title: msg`Book Club`, text: msg`One book a month, discussed with peers.`, icon: BookOpen },
  'impact-log': { title: msg`Impact Log`, text: msg`Record what changed at work and its effect.`, icon: NotebookPen },
  'peer-circles': { title: msg`Peer-to-Peer Circles`, text: msg`Small groups that solve real problems together.`, icon: Users },
  'webinars-events': { title: msg`Webinars & Events`, text: msg`Live sessions with experts and practitioners.`, icon: CalendarDays },
};

/** The six ecosystem cards; premium ones are dimmed and badged unless the member is paid; one not built yet says so and links nowhere. */
export function EcosystemSection({ isPaid }: { isPaid: boolean }) {
  return (
    <section id="ecosystem" aria-labelledby="ecosystem-title" className="scroll-mt-20 px-4 py-16">
      <div className="mx-auto max-w-6xl">
        <h2 id="ecosystem-title" className="text-3xl font-bold text-primary">
          {t`An ecosystem that keeps you growing`}
        </h2>
        <p className="mt-2 max-w-2xl text-muted">{t`Learning does not stop at the modules: grow with peers, partners and events.`}</p>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {ecosystemFeatures().map((feature) => {
            const { title, text, icon: Icon } = CARDS[feature.id as EcosystemId];
            const premium = feature.plan === 'paid';
            const locked = premium && !isPaid;
            const to = ecosystemLink(feature, isPaid ? 'paid' : 'free');
            return (
              <li key={title.id} data-locked={locked || undefined} className={`rounded-xl border border-line p-5 ${locked ? 'bg-gray-100' : 'bg-white'}`}>
                <div className="flex items-center gap-3">
                  <Icon className={`h-6 w-6 ${locked ? 'text-muted opacity-60' : 'text-primary'}`} aria-hidden="true" />
                  <h3 className={`text-lg font-semibold ${locked ? 'text-muted' : ''}`}>
                    {to ? (
                      <LandingLink to={to} className="text-primary underline">
                        {i18n._(title)}
                      </LandingLink>
                    ) : (
                      i18n._(title)
                    )}
                  </h3>
                </div>
                <p className="mt-2 text-muted">{i18n._(text)}</p>
                <div className="mt-3 flex flex-wrap gap-2 empty:hidden">
                  {locked ? <span className="inline-block rounded-full bg-accent px-2 py-0.5 text-sm font-semibold text-ink">{t`Premium`}</span> : null}
                  {feature.built ? null : <span className="inline-block rounded-full border border-line bg-white px-2 py-0.5 text-sm font-semibold text-ink">{t`Not open yet`}</span>}
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
