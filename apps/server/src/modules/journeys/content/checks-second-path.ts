// Long on purpose: the second path's knowledge checks (three scenario questions per module), data rather than code.
import { secondPathAddedChecks } from './checks-second-path-added';
import { right, wrong, type JourneyChecks } from './types';

/*
 * The second path's knowledge checks, by module slug (ADR 040): scenarios of leading change in a
 * bank, a ministry, a telecom or an NGO, each option explained from the module's lesson. The French
 * is checks-second-path.fr.ts (same ids, same correct options; checked in checks.test.ts).
 */
export const secondPathChecks: JourneyChecks = {
  'why-change-stalls': [
    {
      id: 'system-slowing',
      prompt:
        'A branch manager says the new core banking system is slowing his team down and asks to go back to the old one. What do you do first?',
      options: [
        wrong(
          'Remind him that head office has decided and the old system is closed.',
          'That may be true, but it ends the conversation before you learn anything. His complaint may hold the fact you need.',
        ),
        right(
          'Go to his branch, ask what exactly slows them down, and watch the team work for an hour.',
          "Resistance is information. “It won't work here” is sometimes right: he may have spotted a real fault nobody else has reported.",
        ),
        wrong(
          'Send his team on a refresher training course on the new system.',
          "Training answers “I don't understand it”, which may not be the problem. Find out which of the four meanings of resistance you face first.",
        ),
        wrong(
          'Note him as a resister and involve his deputy instead.',
          'Once you label someone a resister you stop listening, and he stops talking. You also lose the one person who knows what is going wrong.',
        ),
      ],
    },
    {
      id: 'silent-meeting',
      prompt:
        'You announce a new shift system at a full staff meeting of your call centre. Nobody objects and people nod. A week later, few are following it. What went wrong?',
      options: [
        wrong(
          'The staff are lazy and need closer supervision.',
          'Silence in a meeting rarely means agreement, especially where people do not contradict a senior in public. It says little about effort.',
        ),
        wrong(
          'The announcement should have been sent in writing as well.',
          'A written memo repeats the announcement; it does not surface the concerns. The gap is listening, not the channel.',
        ),
        right(
          'A nod is not understanding: concerns are rarely voiced in a full meeting, so ask people one by one what would make it hard next week.',
          'Ask privately, about the problem rather than their opinion, and ask for more than yes: “Walk me through what you will do differently on Monday.”',
        ),
      ],
    },
    {
      id: 'losing-status',
      prompt:
        'A senior clerk who was the only one able to reconcile the old ledgers is quietly slowing the move to automated reconciliation. What is the best response?',
      options: [
        right(
          'Name what he stands to lose, and offer him a valued role in the new process, such as checking exceptions or training others.',
          'Losing a skill that made you valuable is a real loss. Facts about efficiency do not answer a feeling of loss; a respected new role might.',
        ),
        wrong(
          'Show him a presentation of the time savings the automation will bring.',
          'That answers feelings with facts. If he fears losing status, a slide on efficiency will not help.',
        ),
        wrong(
          'Move him to another department so the project can proceed.',
          'You would lose the person who knows the old ledgers best, and the team would learn that raising concerns is dangerous.',
        ),
      ],
    },
  ],
  'a-case-people-can-repeat': [
    {
      id: 'case-opening',
      prompt:
        'You must explain a move from paper files to a digital case system to a district office of 40 staff. How do you open?',
      options: [
        wrong(
          '“We are installing a new digital case system from 1 March.”',
          'That leads with the solution before anyone agrees there is a problem. People hear what is being done to them, not why.',
        ),
        right(
          '“Families wait five weeks for a decision, and we lose files every month. That is why we are changing now.”',
          'Why now, in one or two strong reasons people can repeat to a family at the counter. Conviction comes from the problem, not the tool.',
        ),
        wrong(
          '“This transformation journey will unlock synergies across the ministry.”',
          'Borrowed consultant language tells people the change is not really yours, and nobody can repeat it to a citizen.',
        ),
      ],
    },
    {
      id: 'honest-cost',
      prompt:
        'The new system will mean two months of double work while records are migrated. Your director suggests not mentioning it so as not to discourage staff. What do you advise?',
      options: [
        wrong(
          'Agree: mention it only once the migration starts.',
          'People find out anyway, then doubt everything else you said. Hiding the cost costs you your credibility.',
        ),
        right(
          'Say it plainly, with how long it lasts and what you will do to help, such as extra hands or fewer reports during those months.',
          'What it costs, honestly, is one of the four parts of a case that travels. Staff trust a leader who names the hard part.',
        ),
        wrong(
          'Describe it as a short period of adjustment.',
          'Two months of double work is not short for the people doing it. Vague words read as hiding and damage trust just as much.',
        ),
      ],
    },
    {
      id: 'stakeholder-map',
      prompt:
        'Mapping who needs to hear about a new loan process, you list the branch credit officers: their daily work changes most, but they have little say in the decision. How do you treat them?',
      options: [
        wrong(
          'Keep them informed with a monthly newsletter.',
          'That suits people who are neither influential nor affected. Those whose daily work changes need much more.',
        ),
        wrong(
          'Ask for their visible support in public meetings.',
          "Visible support is what you ask of influential people less affected, such as a director or the donor's country lead.",
        ),
        right(
          'Listen closely, involve them in designing how it will work, and update them often.',
          'Highly affected, less influential people are where the change lives or dies: listen to them and keep them close, and let them build it with you.',
        ),
      ],
    },
  ],
  'breaking-down-silos': [
    {
      id: 'month-end-delays',
      prompt:
        'Programme and finance teams in your NGO blame each other every month-end for late payments to field partners. Where do you start?',
      options: [
        wrong(
          'Propose to the director a restructuring that puts both teams under one manager.',
          'Moving boxes on the organogram rarely changes how people work. Fix the hand-offs and relationships first.',
        ),
        right(
          'Map the hand-off from payment request to payment with both teams, and fix the step where requests get stuck.',
          'Start with the hand-offs: most silo problems live at the point where work passes from one team to another.',
        ),
        wrong(
          'Set up a weekly coordination meeting for both teams.',
          'A meeting that ends without an agreed change to the work is a ritual, not a bridge. Meet on one real stuck case instead.',
        ),
      ],
    },
    {
      id: 'go-first',
      prompt:
        'Relations with the network operations team are poor, and your own staff say “Operations are impossible.” What is the most useful thing you can do this week?',
      options: [
        wrong(
          'Wait for the chief technical officer to sort out the relationship between the two departments.',
          "You do not need the top's permission to solve one problem with a peer. Waiting for the top keeps the silo in place.",
        ),
        right(
          'Call your counterpart in operations, admit one thing your team does that slows theirs, and ask what would help.',
          'Go first. Admitting your own part opens the door, and your team copies how you talk about the other side.',
        ),
        wrong(
          'Send a formal memo listing the delays caused by operations.',
          'A memo of complaints hardens the line between teams. Relationships, not memos, solve hand-off problems.',
        ),
      ],
    },
    {
      id: 'shared-goal',
      prompt:
        'The sales team is rewarded for new SIM registrations; customer care is rewarded for short calls. Complaints about wrongly registered SIMs keep rising. Which change helps most?',
      options: [
        right(
          'Give both teams one shared goal, such as the share of new customers still active and without complaints after 90 days.',
          'Separate goals make helping the other unit unpaid work. One shared goal gives both sides a reason to fix the hand-off.',
        ),
        wrong(
          'Add a penalty to the sales team for every complaint.',
          'It shifts blame onto one side and keeps the goals separate. The two teams still have no reason to work together.',
        ),
        wrong(
          'Ask customer care to take longer calls with complaining customers.',
          'That treats the symptom inside one silo. The registration mistakes start upstream, in the hand-off between the teams.',
        ),
      ],
    },
  ],
  'shared-ownership': [
    {
      id: 'two-accountable',
      prompt:
        'Drawing a RACI for the quarterly donor report, your team marks both the programme manager and the M&E officer as Accountable. What is the problem?',
      options: [
        wrong(
          'None: two accountable people means twice the care.',
          'Two accountable people means nobody is. When something goes wrong, each can point at the other.',
        ),
        right(
          'There can be only one A per activity: agree who owns the result and makes the final call, and make the other Responsible or Consulted.',
          'One A per activity is the first rule that keeps RACI useful. The argument about who it is, is where the clarity comes from.',
        ),
        wrong(
          'The RACI is too detailed; a simple task list would be better.',
          'A task list hides exactly the question RACI is there to answer: who makes the final call.',
        ),
      ],
    },
    {
      id: 'overturn',
      prompt:
        'You gave your shift supervisor the decision on weekend staffing. He chose a rota you would not have chosen, though it is reasonable. What do you do?',
      options: [
        wrong(
          'Change the rota quietly to the one you prefer.',
          'Overturning a delegated decision teaches the whole team to wait for you. Move decisions down, then stay out.',
        ),
        right(
          'Let it stand, and later ask him what he weighed and what he would keep or change.',
          'A reasonable decision stays. Reviewing it about the decision, not the person, builds judgement and keeps ownership where you put it.',
        ),
        wrong(
          'Let it stand this time, but take the decision back for next month.',
          'Taking decisions back at the first difference of opinion is ownership in name only. People soon stop deciding.',
        ),
      ],
    },
    {
      id: 'authority-gap',
      prompt:
        'Your team leader owns the results of the outreach budget, but needs three signatures, including yours, to spend any of it. What is happening?',
      options: [
        wrong(
          'Good control: more signatures mean fewer mistakes.',
          'Controls matter, but three signatures for every spend means the owner cannot act. Results stall waiting in the queue.',
        ),
        wrong(
          'The team leader is not yet ready to own a budget.',
          "Then she should not own the results either. The lesson's point is that ownership needs both halves.",
        ),
        right(
          'Responsibility without authority: give her a spending limit she can use alone and the budget figures to manage it.',
          'People own what they have the authority and the information to act on. Nobody can own a budget line they cannot see or spend.',
        ),
      ],
    },
  ],
  'communication-that-lands': [
    {
      id: 'late-arrivals',
      prompt:
        'A reliable officer has arrived after 8:30 three days running. You are annoyed. How do you open the conversation?',
      options: [
        right(
          '“You arrived after 8:30 on Monday, Tuesday and Wednesday. What is going on?”',
          'Separate what you saw from what you think it means, and ask before you decide. The reason may be a bus timetable, not attitude.',
        ),
        wrong(
          "“You clearly don't care about this job any more.”",
          'That is a judgement, not a fact. It puts the person on the defensive and you learn nothing about the cause.',
        ),
        wrong(
          'Say nothing and note it for the annual appraisal.',
          'Feedback months after the event is history, not help. A short conversation now can solve the problem.',
        ),
      ],
    },
    {
      id: 'sbi',
      prompt:
        'A colleague interrupted a client twice during a loan meeting. Which feedback follows SBI (Situation, Behaviour, Impact)?',
      options: [
        wrong(
          '“You need to be more respectful with clients.”',
          'There is no situation and no behaviour a camera could record, so the person cannot tell what to change.',
        ),
        wrong(
          '“Good meeting overall, but you interrupted, though your figures were excellent.”',
          'That is the feedback sandwich: people learn to wait for the bad part, and your praise loses its value.',
        ),
        right(
          "“In this morning's meeting with Mrs Osei, you interrupted her twice while she explained her cash flow. She stopped sharing details.”",
          'Situation (when, where), behaviour (what was said or done) and impact (the effect on the client): specific enough to act on.',
        ),
      ],
    },
    {
      id: 'upward-feedback',
      prompt:
        "You think your director's rollout plan for the new procurement system ignores the regions' poor connectivity. How do you raise it?",
      options: [
        wrong(
          'Mention it in the senior management WhatsApp group so it is on record.',
          'Hard messages by text lose tone, and a correction in front of peers is a public challenge. Speak to the director directly.',
        ),
        right(
          'Ask for a few minutes privately: “May I share something I have noticed about the rollout?”, then give one specific point.',
          'Asking permission when feedback goes upwards, in private, one issue per conversation: respect and directness together.',
        ),
        wrong(
          "Say nothing: it is the director's plan and the regions will adapt.",
          'Silence lets a known problem reach the regions. Respect for seniority and a frank word can go together.',
        ),
      ],
    },
  ],
  'leading-through-uncertainty': [
    {
      id: 'merger-news',
      prompt:
        'Your department will merge with another on 1 July. Staff ask whether anyone will lose their job, and you do not know yet. What do you say?',
      options: [
        wrong(
          '“Nobody will lose their job, I promise.”',
          'False reassurance: if it proves wrong, you lose your credibility for the rest of the change.',
        ),
        right(
          "What you know, what you don't know yet, and when you will know more: “The board decides on 15 May; I will brief you the next morning.”",
          'The three boxes give people something solid in uncertain times, and a date turns worry into waiting.',
        ),
        wrong(
          "“I can't comment until the official announcement.”",
          'Silence fills with rumours. You can share what you know and a date even when the decision is not made.',
        ),
      ],
    },
    {
      id: 'pre-mortem',
      prompt:
        'Two weeks before launching mobile money payments for school fees, you gather the team. Which exercise best prepares you for what might go wrong?',
      options: [
        wrong(
          'Ask everyone to confirm they are confident about the launch.',
          'Asking for confidence invites nods. People who see risks are unlikely to say so in that frame.',
        ),
        wrong(
          'Review the project plan line by line with the vendor.',
          'Useful, but a plan review checks what you intend to do, not what could derail it.',
        ),
        right(
          'Imagine it is three months later and the launch has failed, and ask each person to write down why.',
          'A pre-mortem makes it safe to name risks: people explain a failure that has “already happened” rather than challenge a plan.',
        ),
      ],
    },
    {
      id: 'hearing-juniors',
      prompt:
        'Your team is split on whether to delay a product launch. You have a view, and so do two senior managers. How do you run the discussion?',
      options: [
        wrong(
          'Give your view first, to save time and guide the discussion.',
          'Once the leader has spoken, most people, especially juniors, will not contradict. You hear only echoes.',
        ),
        right(
          'Say first how the decision will be made, then hear everyone from the most junior up, and speak last.',
          'Agree how you will decide before you argue, and hear juniors first, as the elder speaks last in an indaba.',
        ),
        wrong(
          'Let the two senior managers settle it between them.',
          'That avoids the conflict rather than using it. The people closest to the work may see what seniors miss.',
        ),
      ],
    },
  ],
  'growing-next-leaders': [
    {
      id: 'delegation-level',
      prompt:
        'A capable officer who joined three months ago is to handle supplier selection for the first time, for a small purchase. Which level of delegation fits best?',
      options: [
        wrong(
          'Decide and act; tell me only if there is a problem.',
          'That is the highest level, for experienced people on familiar work. Too much too soon sets her up to fail.',
        ),
        right(
          'Recommend, and I approve: she does the analysis and proposes; you decide together this time.',
          "Match the level to the person's experience and the risk: she grows by doing the work, with a check while she learns.",
        ),
        wrong(
          'Do as I say: follow my instructions step by step.',
          'That suits high-risk work and brand-new staff. For a capable person on a small purchase it teaches nothing.',
        ),
      ],
    },
    {
      id: 'coach-or-tell',
      prompt:
        'A team leader comes to you, worried: a client is threatening to move a large account. Which GROW question helps her most to think it through?',
      options: [
        wrong(
          '“Let me call the client myself.”',
          "That is rescuing. It solves today's problem and teaches her to bring you the next one.",
        ),
        right(
          '“What have you tried so far, and what else could you do?”',
          'Reality and Options: coaching questions that make her do the thinking, so next time she arrives with a plan.',
        ),
        wrong(
          '“Why did you let it get this far?”',
          'A question of blame, not a coaching question. It makes people hide problems instead of bringing them early.',
        ),
      ],
    },
    {
      id: 'hoarding',
      prompt:
        "Your best analyst is offered a six-month secondment to the regional office. You fear your team's results will suffer without her. What is the leadership answer?",
      options: [
        right(
          'Let her go, plan the cover with the team, and treat it as a stretch assignment you helped make happen.',
          'Holding people back is how you lose them. Growing leaders for the wider organisation is part of the job.',
        ),
        wrong(
          'Ask HR to postpone the secondment until after the year-end audit.',
          'Hoarding your best people because you cannot do without them tells them their growth comes second.',
        ),
        wrong(
          'Refuse: the team cannot do without her.',
          'If the team cannot do without one person, that is your first development priority, not a reason to block her.',
        ),
      ],
    },
  ],
  'making-change-stick': [
    {
      id: 'paper-form',
      prompt:
        'Six months after the digital registration form launched at your clinics, a third of registrations are still on paper. What should you do first?',
      options: [
        wrong(
          'Send a circular reminding staff that the digital form is mandatory.',
          'Circulars compete with a habit that still has its tools at hand. Make the new way the easy way instead.',
        ),
        right(
          'Stop printing the paper form and remove it from the drawers, after asking staff what still makes the digital form hard.',
          'Remove the old option: if the paper form is in the drawer, it will be used. Asking first catches a real obstacle you may need to fix.',
        ),
        wrong(
          'Add the paper registrations to the digital system yourself at month-end.',
          'That keeps both systems alive and hides the problem. The new way must replace the old, not sit beside it.',
        ),
      ],
    },
    {
      id: 'measures',
      prompt:
        'You want to know whether the change in how your agency processes business permits is sticking. Which set of measures is best?',
      options: [
        wrong(
          'Ten indicators covering every step of the process.',
          'With ten indicators none gets attention. Measure a few things honestly.',
        ),
        right(
          'Days to issue a permit, plus the share of applications logged in the new system.',
          'One outcome measure for the people you serve and one or two behaviour measures showing the new way is used.',
        ),
        wrong(
          'The number of staff trained on the new process.',
          'That counts activity, not change. Trained staff can still work the old way.',
        ),
      ],
    },
    {
      id: 'recognition',
      prompt:
        'A clerk, Grace, created a checklist that cut errors in the monthly returns. How do you recognise it so the new way lasts?',
      options: [
        wrong(
          'Thank the whole team in general terms at the end of the year.',
          'General thanks, months later, do not tell anyone which behaviour to repeat.',
        ),
        wrong(
          "Add a note to Grace's file for her next appraisal.",
          'Worth doing, but private and late. Recognition that keeps change alive is specific and visible now.',
        ),
        right(
          "Name her and what she did at this week's team meeting: “Grace's checklist cut the errors in this month's returns.”",
          'Specific recognition names the person and the act, soon and in front of the team, so others copy the new way.',
        ),
      ],
    },
  ],
  ...secondPathAddedChecks,
};
