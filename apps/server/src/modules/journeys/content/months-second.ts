import type { MonthContent } from './types';

/*
 * The second path's nine months (ADR 047), following its focus areas: change leadership, team
 * collaboration, ownership culture. English here, French in months-second.fr.ts.
 */
export const secondPathMonths: MonthContent[] = [
  {
    title: 'Month 1: Seeing the change clearly',
    purpose:
      'Most changes stall for reasons that were visible at the start. This month you learn to read resistance as information, map the people your change touches check whether your team is ready before you push, and turn your reasons into a case your team can repeat in one breath.',
    liveSession: 'Leading change across silos: a live clinic',
    practice:
      'Choose the one change you will lead during this journey. Score your team on the five readiness questions, have a short conversation with the three people most likely to resist, and write your case for the change in three sentences you test on a colleague.',
    modules: ['why-change-stalls', 'change-readiness-check', 'a-case-people-can-repeat'],
  },
  {
    title: 'Month 2: Working across silos',
    purpose:
      'Change in one team breaks on the borders with the others. This month you find where work falls between teams, open one channel with a neighbouring unit and agree how you will hand work over without blame.',
    liveSession: 'Peer session: the hand-offs between teams that lose the most time',
    practice:
      'Trace one piece of work that crosses from your team to another. Meet the other team’s lead, agree one change to the hand-off, and review it together after three weeks.',
    modules: ['breaking-down-silos', 'handoffs-between-teams'],
  },
  {
    title: 'Month 3: Clear roles and shared ownership',
    purpose:
      'People own what they helped to shape and what is clearly theirs. This month you make roles visible with a simple RACI, write a short team charter with your team, and stop being the person every decision waits for.',
    liveSession: 'Workshop: drafting a team charter that people actually use',
    practice:
      'Draw a RACI for the three activities that cause the most confusion in your team, with your team in the room. Agree it, share it, and note every decision that still came to you by default in the following two weeks.',
    modules: ['shared-ownership'],
  },
  {
    title: 'Month 4: Communication that lands',
    purpose:
      'A change is carried by conversations, not announcements. This month you practise listening before answering, giving feedback people can use, and holding the hard conversation you have been putting off.',
    liveSession: 'Practice session: hard conversations rehearsed in pairs',
    practice:
      'Hold one conversation you have been avoiding, prepared with the structure from this month. Afterwards, write down what you said, what you heard and what you will do differently next time.',
    modules: ['communication-that-lands'],
  },
  {
    title: 'Month 5: Meetings that decide',
    purpose:
      'Teams collaborate or drift in their meetings. This month you turn your team meetings into places where decisions are made, owners are named and dates are kept, and you cut the meetings that do neither.',
    liveSession: 'Clinic: redesigning one recurring meeting live',
    practice:
      'Redesign one recurring meeting with the three-part agenda from this month. Run it four times, keep a decision log, and ask the team after the fourth whether to keep, change or cancel it.',
    modules: ['meetings-that-decide'],
  },
  {
    title: 'Month 6: Leading through uncertainty and conflict',
    purpose:
      'Halfway through a change, plans meet reality: budgets move, people disagree, news is bad. This month you learn to say what you know and do not know, to bring conflict into the open early, and to keep your team moving when the ground shifts.',
    liveSession: 'Case session: a change that hit trouble, and what its leader did next',
    practice:
      'At your next team meeting, share one honest update on your change: what is going well, what is not, and what you do not know yet. Invite disagreement and write down the concerns raised.',
    modules: ['leading-through-uncertainty'],
  },
  {
    title: 'Month 7: Follow-through without blame',
    purpose:
      'An ownership culture lives or dies in what happens when a commitment slips. This month you set up a simple rhythm of follow-up, learn to ask what happened rather than who is to blame, and make keeping promises the normal thing in your team.',
    liveSession: 'Peer session: reviews that learn from a slip instead of punishing it',
    practice:
      'Start a visible list of your team’s commitments with owners and dates, and review it for ten minutes each week. The first time one slips, run the five-question review from this month with the person concerned.',
    modules: ['follow-through-without-blame'],
  },
  {
    title: 'Month 8: Growing the next leaders',
    purpose:
      'A change that depends on you alone ends when you move on. This month you delegate real decisions, coach instead of rescuing, and name the people who could lead after you.',
    liveSession: 'Coaching circle: practising the coaching conversation with peers',
    practice:
      'Hand one decision you usually take to a member of your team, with clear limits. Hold two short coaching conversations with them while they carry it, and resist giving the answer.',
    modules: ['growing-next-leaders'],
  },
  {
    title: 'Month 9: Making change stick',
    purpose:
      'The last month anchors the change in habits, rituals and measures so that it outlives the project. You review what has changed since month 1, decide what to keep, and present your capstone.',
    liveSession: 'Closing session: capstone presentations and the next change',
    practice:
      'Compare your team today with the map you drew in month 1. Choose one ritual and one measure that will keep the change alive, and agree with your team who looks after each.',
    modules: ['making-change-stick'],
  },
];
