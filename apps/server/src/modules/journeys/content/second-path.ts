// Long on purpose: one path's course text (every module's lesson, practice and question), data rather than code.
import { secondPathMonths } from './months-second';
import {
  changeReadinessCheck,
  followThroughWithoutBlame,
  handoffsBetweenTeams,
  meetingsThatDecide,
} from './second-path-added';
import type { JourneyContent } from './types';

/*
 * The second named journey (9-month): "Lead your team through change. You break down silos, build
 * shared ownership and turn resistance into commitment." Focus areas: change leadership, team
 * collaboration, ownership culture. Twelve modules over nine months (months-second.ts), then the capstone.
 *
 * The Markdown sits flush left on purpose: an indented line inside a template literal would reach
 * the renderer as leading spaces, and four of them turn a paragraph into a code block.
 * Examples use invented people and unnamed organisations; no statistics are quoted.
 */
export const secondPath: JourneyContent = {
  path: 'second',
  months: secondPathMonths,
  modules: [
    {
      slug: 'why-change-stalls',
      title: 'Why change stalls: resistance as information',
      summary:
        'Resistance is rarely stubbornness. Learn to read it as information about what your change is missing, and to find the real objection behind the polite silence.',
      body: `## Change stalls in the middle, not at the launch

Most changes start well. There is a launch meeting, a memo from head office, perhaps a new system. Then, six weeks later, the old way is quietly back. Two people out of twelve use the new reporting template. The shared drive is empty and the files still travel on WhatsApp.

When this happens, it is tempting to call it resistance and push harder. Before you do, treat what you see as **information**. People who resist are usually telling you something true about the change: it costs them more than you realised, it threatens something they value, or they do not believe it will last.

## Four things resistance usually means

- **"I don't understand it."** The change was announced, not explained. People cannot say why it matters or what they should do differently on Monday.
- **"I will lose something."** Status, a skill that made them valuable, an allowance, a relationship with a client, control over their own work. Losses are real even when the change is good overall.
- **"I don't trust it will last."** Many teams have lived through several restructurings and new directors. Waiting it out has often been the wise choice.
- **"It won't work here."** Sometimes they are right. The clerk who knows the network fails every afternoon may be the only person who has spotted the flaw in your plan.

Each of these needs a different response. More pressure answers none of them.

## Why you don't hear it directly

In many of our workplaces, you do not contradict a senior person in a meeting. Respect for seniority is a strength, but it sends objections underground. People nod in the meeting, then complain in the corridor or in the WhatsApp group you are not part of. **Silence is not agreement.**

So create safe routes for the truth:

- **Ask privately, one by one.** Ten minutes at someone's desk tells you more than a full staff meeting.
- **Ask about the problem, not their opinion.** "What would make this hard for you to do next week?" is easier to answer than "Do you support this change?"
- **Let a trusted person collect concerns.** A respected senior officer or the team's informal leader can gather views without names and bring them to you.
- **Thank the first person who disagrees, in front of others.** What you do with the first objection decides whether there will be a second.

## Worked example

Wanjiru heads records at a county health office in Kenya. Head office asked for patient referrals to be logged in a new online system instead of the paper register. After a month, only the two youngest clerks used it.

Her first instinct was a warning memo. Instead, she spent a week asking each clerk, one by one, "What gets in the way?" She heard three different things. The senior clerks feared typing slowly in front of younger colleagues. The evening shift had no one to call when the system froze. And everyone kept the paper register anyway, because the auditors still asked for it.

None of this was laziness. Wanjiru arranged paired practice in quiet hours, printed a one-page guide for the evening shift, and wrote to head office asking whether the paper register could stop. Within a month most referrals were going into the system. Her lesson: **the resistance contained the plan**.

## Common mistakes

- **Labelling people.** Once you call someone "a resister", you stop listening to them and they stop talking to you.
- **Answering feelings with facts.** If someone fears losing status, a slide on efficiency will not help. Name the loss and say what you can do about it.
- **Consulting after deciding.** People notice when consultation is theatre. If a decision is final, say so, and consult on *how*, not *whether*.
- **Taking a nod for understanding.** Ask a question that needs more than yes: "Walk me through what you will do differently on Monday."`,
      practice: `### Listen for what resistance is telling you

1. List the people most affected by one change you are leading now. Pick up to four.
2. Book ten minutes with each of them this week, one to one, somewhere they are comfortable.
3. Ask three questions and only listen: "What is this change making harder for you?", "What might you lose?" and "What would need to be true for it to work here?"
4. Write down their words, not your interpretation.
5. Sort what you heard into the four meanings: I don't understand it, I will lose something, I don't trust it will last, it won't work here.
6. Pick one concern you can act on, act on it within a week, and tell the person who raised it what you did.`,
      reflectionQuestion:
        'Think of the last time someone resisted a change you led: what were they trying to tell you, and what would you do differently now?',
      estimatedMinutes: 45,
      cpdMinutes: 40,
    },
    changeReadinessCheck,
    {
      slug: 'a-case-people-can-repeat',
      title: 'Make a case for change people can repeat',
      summary:
        "If your team can't explain the change in their own words, it won't survive the next busy week. Build a short, honest case that travels without you.",
      body: `## The test: can they say it without you?

A change lives or dies in conversations you are not part of: at the tea point, in the bus home, in the department's WhatsApp group. If your team cannot explain the change to a colleague in thirty seconds, rumour will explain it for them.

So the goal is not a perfect presentation. It is a **case people can repeat**, accurately, in their own words.

## Four parts of a case that travels

### 1. Why now
What has changed, outside or inside, that makes the old way no longer good enough? Be specific: a new regulation, a donor's reporting rules, customers leaving, two departments merging. "Head office wants it" is the source of the pressure, not a reason. Explain what head office is trying to solve.

### 2. What stays the same
Leaders forget this part. People hear change as "everything is moving". Naming what stays (their jobs, their team, the clients they serve) lowers the fear and lets them hear the rest.

### 3. What will be different, concretely
Describe Monday morning after the change. "We will be more customer-centric" tells people nothing. "Every complaint gets a call back within two working days, logged by whoever takes it" does.

### 4. What it costs, honestly
Every change has a price: learning time, extra work during the switch, the loss of something familiar. Say it before they do. It makes the rest of your message believable.

## Worked example

Kwame manages eight loan officers at a rural bank in Ghana that is moving from paper loan files to tablets. His first message was: "Management has decided to digitise loan processing to improve efficiency."

His rewritten version:

> "Farmers wait three weeks for a loan decision, and some are going to other lenders instead. With the tablets we take the application at the farm and the decision comes back in days. Your clients and your branch stay the same. For the first two months it will be slower while we learn, and I will protect Friday afternoons for practice. If the tablets don't work in an area, tell me and we will find out why."

The second version has a reason people feel, something that stays, a concrete picture and an honest cost. An officer can repeat it to a farmer.

## Map who needs to hear it

Not everyone needs the same conversation. Draw a quick **stakeholder map**: a square with two axes, how much influence each person has over the change and how much the change affects them. Write names, not job titles.

- **High influence, highly affected**: shape the change with them; meet them one to one first.
- **High influence, less affected** (a director, the donor's country lead): brief them and ask for visible support.
- **Less influence, highly affected**: the people whose daily work changes; listen closely and update them often.
- **Less influence, less affected**: keep them informed.

Remember informal influence. The long-serving officer whom younger staff go to for advice may shape opinion more than any manager.

## Let people build it with you

A case you write alone is yours; a case the team shapes is theirs. Where your culture values the indaba or the baraza, where everyone speaks before a decision is summed up, use it. Share the why and the fixed constraints, then let the team work out "what will be different" with you. It takes longer, and it sticks.

Be clear about what is open. If head office has fixed the deadline, say so. Inviting debate on something already decided damages trust faster than not asking.

## Say it many times, in many places

One announcement is not communication. Repeat the case in team meetings, one-to-ones and a voice note to the team group. In a multilingual team, ask a respected colleague to carry the message in Hausa, Kiswahili, Wolof or isiZulu, not just to translate the memo.

## Common mistakes

- **Leading with the solution.** "We are installing a new system" before anyone agrees there is a problem.
- **Too many reasons.** Five reasons sound like selling; one or two strong ones sound like conviction.
- **Borrowed language.** Consultant words ("synergies", "transformation journey") tell people the change is not really yours.
- **Hiding the cost.** People find out anyway, then doubt everything else you said.`,
      practice: `### Build the thirty-second case with your team

1. Before the meeting, write your case for one current change in four short lines: why now, what stays, what will be different, what it costs.
2. In your next team meeting, share only the "why now" and the constraints that are fixed. Ask the team: "What will be different for each of us?" and "What will this cost us?"
3. Rewrite the case together on a flip chart or a shared note, in plain words.
4. Pair people up. Each explains the change to their partner in thirty seconds, as they would to a client or a colleague from another department.
5. Listen for what gets lost or twisted: that is where your case needs work.
6. Post the final version in the team's usual channel, and in the team's working languages.`,
      reflectionQuestion:
        'When your team explained the change back to you, what did they get wrong or leave out, and what does that tell you about how you have been communicating it?',
      estimatedMinutes: 40,
      cpdMinutes: 35,
    },
    {
      slug: 'breaking-down-silos',
      title: 'Break down silos',
      summary:
        "Silos grow where teams are measured alone and never see each other's work. Map the hand-offs, build bridges between people and give both sides one goal.",
      body: `## Silos are built, not born

A silo is a team that does its own work well and makes someone else's work harder, because it cannot see it. Finance blocks procurement, programmes blame finance, and the field office and the capital office each believe the other is the problem. Nobody planned this. Silos grow from three ordinary things:

- **Separate goals.** Each unit is measured on its own targets, so helping another unit is unpaid work.
- **Separate information.** Each team has its own files, its own WhatsApp group, its own version of the numbers.
- **Separate relationships.** People only know colleagues on their own floor. When there is a problem, there is no one to call, only a memo to send.

Mergers of departments and restructurings often make this worse: two teams are put under one director but keep their old loyalties, processes and sometimes their old offices.

## Start with the hand-offs

Silos hurt most where work crosses a boundary and waits. Look there first.

**Map one process end to end.** Pick something that matters to the people you serve: paying a supplier, admitting a student, approving a loan. On a wall or a large sheet, write every step, who does it and how long it waits before the next step. Invite one person from each team involved.

You will usually find that the work itself is quick and the waiting is long. The waiting sits at the hand-offs: missing information, unclear approvals, forms sent back for a signature. Nobody owns the gaps between teams, so nobody fixes them.

## Build bridges between people

Processes change faster when people know each other.

- **Name a counterpart.** Everyone who hands work to another team has a named contact there, and they talk before problems become memos.
- **Swap a morning.** Let a programme officer sit with finance during month-end; take a finance officer on a field visit. Seeing the other team's pressures ends a lot of blame.
- **Meet on one stuck case.** Not a general "coordination meeting", but thirty minutes on one real problem with both teams in the room.
- **Share one channel.** One group for a cross-team process, with simple rules: requests in the group, answers in the group, no side chats for decisions.

## Give both sides one goal

The strongest cure for silos is a **shared goal neither team can meet alone**. "Suppliers paid within 14 days of a correct invoice" belongs to programmes, procurement and finance together. Report it together and celebrate it together.

## Worked example

After a merger, an NGO in Rwanda had two monitoring and evaluation teams, one from the old health programme and one from education. They used different templates and competed for the same vehicle. Donor reports were late because the country director had to reconcile two sets of figures.

The new head of monitoring, Jean-Claude, did not start with a new structure. He brought both teams together to map how a quarterly report was produced, from field visit to donor. They found the same district visited twice in one week by two cars. They agreed one shared visit calendar, one template and one target: the quarterly report submitted on time with a single set of figures. The two team leads presented the first one to the director together.

## Your own part

- **Watch how you talk about other teams.** Your team copies it. "Finance is impossible" in your office becomes the team's belief.
- **Go first.** Call your counterpart, admit one thing your own team does that slows theirs, and ask what would help.
- **Share credit across the line.** When a cross-team fix works, name the people from the other team to your director.

## Common mistakes

- **Restructuring first.** Moving boxes on the organogram rarely changes how people work. Fix the hand-offs and relationships first.
- **Waiting for the top.** You do not need the director's permission to solve one problem with a peer.
- **Meetings instead of changes.** A coordination meeting that ends without an agreed change to the work is a ritual, not a bridge.`,
      practice: `### Map one hand-off with the other team

1. Choose one piece of work that regularly gets stuck between your team and another.
2. Invite the other team's leader and one person from each team to a 40-minute session this week. Frame it as "let's fix this together", not "your team is slow".
3. On paper or a whiteboard, list every step, who does it and roughly how long each waits.
4. Circle the two longest waits. For each, ask: "What information is missing here, and who could provide it earlier?"
5. Agree one change both teams will try for a month, and one shared measure, such as days from request to completion.
6. Name a contact person on each side and book a 15-minute check-in in four weeks.`,
      reflectionQuestion:
        'Which team do you find hardest to work with, and what might your team look like from their side?',
      estimatedMinutes: 45,
      cpdMinutes: 40,
    },
    handoffsBetweenTeams,
    {
      slug: 'shared-ownership',
      title: 'Build shared ownership: clear roles, RACI and a team charter',
      summary:
        'People own what is clearly theirs and what they helped shape. Use RACI and a team charter to end "I thought you were doing it" without becoming the bottleneck yourself.',
      body: `## Ownership cannot be ordered

Leaders often complain that "nobody takes ownership". Then every decision waits for their signature, every problem lands on their desk, and the team learns that initiative is risky. Ownership grows when three things are true:

1. **People know exactly what is theirs.**
2. **They have the authority and the information to act on it.**
3. **They are safe when a reasonable decision turns out wrong.**

Where seniority is deeply respected, the third matters most. A junior officer will not act without the boss if the last person who did was embarrassed in a meeting.

## Make roles visible with RACI

A **RACI chart** lists the main activities of a piece of work and, for each one, who is:

- **Responsible**: does the work;
- **Accountable**: owns the result and makes the final call (one person only);
- **Consulted**: gives input before the decision;
- **Informed**: is told afterwards.

### Worked example

Ngozi leads a customer service team at a telecom company in Lagos, launching a new complaints process. Her first draft showed the problem at once: she was Accountable for almost every activity. Any refund needed her approval, so nothing closed while she was in meetings.

She redrew it with the team:

| Activity | Responsible | Accountable | Consulted | Informed |
|---|---|---|---|---|
| Log the complaint | Agent | Shift lead | - | - |
| Refund up to the agreed limit | Agent | Shift lead | - | Ngozi, weekly |
| Refund above the limit | Shift lead | Ngozi | Finance | Agent |
| Weekly complaints report | Analyst | Ngozi | Shift leads | Regional head |

Now the shift leads own most decisions, and Ngozi reads a weekly summary instead of approving every case.

### Rules that keep RACI useful

- **One A per activity.** Two accountable people means nobody is.
- **Few Cs.** Every person consulted adds a delay. Consult those who know something or must carry it out.
- **Build it with the team**, not for them. The argument about who is accountable is where the clarity comes from.
- **Revisit it when something falls through a crack.** Do not hunt for someone to blame; ask which box was unclear.

## Write a team charter

RACI covers tasks. A **team charter** covers how the team works together. Keep it to one page:

- our purpose in one sentence: who we serve and how they are better off;
- our goals for this year and how we will measure them;
- which decisions each person makes alone, and which come to the team or the leader;
- how we communicate: what goes in WhatsApp, what needs a call, how fast we reply, and when we stay quiet after hours;
- how we disagree, and how we decide when we cannot agree.

Draft it together in a meeting where you speak last. Put it where everyone sees it, and review it every quarter.

## Your part as the leader

- **Move decisions down, then stay out.** If you give a shift lead a decision and then overturn it, you have taught the whole team to wait for you.
- **Ask "What do you suggest?"** When someone brings a problem, ask for their proposal first. Over time, people arrive with solutions.
- **Protect reasonable mistakes.** Review them privately and about the decision, not the person: "What did you know at the time? What would help next time?"
- **Share the information.** Nobody can own a budget line they have never seen.

## Common mistakes

- **RACI as paperwork**, drawn once, filed and forgotten.
- **Responsibility without authority**: the person owns the result but needs three signatures to act.
- **Ownership only for bad news.** If the boss takes the credit and the team takes the blame, nobody will own anything.`,
      practice: `### Draw a RACI with your team

1. Pick one recurring piece of work that often causes confusion: a monthly report, an event, a procurement, bringing on a new client.
2. In a 40-minute meeting, list its six to ten main activities down the side of a sheet, with R, A, C and I across the top.
3. For each activity, let the team propose who fills each letter. Speak last.
4. Check the rules: exactly one A per row; nobody, including you, holds the A for most rows; no row has more than three Cs.
5. Circle every row where you are the A and ask: "Could someone closer to the work own this?" Move at least one.
6. Share the chart in the team's channel and agree a date next month to check whether it is working.`,
      reflectionQuestion:
        'Where does your team wait for you when they could act alone, and what have you done that taught them to wait?',
      estimatedMinutes: 45,
      cpdMinutes: 40,
    },
    {
      slug: 'communication-that-lands',
      title: 'Communication that lands: listening, feedback and hard conversations',
      summary:
        'Change runs on conversations. Listen past your assumptions, give feedback people can use, and hold the hard conversation instead of postponing it.',
      body: `## Listen before you conclude

Much of what goes wrong in a change comes from conclusions reached too fast. The **ladder of inference** describes how: we notice some facts, add meaning, make assumptions, draw a conclusion and act, often in seconds and without noticing.

A head of department sees an officer arrive late three days in a row (the facts). She thinks "he is not committed to the new schedule" (meaning), then "he is resisting me" (assumption), and takes him off the new project (action). She never learns that the new start time clashes with the only staff bus from his area.

To climb down the ladder:

- **Separate what you saw from what you think it means.** "You arrived after 8:30 on Monday, Tuesday and Wednesday" is a fact. "You don't care" is a story.
- **Ask before you decide.** "I have noticed this. What is going on?"
- **Listen to understand, not to answer.** Summarise before giving your view: "So the bus timing is the real problem. Have I got that right?"

## Feedback people can use: SBI

Vague feedback ("be more proactive", "good job") changes nothing. The **SBI model** keeps it specific:

- **Situation**: when and where;
- **Behaviour**: what the person did or said, something a camera could record;
- **Impact**: the effect on you, the team or the client.

Then ask a question, listen, and make a request.

### Worked example

Instead of "Your reports are careless", Aminata, a programme manager in Dakar, said to her officer:

> "In Thursday's report to the donor, the budget table had last quarter's figures in two rows. The donor queried it and we had to resend, which made the whole team look unreliable. What happened?"

He explained that he had copied the table from the previous report under time pressure. They agreed that a colleague would check the tables before any report reached her.

Use SBI for praise too. "Thanks for the meeting" means little. "In this morning's meeting you summarised the three options before we voted, and it helped the quieter people take part" tells someone exactly what to repeat.

## Respect and directness can go together

In many of our cultures, feedback to an older or more senior colleague is delicate, and public criticism costs real face. That is not a reason to avoid feedback; it shapes how you give it.

- **Correct in private, praise in public.**
- **Start with the relationship**: "I value your experience here, which is why I want to raise this with you directly."
- **Ask permission when feedback goes upwards**: "May I share something I have noticed about the rollout?"
- **One issue per conversation.** A list of complaints feels like an attack.

## The hard conversation

Every leader has a conversation they are postponing: the long-serving officer who undermines the change, the peer whose team keeps missing deadlines. Waiting rarely makes it easier, and the team is watching what you tolerate.

Prepare in four steps:

1. **Write the one sentence they need to hear**, without judgement: "Since March, three of your team's monthly returns have arrived after the deadline."
2. **Check your ladder**: what do you know, and what are you assuming?
3. **Plan your first question**: "How do you see it?"
4. **Decide the outcome you want**: an agreement, a next step, a date to review.

In the conversation, say your sentence early, then listen more than you talk. Stay with the issue when it gets uncomfortable. End with what each of you will do and when you will meet again, and confirm it afterwards in a short, neutral note.

## Common mistakes

- **The feedback sandwich.** Praise, criticism, praise: people learn to wait for the bad part, and your praise loses its value.
- **Hard messages by text.** WhatsApp strips out tone. Difficult messages need a voice, ideally a face.
- **Saving it for the appraisal.** Feedback months after the event is history, not help.`,
      practice: `### A week of SBI feedback

1. Each working day this week, give one piece of feedback using SBI: situation, behaviour, impact, then a question. Aim for at least three pieces of praise and one correction.
2. Before each one, write the behaviour in a sentence a camera could confirm. If you cannot, you are not ready to give it.
3. Give corrections in private, face to face or by call, never in a group chat.
4. After each conversation, note in one line how the person reacted and what you would do differently.
5. At the end of the week, show your team SBI in ten minutes of a team meeting and invite them to use it with each other, and with you.`,
      reflectionQuestion:
        'Which conclusion about someone in your team did you reach too quickly, and what changed when you asked them instead?',
      estimatedMinutes: 35,
      cpdMinutes: 30,
    },
    meetingsThatDecide,
    {
      slug: 'leading-through-uncertainty',
      title: 'Lead through uncertainty and conflict',
      summary:
        'In a restructuring or a long wait for a decision, people fill the silence with the worst story. Say what you can, be honest about what you cannot, and keep conflict about the work.',
      body: `## No news is worse than bad news

During a restructuring, a merger or a wait for a funding decision, the leader often knows little more than the team. The temptation is to say nothing until everything is certain. But silence is not neutral: people fill it with rumour, and the WhatsApp groups fill fastest.

William Bridges drew a useful line between **change**, the outside event (the new structure, the new system), and **transition**, the inner process people go through: letting go of the old, a confusing middle period, and a new beginning. In uncertain times your job is to help people through that middle, when the old world has gone and the new one is not yet clear.

## Communicate in three boxes

Sort what you say into three honest boxes:

- **What we know**: "The two departments merge on 1 July. Salaries and grades are not affected."
- **What we don't know yet**: "We don't know who will lead each unit."
- **When we will know more**: "The board meets on 15 May. I will brief you the next morning, whatever the outcome."

Then keep your promise about timing, even if the update is "there is still no decision". A fixed rhythm, such as a short update every Monday, calms people because they know when the next news will come.

## Control what you can

Uncertainty feels smaller when people have something to act on. Help the team sort the situation into:

- **what we control**: our work, how we treat clients, our own preparation;
- **what we can influence**: our input to the new structure, the handover plan;
- **what we must accept**: the board's decision, the donor's funding cycle.

Put your energy, and theirs, into the first two.

## Run a pre-mortem

Before a risky step, gather the team and say: "Imagine it is six months from now and this change has failed badly. What went wrong?" Everyone writes reasons silently for five minutes, then reads them out. This is a **pre-mortem**. Because you asked for stories of failure, doubts become a contribution rather than disloyalty, and the risks junior people saw but did not like to raise come out.

### Worked example

Thandiwe leads the finance team at a university in South Africa where two faculties' administration offices were being merged. In the pre-mortem, a junior clerk wrote: "Students get no bursary payments in February because each office thought the other was processing them." Nobody senior had thought of it. The team listed every payment run with one named owner for the first three months. The February payments went out on time.

## Conflict is information too

Uncertainty brings conflict over resources, over roles, over the right way forward. The aim is not to remove it but to keep it about the work, not the person.

- **Name it early.** "I can see we disagree about the timing. Let's put both views on the table."
- **Look behind positions for interests.** A manager insists on delaying the launch (position) because he fears his team will be blamed for early errors (interest). Deal with the fear and the position often softens.
- **Agree how you will decide before you argue**: consensus, a vote, or the leader decides after hearing everyone. Say which.
- **Hear everyone, juniors first.** As in a traditional indaba, where the elder speaks last, go round the room from the most junior up. Otherwise the first senior view ends the discussion.
- **Close the loop.** Say what was decided, why, and what you heard from those who disagreed.

## Look after yourself

Your team reads your face. You may find uncertainty hard; do not let your anxiety become their information. Find a peer, mentor or coach outside your team where you can think aloud.

## Common mistakes

- **False reassurance.** "Nobody will lose their job" when you do not know. If it proves wrong, you lose your credibility for the rest of the change.
- **Briefing favourites.** Information shared with a few travels unevenly and breeds distrust.
- **Avoiding the conflict** until it becomes personal.`,
      practice: `### Run a pre-mortem on your change

1. Gather the team for 40 minutes. Explain the one rule: in this meeting, pessimism is a contribution.
2. Say: "It is six months from now and our change has failed. What happened?"
3. Everyone writes reasons alone for five minutes, one per card or line. Ask the most junior person to read theirs first.
4. Group similar reasons, then vote on the three most likely or most damaging.
5. For each of the three, agree one action that makes it less likely and one early warning sign to watch for.
6. Close with the three boxes: what we know, what we don't know yet, and when we will know more.`,
      reflectionQuestion:
        'What is your team uncertain about right now, and what could you honestly tell them about it this week?',
      estimatedMinutes: 45,
      cpdMinutes: 40,
    },
    followThroughWithoutBlame,
    {
      slug: 'growing-next-leaders',
      title: 'Grow the next leaders: delegation, coaching and the pipeline',
      summary:
        'A change that depends on you alone stops when you are posted elsewhere. Delegate real outcomes, coach instead of rescuing, and build people who can lead the next change.',
      body: `## If you leave, does it continue?

Be honest: if you were transferred next month, would this change survive? Leaders move often. Civil servants are posted, NGO contracts end, bank managers rotate between branches. A change that lives in one person's head and one person's phone stops when that person moves.

Growing other leaders is not an extra. It is how change lasts.

## Delegate outcomes, not tasks

Delegating a task ("type this letter") saves you time today. Delegating an outcome ("make sure the districts submit their data on time this quarter") grows a leader. The difference is who does the thinking.

Match the freedom to the person's experience. A simple **delegation ladder**:

1. **Do as I say**: for new staff and high-risk work.
2. **Look into it and report back**; I decide.
3. **Recommend**; I approve.
4. **Decide, then tell me** what you did.
5. **Decide and act**; tell me only if there is a problem.

Say which level you are giving. Much delegation fails because the leader meant level 3 and the team member heard level 5, or the other way round.

### A good hand-over covers

- the outcome and why it matters;
- the deadline and the level of authority;
- the budget, tools and people they can draw on;
- who needs to know they are now in charge;
- when you will check in.

In hierarchical settings, the announcement matters most. A young officer leading older colleagues needs you to say, in front of them, that she has your backing.

## Coach instead of rescuing

When someone brings you a problem, the quick answer is to solve it. Do that every time and you train people to bring you every problem. Coaching means helping them think it through. The **GROW model** gives a simple structure:

- **Goal**: "What do you want to achieve?"
- **Reality**: "What is happening now? What have you tried?"
- **Options**: "What could you do? What else?"
- **Will**: "What will you do, and by when?"

### Worked example

Emeka is a unit head at a state ministry in Nigeria. An officer came to him frustrated: the district offices were ignoring the new data template. Emeka's habit was to phone the districts himself. This time he asked: "What would success look like by the end of the month?" Then: "Which districts are submitting and which are not? Why do you think that is?" Talking it through, the officer noticed that the late districts were the ones that had missed the training session. "What could you do?" She proposed a short call with each of them. "When?" That week. The districts began to submit, and she, not Emeka, became the person they called with questions.

## Build the pipeline on purpose

- **Know who could step into your role**, and who could step into theirs. If the answer is "nobody", that is your first development priority.
- **Hold regular one-to-ones**: thirty minutes every two weeks, their agenda first. Ask about their goals, not only their tasks.
- **Give stretch assignments**: leading a cross-team session, presenting to the director, running the pre-mortem.
- **Share the stage.** Let the person who did the work present it to senior management.
- **Look past the obvious candidates.** The loudest person, or the one who shares your home town or language, is not always the best. Watch for quiet people who already solve problems.

## Common mistakes

- **Delegating only the unpleasant work.** People notice.
- **Taking the work back** at the first mistake.
- **Coaching when someone needs an answer.** In a crisis, or on a new joiner's first day, just tell them. Coaching is for growth, not emergencies.
- **Hoarding your best people** because you cannot do without them. Holding them back is how you lose them.`,
      practice: `### Delegate one outcome this week

1. List what only you do now. Pick one outcome, not a task, that someone in your team could own.
2. Choose the person who would grow most from it, not the one who feels safest.
3. Hold a 20-minute hand-over: the outcome and why it matters, the deadline, the level on the delegation ladder, the resources, and when you will check in.
4. Announce the hand-over to everyone affected, in the meeting or channel where they will see it.
5. When the person brings you a problem, go through GROW before you offer any answer of your own.
6. At the check-in, ask: "What did you learn? Where would you like more freedom?"`,
      reflectionQuestion:
        'What is one outcome you hold on to that someone else could own, and what do you fear would happen if you let it go?',
      estimatedMinutes: 40,
      cpdMinutes: 35,
    },
    {
      slug: 'making-change-stick',
      title: 'Make change stick: habits, rituals and measures',
      summary:
        'A change is finished when it is the normal way of working, not when it is launched. Build it into habits, rituals and a few honest measures, and recognise the people who made it work.',
      body: `## The launch is not the finish

Many changes are declared done at the launch: the system is live, the structure is announced, the workshop is over. Then attention moves elsewhere and the old way creeps back, because it is still easier, still rewarded, and still what senior people do.

A change has stuck when a new colleague learns the new way as "how we do things here", without ever being told it was different.

## Make the new way the easy way

Under pressure, people do what is easiest. Look at the small frictions:

- **Remove the old option.** If the paper form is still in the drawer, it will be used. Stop printing it.
- **Shorten the new path.** Pre-fill templates, pin the shared folder at the top of the team group, keep instructions to one page.
- **Build it into routines.** If the weekly meeting still reviews the old report, the team will keep producing the old report.
- **Align the rewards.** If appraisals, allowances or promotions still favour the old behaviour, no speech will outweigh them.

## Rituals that keep it alive

Rituals are regular, visible habits that show what matters. Choose a few and keep them:

- **A weekly huddle**: fifteen minutes, standing, same day and time. What went well with the new way, what got stuck, who needs help.
- **After-action reviews** after any significant event or deadline. Four questions: What did we plan? What actually happened? Why was there a difference? What will we do next time? Thirty minutes, no blame.
- **A quarterly look back**: compare where the team is with where it started, using the measures below.
- **Specific recognition.** Name the person and what they did: "Grace's checklist cut the errors in this month's returns." Thanks in the team meeting, or a note to her director, often means more than money.

## Measure a few things honestly

What you measure tells people what you care about. Keep it to **two or three measures** the team can see:

- **One outcome measure** showing the change works for the people you serve: days to process an application, complaints resolved within two days, reports submitted on time.
- **One or two behaviour measures** showing the new way is used: the share of cases logged in the new system, requests handled in the shared channel.

Record a **baseline** before the change, or as early as you can. Without a "before" you cannot show progress, and people argue from opinion. Put the figures on a wall chart or in a monthly message. A hand-drawn chart updated every week beats a dashboard nobody opens.

When a measure goes the wrong way, treat it as you learned to treat resistance: as information. Ask the team what it is telling you before you react.

### Worked example

Fatou runs the office of a family-owned food-processing business near Thiès in Senegal. Her team moved from orders taken by phone and written in notebooks to one shared order sheet. After three months the founder asked whether it had worked. Because Fatou had counted late or wrong deliveries for two weeks before the switch, she could count the same two weeks now. There were fewer errors, and most of those left came from weekend orders, when nobody checked the sheet. The team added a Monday-morning check. The founder, who had doubted the change, began asking for the sheet himself.

## Hand it over

The final sign that a change has stuck is that it no longer needs you. Write the new way down in one place, make it part of how new staff are introduced to the work, and make sure someone other than you owns each measure.

## Common mistakes

- **Declaring victory too early** and moving the team on to the next initiative.
- **Measuring too much.** With ten indicators, none gets attention.
- **Only punishing the old way** instead of recognising the new one.
- **Forgetting to stop things.** Every new routine takes time from somewhere. Ask the team what to stop doing to make room.`,
      practice: `### Set up your measures and one ritual

1. With your team, pick the change you have led through this journey.
2. Agree one outcome measure and one behaviour measure. Write down exactly how each is counted, by whom and how often.
3. Find the baseline: figures from before the change or, if there are none, this week's.
4. Draw a simple chart the whole team can see, on the wall or pinned in the team channel.
5. Choose one ritual to start this week, a weekly huddle or an after-action review, and put its next three dates in everyone's calendar.
6. Ask the team: "Which old habit should we stop to make room for this?" Then stop it.`,
      reflectionQuestion:
        'Which old habit keeps pulling your team back, and what makes it easier for them than the new way?',
      estimatedMinutes: 40,
      cpdMinutes: 40,
    },
  ],
  capstoneBrief: `## Lead one real change with your team

In the last months of the journey, lead a real change with your team and report on it. Choose something that matters to the people you serve, that needs more than one person or team to work, and whose effect you can measure within eight to twelve weeks: faster turnaround of requests, a process two departments now share, fewer errors in reporting.

Your written report, 800 to 1,500 words, covers:

1. **The change**: what you set out to change and why, in the words of the case you gave your team.
2. **The people**: who was affected, what resistance you met and what it told you.
3. **The roles**: who owned what, with your RACI or team charter attached.
4. **The measure**: your baseline before the change and the result after it, and how you counted both.
5. **What you learned**: what you would do differently, and what you will keep doing.

Add a few lines from one team member, in their own words, on how they experienced the change.`,
  webinar: {
    title: 'Leading change across silos: a live clinic',
    description:
      'Bring one change you are leading and work on it with leaders from other organisations and countries. In small groups you map its stakeholders, run a quick pre-mortem and sharpen the case you give your team. You leave with your next three actions and a peer to check in with.',
    durationMinutes: 90,
    cpdMinutes: 90,
  },
};
