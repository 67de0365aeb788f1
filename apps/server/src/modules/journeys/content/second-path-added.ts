// Long on purpose: course text (three lessons, their practice and questions), data rather than code.
import type { ModuleContent } from './types';

/*
 * Modules added to the second path with its months (ADR 047, issue 43): month 1 gets a readiness
 * check beside the two lessons on resistance and the case for change, month 2 a lesson on the
 * hand-offs between teams, month 5 one on meetings (team collaboration), month 7 one on
 * follow-through (ownership culture). Same rules
 * as second-path.ts: Markdown flush left, headings from ##, invented people, no statistics.
 */

export const changeReadinessCheck: ModuleContent = {
  slug: 'change-readiness-check',
  title: "Before you push: check your team's readiness for change",
  summary:
    'A good change launched at the wrong moment fails like a bad one. Five questions tell you whether your team can take it on now, and what to fix first if not.',
  body: `## Readiness is not the same as willingness

Leaders often ask whether their team wants the change. A better first question is whether the team **can** take it on now. A willing team that is already stretched will still drop the new way the first week a deadline bites.

Readiness is something you can check before you launch, in an afternoon, with five questions.

## Five questions to ask before you start

1. **Is the problem felt?** Do the people who must change feel the problem the change solves, or only you and head office? If nobody on the front line complains about the old way, start by showing them its cost, not by announcing the new one.
2. **Is there room?** What else is changing at the same time? Year-end closing, an audit, a donor report, the harvest season, Ramadan, an election period: each takes attention. A change that lands in the busiest quarter of the year starts with a handicap.
3. **What did the last change teach them?** If the previous three initiatives were announced with energy and quietly dropped, your team has learned that waiting works. You will need an early, visible result to prove this one is different.
4. **Who stands behind it?** Will the director who asked for it still be visible in three months, when it gets hard? Changes whose sponsor disappears after the launch become the team leader's private project.
5. **What is the smallest first step?** Can the team try the change in one unit, one product or one week before everyone switches? A small first step lowers the risk for people who doubt it.

Score each question honestly: green, amber or red. Two reds do not always mean stop. They tell you what to work on before the launch date, or how to size the first step.

## Worked example

Aïssatou leads the customer service team of a telecom operator in Dakar. Her director wanted every complaint logged in a new ticketing tool from the first of the month. She ran the five questions with two team leads.

The problem was felt: customers called back three or four times because nobody knew who had their case. But there was no room: the team was also moving to a new office that month. The last tool, a shared inbox, had been dropped after six weeks without anyone saying so.

She agreed with her director to start a month later, with one shift only, and to report the number of repeat calls every Friday. The first result arrived in week three: fewer repeat calls on that shift. The other shifts asked to join.

## Common mistakes

- **Treating readiness as a formality.** A checklist filled in after the launch date is fixed changes nothing.
- **Asking only managers.** Front-line staff know what else is landing on them; ask them directly.
- **Reading red as no.** A red answer is a task for you, not a veto.
- **Forgetting the calendar.** Put the change on the same page as the year's peaks before you choose a date.`,
  practice: `### Run the readiness check on your own change

1. Write down the change you will lead during this journey in one sentence.
2. With two people who will live with it (not only managers), answer the five questions: is the problem felt, is there room, what did the last change teach, who stands behind it, what is the smallest first step.
3. Score each one green, amber or red, and write one sentence of evidence for each score.
4. For every red, write one action you can take before the launch, or change the size of the first step.
5. Share the scores with your own manager or sponsor and agree the launch date and first step together.`,
  reflectionQuestion:
    'Which of the five readiness questions did your change score worst on, and what will you do about it before you launch?',
  estimatedMinutes: 35,
  cpdMinutes: 30,
};

