import type { MonthContent } from './types';

/*
 * The first path's six months (ADR 047), following its focus areas: digital confidence, innovation,
 * data-driven decisions. English here, French in months-first.fr.ts (same order and modules).
 */
export const firstPathMonths: MonthContent[] = [
  {
    title: 'Month 1: Your footing with tools and numbers',
    purpose:
      'Before you can lead a team into new tools, you need your own footing. This month you look honestly at how you use technology today, learn to choose tools your team will adopt rather than tolerate, and start asking sharper questions of the numbers you already receive. By the end you know where you stand and what your team actually needs.',
    liveSession: 'Opening session: where each leader stands with digital tools',
    practice:
      'Keep a one-week log of every report, figure or tool you relied on to make a decision at work. At the end of the week, mark the two that helped most and the one that wasted the most time, and share the list with one colleague.',
    modules: [
      'digital-confidence-starts-with-you',
      'choosing-tools-your-team-will-use',
      'asking-better-questions-of-numbers',
    ],
  },
  {
    title: 'Month 2: A dashboard your team reads',
    purpose:
      'Numbers only change behaviour when people see them often and trust them. This month you build a small team dashboard in the spreadsheet you already have, with three to five measures your team agrees matter, and you start reviewing it together every week.',
    liveSession: 'Leading with data on a budget: your first team dashboard',
    practice:
      'Agree three measures with your team, put them in one shared sheet, and open it together at the start of your weekly meeting four weeks in a row. Note what question each review raised.',
    modules: ['a-simple-team-dashboard'],
  },
  {
    title: 'Month 3: Innovation as a habit',
    purpose:
      'Innovation in most African workplaces is not a lab or a budget line; it is a team that tries small things safely and learns fast. This month you run your first small experiments with your team and build the habit of asking what you learned, not only whether it worked.',
    liveSession: 'Experiment swap: leaders share one small test that worked and one that did not',
    practice:
      'Run one two-week experiment with your team on a real irritation in your work. Write down the guess, the measure and the result on one page, and present it at a team meeting whatever the outcome.',
    modules: ['innovation-as-a-habit'],
  },
  {
    title: 'Month 4: Deciding when the data is incomplete',
    purpose:
      'The data is rarely complete and the decision rarely waits. This month you practise deciding with what you have: naming what you know, what you are guessing and what would change your mind, so your team can follow your reasoning and challenge it.',
    liveSession: 'Case session: a real decision made with imperfect data, taken apart together',
    practice:
      'For one decision you must make this month, write a short note that separates facts, assumptions and the signal that would make you change course. Share it with the people affected before you decide.',
    modules: ['deciding-with-imperfect-data'],
  },
  {
    title: 'Month 5: Security and trust',
    purpose:
      'A team that moves to digital tools also moves its risks there: shared passwords, mobile money fraud, customer data on personal phones. This month you set the few basic rules that protect your team and the people you serve, and you make them habits rather than posters.',
    liveSession: 'Live Q&A: the scams and slips that put teams like yours at risk',
    practice:
      'Walk through your team’s three most used tools with them and agree one protective rule for each (who has access, how passwords are kept, what is never shared). Check in two weeks whether the rules are being followed.',
    modules: ['digital-security-and-trust'],
  },
  {
    title: 'Month 6: Scaling what works',
    purpose:
      'The last month turns your results into something others can use. You decide which of your improvements deserves to spread, tell its story with evidence, and hand it on so it survives without you. Your capstone brings the six months together.',
    liveSession: 'Closing session: capstone presentations and what comes next',
    practice:
      'Pick the one improvement from this journey with the clearest result. Present it in five minutes to a leader outside your team, with one number, one story and one request for support.',
    modules: ['scaling-what-works'],
  },
];
