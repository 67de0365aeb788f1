// Long on purpose: the first path's knowledge checks (three scenario questions per module), data rather than code.
import { right, wrong, type JourneyChecks } from './types';

/*
 * The first path's knowledge checks, by module slug (ADR 040): scenarios a leader meets in a bank,
 * a ministry, a telecom or an NGO, each option explained from the module's lesson. The French is
 * checks-first-path.fr.ts (same ids, same correct options; checked in checks.test.ts).
 */
export const firstPathChecks: JourneyChecks = {
  'digital-confidence-starts-with-you': [
    {
      id: 'new-calendar',
      prompt:
        'Your ministry directorate is moving to a shared online calendar next month. You have never used one and your PA usually manages your diary. What do you do first?',
      options: [
        wrong(
          'Ask your PA to learn it well so that nothing changes for you.',
          'Everything then runs through one person: the day your PA is on leave, your diary stops, and your team learns the tool is not for senior people.',
        ),
        right(
          'Tell the team you are trying it this week, book your own meetings in it, and ask them to point out your mistakes.',
          'Learning in public makes trying safe for everyone. Your permission has to be said out loud, especially where juniors do not correct seniors.',
        ),
        wrong(
          'Wait for the formal training the IT unit has planned for next quarter.',
          'Ten minutes a day on a real task beats a workshop in three months. By then the team will have learned from your silence that the tool can wait.',
        ),
      ],
    },
    {
      id: 'reverse-mentor',
      prompt:
        'A 26-year-old analyst in your bank branch is much faster than you with spreadsheets. How do you set up reverse mentoring with her so it works?',
      options: [
        wrong(
          'Ask her to send you a written guide you can read privately in the evening.',
          'A guide is useful, but it keeps the learning hidden and one-way. The lesson is about learning beside someone and being seen to learn.',
        ),
        wrong(
          'Ask HR to make it part of her objectives so she cannot refuse.',
          'Forced mentoring feels like an extra duty for a junior. It works when it is an exchange between colleagues, not an instruction.',
        ),
        right(
          'Twenty minutes a week on one thing you need that week, and you teach her something you know well in return, such as preparing a board paper.',
          'Short, regular and tied to real work, and respect flows both ways: she gains from your experience as you gain from her skills.',
        ),
      ],
    },
    {
      id: 'expense-app',
      prompt:
        "Head office wants every manager's team to submit expense claims through a new mobile app. Before you ask your team to use it, what is the most useful thing you can do?",
      options: [
        right(
          'Submit one of your own claims through it on your phone, on a weak connection, and note where it is slow or confusing.',
          'Doing it yourself once shows you what you are asking of others, how long it really takes and where it breaks, so you can help or push back with facts.',
        ),
        wrong(
          'Forward the head office announcement to the team group with a deadline.',
          'A forwarded memo tells people what to do but not that you are in it with them. Leaders who never use the tool get little credibility when it is hard.',
        ),
        wrong(
          'Judge it in the first hour: if it feels awkward, tell head office it will not work here.',
          'Most tools feel awkward at first. Give it a fair test, a real task for a week, before deciding; then your feedback carries weight.',
        ),
      ],
    },
  ],
  'choosing-tools-your-team-will-use': [
    {
      id: 'field-app',
      prompt:
        'A vendor demonstrates a beautiful field-reporting app on your laptop. Your officers work in rural districts on entry-level phones and prepaid data. What do you check first?',
      options: [
        wrong(
          'Whether the dashboard for managers has the charts you want.',
          "That is choosing for the boss. A tool that delights the director and fails on a field officer's phone will not be used where the data starts.",
        ),
        right(
          'Whether it works on the cheapest phone in the team, offline, and syncs later without eating the data bundle.',
          'Phone first, low data and offline come first in the fit check: if field staff cannot use it where they work, nothing else about it matters.',
        ),
        wrong(
          'Whether it is free, because your budget is tight.',
          'Cost matters, but free is only part of the full cost: training time, data, and what happens when the trial or the donor grant ends.',
        ),
      ],
    },
    {
      id: 'two-systems',
      prompt:
        'Three months after launching a new ticketing tool in your telecom call centre, agents still log half the complaints in the old Excel sheet as well. What is the most likely fix?',
      options: [
        wrong(
          'Add a second new tool that links the two so both stay up to date.',
          'More tools at once make the problem worse. Bring in one tool at a time and retire the old way once the new one works.',
        ),
        wrong(
          'Remind agents in every meeting that the new tool is mandatory.',
          'Reminders rarely beat a habit that still has a place to live. As long as the old sheet is open and used, people will do both.',
        ),
        right(
          'Agree a date to retire the Excel sheet, name an owner who answers how-do-I questions, and stop reviewing the old sheet in meetings.',
          'The old way must be retired, and every tool needs one named owner. If people still do both, the switch was never finished.',
        ),
      ],
    },
    {
      id: 'free-tool-exit',
      prompt:
        'A free survey tool would let your NGO team collect beneficiary feedback at once. Which question matters most before you put the data in?',
      options: [
        wrong(
          'How many question types it offers.',
          'Features are easy to compare and rarely decide success. The risk of a free tool is what happens to your data when its terms change.',
        ),
        right(
          'Can we export everything in a common format, and who is the administrator if we stop using it?',
          'Know the exit before you go in: free tools change their terms, and beneficiary data must stay yours and stay protected.',
        ),
        wrong(
          'Whether other NGOs in the country use it.',
          'What others use is worth knowing, but it does not tell you who owns your data or how you would get it out.',
        ),
      ],
    },
  ],
  'asking-better-questions-of-numbers': [
    {
      id: 'complaints-doubled',
      prompt:
        'Your regional report says: “Customer complaints doubled in Kisumu branch this month.” The regional director wants an explanation by noon. What do you ask first?',
      options: [
        wrong(
          "Who is responsible for the branch's customer service?",
          'Looking for someone to blame before you understand the figure shuts people up. Ask about the number, not the person.',
        ),
        right(
          'Doubled from how many to how many, and compared with the same month last year?',
          'Percentages of small numbers mislead: doubling may mean two became four. Compared with what is the first question to ask of any figure.',
        ),
        wrong(
          'Can we remove the figure from the report until it is checked?',
          'Hiding a number does not answer it. A quick check of size and comparison takes minutes and lets you give the director a real answer.',
        ),
      ],
    },
    {
      id: 'average-wait',
      prompt:
        'The service centre of your ministry reports an average waiting time of 20 minutes, within target. Yet citizens complain on the radio about long queues. What explains this best?',
      options: [
        right(
          'The average can hide a two-hour queue on Monday mornings; look at waiting times by day and hour.',
          'What does the average hide? A good mean often sits on a few very bad peaks, and those peaks are what people remember and report.',
        ),
        wrong(
          'The complaints are from a few people who would complain anyway.',
          'Perhaps, but dismissing them without looking is exactly what the lesson warns against. Check the figure before judging the complainers.',
        ),
        wrong(
          'The target is too generous and should be lowered to 10 minutes.',
          'Changing the target does not tell you what citizens live through. First find out what the average hides.',
        ),
      ],
    },
    {
      id: 'revenue-growth',
      prompt:
        'Sales revenue at your microfinance branch grew 25% this year, in a year when prices rose about 30%. How do you present this to the board?',
      options: [
        wrong(
          "As strong growth: 25% is well above the network's target of 15%.",
          'In a year of 30% inflation, 25% more cedis or naira may buy less than last year. That is no real growth at all.',
        ),
        wrong(
          'Leave the figure out, because it looks bad once inflation is included.',
          'Leaving out the honest comparison damages trust when someone else makes it. Show it, with the measures that tell the real story.',
        ),
        right(
          'Show revenue with the inflation figure beside it, and track volumes too: loans disbursed, active clients, repayments on time.',
          'When prices rise fast, volumes such as units, customers or loans show whether the branch is really growing.',
        ),
      ],
    },
  ],
  'a-simple-team-dashboard': [
    {
      id: 'how-many-numbers',
      prompt:
        'You are building a first dashboard for your sales team of 12. Each supervisor wants their own favourite indicators added, and the list has reached 14. What do you do?',
      options: [
        wrong(
          'Keep all 14, so that nobody feels left out.',
          'With 14 numbers none gets attention, and updating them becomes a chore that stops after a few weeks.',
        ),
        right(
          'Agree on five numbers or fewer that would change what the team does this week, with at least one it can still influence.',
          'Five or fewer, chosen with the team, and a mix of lead and lag measures so the team sees what it can act on before results arrive.',
        ),
        wrong(
          'Choose the numbers yourself, since you will present the dashboard to management.',
          'A dashboard built alone gets updated by one person until they give up. The team has to recognise it as theirs.',
        ),
      ],
    },
    {
      id: 'moving-definition',
      prompt:
        'In March your dashboard showed 340 “customers served”; in April, 610. You find out that in April the branch began counting every visit, not every person. What is the lesson?',
      options: [
        wrong(
          'April was an excellent month and deserves recognition.',
          'The jump comes from a change in counting, not in service. Praising it teaches people that moving definitions pays.',
        ),
        wrong(
          'Dashboards are unreliable; go back to the monthly narrative report.',
          'The dashboard is not the problem; the missing definition is. One line per number fixes it.',
        ),
        right(
          'Write a one-line definition of each number, keep it fixed, and note any change so months can be compared.',
          'If what you count changes every month, no month compares with another. A one-line definition is step 2 of building the sheet.',
        ),
      ],
    },
    {
      id: 'sharing-dashboard',
      prompt:
        "Your team's field staff read the group chat on prepaid data. How should the weekly dashboard reach them?",
      options: [
        right(
          'One shared link that always shows the latest sheet, and the three key numbers typed into the message itself.',
          'Heavy attachments cost people data every week. A link plus the key numbers in text works even on a weak connection.',
        ),
        wrong(
          'Send the updated spreadsheet file to the group every Monday.',
          'A new attachment each week eats prepaid bundles and creates versions nobody can tell apart.',
        ),
        wrong(
          'Print it and pin it on the office notice board.',
          'Field staff are rarely in the office, so they would not see it when it matters. Bring the numbers to where they already read.',
        ),
      ],
    },
  ],
  'innovation-as-a-habit': [
    {
      id: 'sms-reminder',
      prompt:
        'A loan officer suggests sending SMS reminders two days before repayment dates. How do you test the idea fairly?',
      options: [
        wrong(
          'Send reminders to all customers from next month and compare repayments with last year.',
          'Comparing with last year mixes in everything else that changed. Without a group that got no reminder, you cannot tell what the SMS did.',
        ),
        right(
          "Send reminders to half of this month's customers chosen at random, not to the other half, and compare the share that pays on time.",
          'That is the experiment card: a clear belief, a fair test with a comparison group, one measure and a decision date.',
        ),
        wrong(
          'Ask five customers whether they would like reminders.',
          'What people say they would like is not what they do. Measure behaviour: who actually paid by the due date.',
        ),
      ],
    },
    {
      id: 'early-results',
      prompt:
        'Four days into a four-week experiment with a new queue system in your branch, waiting times have fallen by half. The area manager wants to roll it out everywhere now. What do you say?',
      options: [
        wrong(
          'Agree: the result is clear and every week of delay costs customers.',
          'Stopping early because the first days look very good is a classic mistake: novelty and a quiet week can make anything look good.',
        ),
        wrong(
          'Stop the experiment and declare success in the monthly report.',
          'The decision date exists to protect you from early noise. A result that holds for four weeks is one you can defend.',
        ),
        right(
          'Let it run to the agreed end date, then decide to keep, change or drop it on the full result.',
          'Two to four weeks is long enough to see a real difference. Keep the agreed decision date before scaling.',
        ),
      ],
    },
    {
      id: 'boss-idea',
      prompt:
        "Your director has an idea for a new customer greeting script and asks you to introduce it in all branches. You run small experiments for everyone else's ideas. What do you do?",
      options: [
        right(
          'Propose to test it the same way: two branches for three weeks, with a measure agreed with the director.',
          "The boss's ideas deserve the same fair trial as everyone else's. Letting them skip the test teaches the team that rank beats evidence.",
        ),
        wrong(
          "Roll it out everywhere: it is the director's decision.",
          'It may be, but skipping the test means nobody will know whether it works, and the team sees the rules only apply to juniors.',
        ),
        wrong(
          'Quietly introduce it in one branch and report it as a success.',
          'Without an agreed measure you cannot know if it succeeded, and an unreported test erodes the trust that experiments need.',
        ),
      ],
    },
  ],
  'deciding-with-imperfect-data': [
    {
      id: 'two-way-door',
      prompt:
        'You must decide whether to change the opening hours of two branches for a trial month. The footfall data are patchy. How much care does this decision need?',
      options: [
        wrong(
          'A full study: commission a survey of customers before changing anything.',
          'That is the care of a one-way door. A trial month is easy to reverse, so waiting weeks for perfect data costs more than a wrong guess.',
        ),
        right(
          'Decide quickly with what you have, say how sure you are, and set a date to review the trial.',
          'Match the care to the door: a decision you can undo cheaply deserves speed, honesty about the doubt, and a check.',
        ),
        wrong(
          'Postpone until the new footfall counters are installed next year.',
          'Waiting for perfect data is itself a decision, usually the worst one. Good-enough evidence and a review date beat a year of delay.',
        ),
      ],
    },
    {
      id: 'three-ways',
      prompt:
        'The district report says 95% of health posts received their vaccine supply on time. You have doubts. How do you check a weak number?',
      options: [
        wrong(
          'Ask the district officer who wrote the report to confirm it.',
          'The same source confirming itself adds little. Look for independent evidence.',
        ),
        wrong(
          'Accept it: it is the official figure and questioning it would offend the district.',
          'Official figures can be typed from late paper registers. Checking is not an accusation when you ask about the number, not the person.',
        ),
        right(
          'Compare it with delivery records, ask two or three post nurses, and visit one post yourself.',
          'Records, people and observation: when three different sources agree, you can rely on a number; when they disagree, you have learned something.',
        ),
      ],
    },
    {
      id: 'sunk-cost',
      prompt:
        "A software project has already cost your agency 40 million shillings and is a year late. A manager says: “We can't stop now, after all we have spent.” What is the sound reasoning?",
      options: [
        wrong(
          'He is right: stopping now would waste the 40 million.',
          'The 40 million is gone whatever you decide. Letting it drive the choice is the money-already-spent trap.',
        ),
        right(
          'Decide on what the next spending will bring compared with the alternatives, whatever has been spent so far.',
          'Only future costs and benefits can change. Judge the next shilling on what it buys, and write the decision and its reasons in the decision log.',
        ),
        wrong(
          'Stop at once: a late project is always a failed project.',
          'A rule of thumb is no better than the sunk-cost trap. Some late projects are still worth finishing; compare what the remaining spending brings.',
        ),
      ],
    },
  ],
  'digital-security-and-trust': [
    {
      id: 'urgent-boss',
      prompt:
        "Your finance officer gets a WhatsApp message from a new number with the CEO's photo: “In a meeting, pay this supplier 2 million today, I will explain later.” What should she do?",
      options: [
        wrong(
          'Pay it: the CEO is busy and delaying could embarrass the organisation.',
          'Urgency, secrecy and a new number are the marks of the best-known scam. The right habit is to verify first, every time.',
        ),
        right(
          'Call the CEO or their assistant on a number she already has, and pay nothing until it is confirmed.',
          'Always confirm through a channel you already trust. A real CEO will not mind a two-minute check; a fraudster depends on you skipping it.',
        ),
        wrong(
          'Reply to the message asking the CEO to confirm it is really them.',
          'The fraudster controls that number and will happily confirm. Verification must go through a contact you already have.',
        ),
      ],
    },
    {
      id: 'shared-password',
      prompt:
        "Your team of six shares one login for the donor reporting portal, and the password is written in the team's WhatsApp group. What is the first step to fix this?",
      options: [
        right(
          'Ask for individual accounts; if the portal forces one login, keep it in a password manager, change it now, and remove it from the chat.',
          'No shared passwords: each person has their own account. Where a tool forces sharing, protect the password and change it when someone leaves.',
        ),
        wrong(
          'Make the password longer and post the new one in the group.',
          'A stronger password posted in a chat is still readable by everyone in the chat, including anyone who leaves the team with the phone.',
        ),
        wrong(
          'Nothing: it is a small team and everyone is trusted.',
          'Trust is not the point: a lost phone or a staff change exposes the account, and you cannot tell who did what.',
        ),
      ],
    },
    {
      id: 'staff-leaves',
      prompt:
        'A programme officer resigns and leaves on Friday. She is in the beneficiary data folder and several work groups. When should her access end?',
      options: [
        wrong(
          'At the end of the month, once her final pay is processed.',
          'Weeks of access after departure is how data leaks. Pay and access are separate processes.',
        ),
        wrong(
          'When IT next reviews the accounts, usually once a year.',
          'A yearly review leaves months of open doors. Removal must be part of the leaving day, not an audit.',
        ),
        right(
          'On her last day: remove her from shared folders and groups, and hand her files to a colleague first.',
          'Remove people from groups and shared folders on the day they leave. It protects beneficiaries and her too.',
        ),
      ],
    },
  ],
  'scaling-what-works': [
    {
      id: 'ready-to-scale',
      prompt:
        'A new loan-approval checklist cut processing time in one branch last month. The regional manager wants it in all 30 branches next week. What do you check first?',
      options: [
        right(
          'Whether it worked more than once, and why: was it the checklist, or one energetic branch manager?',
          'One good month can be luck, and results that depend on one person may not travel. Check both before scaling.',
        ),
        wrong(
          'Whether the checklist is well formatted for printing.',
          'Presentation comes later. If the result does not repeat, a well-printed checklist spreads a non-result.',
        ),
        wrong(
          'Nothing: a month of results is enough evidence.',
          'A single period in a single place cannot separate the change from luck or from the people involved.',
        ),
      ],
    },
    {
      id: 'whatsapp-scale',
      prompt:
        'A WhatsApp group helped eight extension officers in one district solve problems fast. You plan to extend it to all 80 officers in the region. What is likely to break?',
      options: [
        wrong(
          'Nothing: the same tool will work the same way at any size.',
          'Things that work for eight often fail for eighty. Ask what breaks at a larger size before you scale.',
        ),
        right(
          'The group turns into noise: plan smaller groups, clear rules, or a different tool for the larger scale.',
          'A WhatsApp group that works for eight is noise for eighty. Scale in steps and adjust what no longer fits.',
        ),
        wrong(
          'Officers will refuse to join because they prefer email.',
          'Possible, but the bigger and predictable risk is volume: messages multiply as the group grows.',
        ),
      ],
    },
    {
      id: 'results-story',
      prompt:
        'You present the results of a reporting change to your permanent secretary. Which version tells the story of results best?',
      options: [
        wrong(
          '“The new system has transformed our reporting culture and staff are very satisfied.”',
          'Big words without numbers ask to be believed. The story needs a before and after measured the same way.',
        ),
        wrong(
          '“We trained 120 staff on the new form across four regions.”',
          'That counts activity, not change. Training delivered does not show that reports now arrive on time.',
        ),
        right(
          '“Reports reached head office 9 days late on average; with the offline phone form, 1 day over the last 3 months. We ask to extend it to four regions.”',
          'Before, change, after and next: the same number measured the same way, and a clear request.',
        ),
      ],
    },
  ],
};
