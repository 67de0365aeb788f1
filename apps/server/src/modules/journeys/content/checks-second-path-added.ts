// Long on purpose: knowledge checks of the modules in second-path-added.ts, data rather than code.
import { right, wrong, type JourneyChecks } from './types';

/* The knowledge checks of the three modules added with the months (French: the .fr file). */
export const secondPathAddedChecks: JourneyChecks = {
  'change-readiness-check': [
    {
      id: 'year-end-launch',
      prompt:
        'Your director wants a new expense approval process live in December, the month your finance team closes the year. The team agrees the old process is slow. What does the readiness check suggest?',
      options: [
        wrong(
          'Launch in December: the team already agrees the problem is real.',
          'A felt problem is only one of the five questions. There is no room in the busiest month, and a stretched team drops a new process at the first deadline.',
        ),
        right(
          'Propose starting after the year-end close, perhaps with one unit first, and agree the date with your director.',
          'Here the question of room is red. A red is a task, not a veto: move the date or shrink the first step, and agree it with the sponsor.',
        ),
        wrong(
          'Cancel the change: one red answer means the team is not ready.',
          'Reading red as no is a common mistake. A red tells you what to work on or how to size the first step, not that the change is wrong.',
        ),
      ],
    },
    {
      id: 'dropped-before',
      prompt:
        'Your team has seen three initiatives launched with energy and quietly dropped in two years. What should you plan for this time?',
      options: [
        wrong(
          'A bigger launch event, so people see that this one matters more.',
          'The team has learned that launches are followed by silence. A louder launch repeats the pattern they already distrust.',
        ),
        wrong(
          'Stricter supervision from the first day, so nobody can wait it out.',
          'Pressure does not answer the lesson they learned. It tends to send the doubts underground rather than change them.',
        ),
        right(
          'An early, visible result, shared regularly, to show that this change is being followed through.',
          'What the last change taught them is one of the five questions. When waiting has worked before, only evidence that this one lasts changes the calculation.',
        ),
      ],
    },
    {
      id: 'who-to-ask',
      prompt:
        'You want to run the readiness check on a change to how your clinic books patients. Whom should you answer the five questions with?',
      options: [
        right(
          'Two or three people who will live with the change every day, such as a receptionist and a nurse, beside your own view.',
          'Front-line staff know what else is landing on them and whether the problem is felt. Asking only managers is a common mistake.',
        ),
        wrong(
          'The other heads of department, who see the whole picture.',
          'Managers see part of it, but the people whose daily work changes know best whether there is room and whether the problem is felt.',
        ),
        wrong(
          'Nobody: it is faster to answer the questions alone before the launch meeting.',
          'Answered alone, the check mostly confirms what you already believe. Its value is hearing what you cannot see from your desk.',
        ),
        wrong(
          'Head office, since they asked for the change.',
          'The sponsor matters for the question on who stands behind it, but cannot tell you whether your team has room for it this quarter.',
        ),
      ],
    },
  ],
  'meetings-that-decide': [
    {
      id: 'agenda-item',
      prompt:
        'A colleague sends you an agenda item for the weekly meeting that just says Vehicle use. How do you put it on the agenda?',
      options: [
        wrong(
          'As it is: people will know what to discuss when they get there.',
          'A topic invites a long discussion with no end. Items in the decide part are written as questions the meeting must answer.',
        ),
        right(
          'As a question to decide, such as: do we book the pick-up through one person from next week?',
          'Writing each item as a question tells everyone what the meeting must settle, and lets the chair ask for the decision.',
        ),
        wrong(
          'Under any other business at the end, in case there is time.',
          'Any other business invites the longest item at the end. Put it on the agenda, written as a question, or send it as information.',
        ),
      ],
    },
    {
      id: 'junior-first',
      prompt:
        'In your meetings, once you give your view nobody disagrees, even when you suspect they do. What is the best change?',
      options: [
        wrong(
          'Tell the team you welcome disagreement, and then give your view as usual.',
          'Saying it rarely changes a habit of deference. What changes it is the order in which people speak.',
        ),
        wrong(
          'Stop giving your view so that others have to speak.',
          'The team needs your view too. The point is when you give it, not whether.',
        ),
        right(
          'Give a minute to write views down, ask the most junior person first, and speak last yourself.',
          'Once the most senior person has spoken the discussion often closes. Silent writing and junior-first let real views come out before yours.',
        ),
        wrong(
          'Move difficult subjects out of the meeting and decide them alone.',
          'That makes the meeting even less the place where decisions are made, which is the problem the module sets out to fix.',
        ),
      ],
    },
    {
      id: 'decision-log',
      prompt:
        'The meeting agreed to fix the broken printer quickly. Nothing happened for two weeks. What was missing?',
      options: [
        right(
          'An owner and a date in the decision log, read back at the start of the next meeting.',
          'A decision without an owner and a date is a wish. Reading the log at the next meeting turns it into a commitment someone reports on.',
        ),
        wrong(
          'Longer minutes explaining why the printer matters.',
          'Minutes nobody reads change nothing. A short log with owner, date and how we know it is done is what gets followed up.',
        ),
        wrong(
          'A reminder from you to the whole team a few days later.',
          'A reminder to everyone is a reminder to no one. The gap was that no single person owned the action.',
        ),
      ],
    },
  ],
  'follow-through-without-blame': [
    {
      id: 'polite-yes',
      prompt:
        'You ask a junior officer whether the report will be ready on Friday. She says yes, but looks unsure. What do you do?',
      options: [
        wrong(
          'Accept the yes and remind her on Thursday.',
          'In many cultures yes to a senior person can mean I will try. Accepting it leaves you both to discover the problem on Friday.',
        ),
        right(
          'Ask what could stop it from being ready on Friday, and agree what she needs.',
          'The answer tells you how firm the yes is, and gives you time to remove the obstacle before the date.',
        ),
        wrong(
          'Give the report to a more experienced colleague to be safe.',
          'That takes the commitment away before anything has gone wrong, and teaches her that honest doubt costs her the work.',
        ),
      ],
    },
    {
      id: 'late-departures',
      prompt:
        'Deliveries promised for the morning keep leaving in the afternoon. What should the first review after the next late departure look at?',
      options: [
        wrong(
          'Which driver was responsible, so that a warning can be issued.',
          'Starting with the culprit stops the search at the person. Most slips come from the system, and a warning fixes none of it.',
        ),
        wrong(
          'Nothing yet: wait to see whether it happens again.',
          'It has already happened many times. Without a review the same cause keeps producing the same slip.',
        ),
        right(
          'The five questions, asked with the driver and the warehouse lead: what we expected, what happened, why, what we learned, what we change.',
          'Asked with the people involved, the questions find system causes such as invoices printed too late, which is where the fix lies.',
        ),
      ],
    },
    {
      id: 'early-warning',
      prompt:
        'On Tuesday a team member tells you the Friday deadline for a donor report is at risk. How do you respond?',
      options: [
        right(
          'Thank them, in front of the team if the moment fits, and work out together what help would save the date.',
          'An early warning gives you days to help. Rewarding it makes the next bad news arrive early too.',
        ),
        wrong(
          'Tell them firmly that the deadline was agreed and must be met.',
          'Punishing the messenger teaches people to hide risks until it is too late to act on them.',
        ),
        wrong(
          'Note it for their appraisal, so there is a record of the slip.',
          'Nothing has slipped yet. Treating a warning as a failure discourages exactly the behaviour you need.',
        ),
      ],
    },
  ],
  'handoffs-between-teams': [
    {
      id: 'late-orders',
      prompt:
        'Orders from your sales team keep reaching the warehouse late, and each side blames the other. What is the best first step?',
      options: [
        wrong(
          'Ask the warehouse manager to make his team respond faster.',
          'Fixing the other team first is a common mistake. You do not yet know where the order waits, and you control only what your side sends.',
        ),
        right(
          'Follow a few real orders from start to end with one person from each team, and note where each one waited and why.',
          'Mapping real cases shows what is handed over, how, and what is missing when it arrives. Each side usually has a different idea of a complete hand-over.',
        ),
        wrong(
          'Escalate to your director so that the warehouse is told to prioritise sales orders.',
          'Escalation may move one order but agrees nothing about the hand-off itself, so the same delays return.',
        ),
      ],
    },
    {
      id: 'four-channels',
      prompt:
        'Requests reach the other team by email, WhatsApp, phone and paper, and some are lost. What should the hand-off agreement say?',
      options: [
        wrong(
          'That every request must be sent by all four channels, to be safe.',
          'Sending everything four times multiplies the noise and still leaves nobody sure which copy counts.',
        ),
        wrong(
          'That the receiving team must check every channel twice a day.',
          'That puts the cost of a broken channel on the other team without fixing it.',
        ),
        wrong(
          'Nothing about channels: people should use whatever suits them.',
          'When the hand-off depends on someone remembering where to look, the channel itself is the problem.',
        ),
        right(
          'One channel for requests, a confirmation from the receiving team within an agreed time, and a named person on each side to call.',
          'A short agreement names what is sent, how, what is confirmed and who to call. One channel and a confirmation close the gap where requests were lost.',
        ),
      ],
    },
    {
      id: 'agreement-review',
      prompt:
        'Two team leads signed a hand-off agreement two months ago. Nobody has looked at it since, and the old delays are creeping back. What was missing?',
      options: [
        right(
          'A review after a few weeks, with real cases in front of both teams, changing one thing each time.',
          'An agreement nobody looks at again decays within weeks. Reviewing it on real cases keeps it true to how the work actually moves.',
        ),
        wrong(
          'A longer, more detailed agreement covering every possible case.',
          'Length does not keep an agreement alive. It should stay short enough to pin on a wall; the review is what keeps it working.',
        ),
        wrong(
          'Penalties for the team that breaks the agreement.',
          'Penalties push the teams back into blaming each other, which is the silo the agreement was meant to break.',
        ),
      ],
    },
  ],
};