export const meetingsThatDecide: ModuleContent = {
  slug: 'meetings-that-decide',
  title: 'Meetings that decide: agendas, owners and a decision log',
  summary:
    'A team that meets every week but decides nothing is not collaborating. Turn your regular meeting into the place where decisions are made, owned and followed up.',
  body: `## The meeting is where collaboration shows

Teams rarely lack meetings. They lack meetings that end with something decided. A weekly meeting that runs long, wanders into complaints and closes with "we will look into it" teaches people that the real decisions happen elsewhere: in the corridor, in the director's office, or never.

You can change that without new tools. What it takes is a clear agenda, a few roles, and a written record of what was decided.

## A three-part agenda

1. **Check (10 minutes).** Last week's commitments, one by one: done, not done, or needs help. No discussion yet, only the status.
2. **Decide (most of the time).** Each item is written as a question the meeting must answer: "Do we move the client visits to Thursdays?" rather than "Client visits". If an item is not a question, it is information and can go in a message.
3. **Tell (5 minutes).** What do we tell other teams, the clients or head office after this meeting, and who tells them?

Send the agenda the day before, in the channel the team actually reads. Items not on it wait until next week unless they are urgent.

## Roles that rotate

- **Chair:** keeps to the agenda and asks for the decision.
- **Timekeeper:** warns when an item has used its time.
- **Note-taker:** writes the decision log during the meeting, not after.

Rotating the roles spreads the skill, and it stops the meeting depending on you.

## Who speaks first

In many of our workplaces, once the most senior person has spoken, the discussion is over. If you want real views, ask the most junior person first and speak last yourself. Give people a minute of silence to write their view before anyone talks.

## The decision log

One shared page with four columns: the decision, who owns it, by when, and how we will know it is done. Read it at the start of the next meeting. A decision without an owner and a date is a wish.

## Worked example

Okello coordinates a health programme team of nine in Gulu, Uganda, spread across three districts. Their Monday call ran ninety minutes on bad connections and ended with few decisions.

He moved to the three-part agenda, sent it by WhatsApp on Sunday evening, and asked people to join by audio only to save data. Decisions went into a shared log read aloud at the start. After a month the call took forty-five minutes, and field officers stopped phoning him on Tuesday to ask what had been agreed.

## Common mistakes

- **Any other business.** It invites the longest item at the end. Put it on next week's agenda instead.
- **Deciding by silence.** Ask each person to say yes, no or "I can live with it".
- **Minutes nobody reads.** Keep the log short and read it together.
- **Keeping a meeting that has lost its purpose.** Ask every quarter whether it still earns its time.`,
  practice: `### Redesign one recurring meeting

1. Choose the recurring meeting of your team that most often ends without decisions.
2. For the next meeting, write the agenda in three parts (check, decide, tell), with each decision item written as a question, and send it the day before.
3. Give the roles of chair, timekeeper and note-taker to three different people, yourself not the chair.
4. Keep a decision log with four columns: decision, owner, date, how we will know it is done.
5. Run the meeting this way four times, then ask the team whether to keep it, change it or cancel it.`,
  reflectionQuestion:
    'What did the first meeting run with the three-part agenda decide that the old format would have left open, and what will you change next time?',
  estimatedMinutes: 35,
  cpdMinutes: 30,
};

export const followThroughWithoutBlame: ModuleContent = {
  slug: 'follow-through-without-blame',
  title: 'Follow-through without blame: commitments, check-ins and learning reviews',
  summary:
    'Ownership is tested when a commitment slips. Make promises clear, follow them up in a steady rhythm, and review what went wrong without hunting for a culprit.',
  body: `## Ownership is decided when things slip

Every team leader says they want people to take ownership. The team watches what happens when a deadline is missed. If the answer is a public telling-off, people learn to promise less, hide bad news and wait for instructions. If nothing happens at all, they learn that promises do not matter.

Follow-through without blame sits between the two: commitments are taken seriously, and a slip is treated as something to learn from.

## Make the commitment clear

Many commitments are vague from the start. "I will handle the supplier" can mean a phone call or a signed contract. A clear commitment answers four things: **who** will do it, **what** exactly, **by when**, and **what done looks like**.

Watch for the polite yes. In many of our cultures, saying no to a senior person is hard, so "yes" can mean "I will try" or "I heard you". Ask: "What could stop this from happening by Friday?" The answer tells you how firm the yes is.

## Follow up in a rhythm

Keep one visible list of the team's commitments, with owner and date. Review it for ten minutes every week, in the same meeting. A steady rhythm means nobody is singled out when you ask: everyone's items are read.

Reward early warnings. A person who says on Tuesday that Friday is at risk has given you three days to help. Thank them for it, in front of the team.

## When a commitment slips: five questions

1. What did we expect to happen?
2. What actually happened?
3. Why was there a difference?
4. What did we learn?
5. What will we change, and who does it?

Ask them with the person, not about them. Most slips come from the system: unclear priorities, a missing approval, a colleague on leave, a network down. Fix those, and the same slip will not come back.

## When it is a pattern

Without blame does not mean without consequences. If the same person misses the same kind of commitment again and again after the system has been fixed, have a private conversation about it. Be specific, and agree what support or change comes next.

## Worked example

Chinedu manages dispatch at a logistics company in Lagos. Deliveries promised for the morning kept leaving in the afternoon, and he usually blamed the drivers.

He started a commitments board in the dispatch office and read it every Monday. When the next late departure came, he ran the five questions with the driver and the warehouse lead. The answer was not the driver: invoices were printed only after the accounts officer arrived at ten. The invoices moved to the evening before. Morning departures became the norm, and drivers started raising problems before they happened.

## Common mistakes

- **Punishing the messenger.** The first bad news you shout at is the last you hear early.
- **Reviewing only failures.** Look at a commitment that went well too, and ask why.
- **Keeping the list private.** A list only you can see is a control tool, not a shared one.`,
  practice: `### Start a commitments rhythm with your team

1. Put the team's current commitments on one visible list (a board in the office or a shared note), each with an owner, a date and what done looks like.
2. Review the list for ten minutes at the same meeting every week for four weeks. Read everyone's items, including yours.
3. Thank, in front of the team, the first person who warns early that a date is at risk.
4. The first time a commitment slips, run the five questions with the person concerned and write down what you will change in the system.
5. After four weeks, ask the team what the list has changed for them.`,
  reflectionQuestion:
    'When a commitment in your team last slipped, what did your reaction teach people, and what will you do differently the next time?',
  estimatedMinutes: 35,
  cpdMinutes: 30,
};

