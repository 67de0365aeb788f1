import { BookOpen, CalendarDays, Handshake, Headphones, NotebookPen, Users } from 'lucide-react';

const ECOSYSTEM = [
  { title: 'Transformation Partner', text: 'A coach who walks the journey with you.', icon: Handshake, premium: true },
  { title: 'Podcast', text: 'Stories of African leaders leading change.', icon: Headphones, premium: false },
  { title: 'Book Club', text: 'One book a month, discussed with peers.', icon: BookOpen, premium: true },
  { title: 'Impact Log', text: 'Record what changed at work and its effect.', icon: NotebookPen, premium: false },
  { title: 'Peer-to-Peer Circles', text: 'Small groups that solve real problems together.', icon: Users, premium: true },
  { title: 'Webinars & Events', text: 'Live sessions with experts and practitioners.', icon: CalendarDays, premium: false },
] as const;

/** The six ecosystem cards; premium ones are dimmed and badged unless the member is paid. */
export function EcosystemSection({ isPaid }: { isPaid: boolean }) {
  return (
    <section id="ecosystem" aria-labelledby="ecosystem-title" className="scroll-mt-20 px-4 py-16">
      <div className="mx-auto max-w-6xl">
        <h2 id="ecosystem-title" className="text-3xl font-bold text-primary">
          An ecosystem that keeps you growing
        </h2>
        <p className="mt-2 max-w-2xl text-muted">Learning does not stop at the modules: grow with peers, partners and events.</p>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {ECOSYSTEM.map(({ title, text, icon: Icon, premium }) => {
            const locked = premium && !isPaid;
            return (
              <li key={title} data-locked={locked || undefined} className={`rounded-xl border border-line p-5 ${locked ? 'bg-gray-100' : 'bg-white'}`}>
                <div className="flex items-center gap-3">
                  <Icon className={`h-6 w-6 ${locked ? 'text-muted opacity-60' : 'text-primary'}`} aria-hidden="true" />
                  <h3 className={`text-lg font-semibold ${locked ? 'text-muted' : ''}`}>{title}</h3>
                </div>
                <p className="mt-2 text-muted">{text}</p>
                {locked ? <span className="mt-3 inline-block rounded-full bg-accent px-2 py-0.5 text-sm font-semibold text-ink">Premium</span> : null}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