export const handoffsBetweenTeams: ModuleContent = {
  slug: 'handoffs-between-teams',
  title: 'Hand-off agreements: turning one fix into a rule both teams keep',
  summary:
    'Mapping a process shows where work waits. Turn one hand-off into a short written agreement both teams keep: what complete means, one channel, a confirmation and a review.',
  body: `## Where work gets lost

Most delays in an organisation do not happen inside a team. They happen between teams: the file that waits in a tray because procurement did not know it had arrived, the customer request that sales passed on by phone and operations never wrote down. Each team does its own part well, and the work still arrives late.

Silos are often described as a problem of attitude. More often they are a problem of **hand-offs**: nobody has agreed what one team gives the next, in what form, and by when.

## Start from real cases

In the lesson on silos you mapped a process and found where the work waits. Now take one of those hand-offs and follow three real cases through it, from start to end. For each, write down:

1. **What is handed over:** the form, the file, the request, the goods.
2. **How:** email, a system, WhatsApp, a paper in a tray, a phone call.
3. **When it is complete:** what the receiving team needs to start without coming back to you.
4. **How long it waits:** between the moment you send it and the moment they act on it.
5. **What goes wrong most often:** missing information, the wrong person, no confirmation.

Do this with one person from each side. You will usually find that each team has a different idea of what a complete hand-over is.

## Agree a simple hand-off agreement

You do not need a formal contract. One page, agreed by both team leads, is enough:

- **What we send:** the items and information, listed.
- **How we send it:** one channel, not four.
- **What you confirm:** that it arrived and is complete, within an agreed time.
- **Who to call when it goes wrong:** a name on each side, not a department.

Keep it short enough to pin on a wall. Review it after three weeks, with a few real cases in front of you.

## Worked example

Fatou leads the sales team of an agricultural inputs company in Thiès, Senegal. Orders from cooperatives were often delivered a week late, and sales blamed the warehouse.

She and the warehouse lead followed ten orders together. Half had arrived at the warehouse without the delivery village or a phone number for the cooperative, so the warehouse waited for sales to call back. They agreed one order form with five required fields, sent through one shared group, and a same-day confirmation from the warehouse. After a month most orders left within two days, and the two teams had stopped arguing about whose fault it was.

## Common mistakes

- **Fixing the other team.** Start with what your own team sends; it is the part you control.
- **Agreeing in general.** Agree on real cases, not on principles.
- **No review.** An agreement nobody looks at again decays within weeks.
- **Blaming people for a broken channel.** If the hand-off depends on someone remembering to phone, the channel is the problem.`,
  practice: `### Map and agree one hand-off

1. Choose one piece of work that regularly crosses from your team to another team.
2. With one person from each side, follow three recent cases from start to end, and write down what was handed over, how, when it was complete, how long it waited and what went wrong.
3. Draft a one-page hand-off agreement: what we send, how we send it, what you confirm, who to call.
4. Agree it with the other team's lead and share it with both teams.
5. After three weeks, look at five new cases together and change one thing in the agreement.`,
  reflectionQuestion:
    'What did following real cases show you about the hand-off that neither team had seen, and what did you agree to change?',
  estimatedMinutes: 35,
  cpdMinutes: 30,
};
