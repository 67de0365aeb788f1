// Long on purpose: one path's course text (every module's lesson, practice and question), data rather than code.
import { firstPathMonths } from './months-first';
import type { JourneyContent } from './types';

/*
 * The first named path (6-month): digital confidence, innovation, data-driven decisions. Eight
 * modules, because the Data Master badge reads "Complete 8 modules on data literacy and digital
 * tools". Written for leaders of African teams who mostly read on a phone: short paragraphs, one
 * practice exercise with the team each, no images, links or HTML (bodies render through the
 * forum's Markdown sanitiser, checked in content.test.ts). The seed copies this into rows; admins
 * edit it afterwards. Template literals hold Markdown, so no backticks or placeholders inside.
 */
export const firstPath: JourneyContent = {
  path: 'first',
  months: firstPathMonths,
  modules: [
    {
      slug: 'digital-confidence-starts-with-you',
      title: 'Digital confidence starts with you',
      summary:
        'Your team copies how you treat technology. Learn to try new tools in the open, learn from younger colleagues without losing face, and go first.',
      body: `## Why this starts with you

People watch the leader before they change their own habits. If you print every email, ask your assistant to "handle the computer side" or go quiet whenever a new system is mentioned, your team learns that digital work belongs to someone else. If you try things openly, ask questions and laugh at your own mistakes, they learn that it is safe to do the same.

Digital confidence is not knowing every tool. It is being willing to try, learning fast enough to be useful, and knowing when to ask for help. A director of 55 who learns to share a spreadsheet from her phone does more for the team's digital culture than a young expert who makes everyone else feel slow.

## Three habits of a digitally confident leader

### 1. Learn in public

Say out loud what you are learning: "I am trying the shared calendar this week. If I get it wrong, tell me." This lowers the cost of trying for everyone else. In workplaces where juniors do not correct seniors, your permission has to be spoken, not assumed.

### 2. Use reverse mentoring

Pair yourself with a younger or more digital colleague for 20 minutes a week. They teach you one thing you need this week: building a chart, setting up a form, muting a noisy group. You teach them something you know well: handling a board, reading a budget, calming an angry client. Present it as an exchange between colleagues, not a favour, so that respect runs both ways.

### 3. Do it yourself once

Before you delegate a digital task, do it once yourself. Submit the expense claim on the app. Read the monthly report on your phone on a weak connection. You will understand what you are asking of people, how long it really takes, and where it breaks.

## Where leaders get stuck

- **Waiting for training.** The formal course may be planned for next financial year. Ten minutes a day on a real task beats a workshop in six months.
- **Hiding behind an assistant.** If all your digital work goes through one person, you stop when they are on leave.
- **Calling fear caution.** "We must be careful" is right about security. It is an excuse when it means "I do not want to look foolish".
- **Judging a tool in the first hour.** Most tools feel awkward at first. Give a tool a fair test: a real task for a week, then decide.

## A worked example

Amina runs the regional office of a health NGO in northern Ghana. Field staff send their weekly reports as photos of paper forms on WhatsApp, and she retypes the numbers every Sunday evening. She asks a junior data officer to show her how to build a simple form that works offline on a phone. It takes two short sessions, and she gets it wrong once in front of the team.

At the next staff meeting she tells the story, mistake included, and asks who wants to try the form. Within a month three field officers are using it, and two of them suggest better questions. Her Sunday evenings are back. The tool mattered less than the fact that the leader went first, and was seen to struggle and keep going.

## Make it part of your week

Pick one digital task you avoid or hand to someone else. Learn it this week with a colleague's help, then use it three times on real work. Tell your team what you learned, including what confused you. Next month, choose another task. Small, visible steps build more confidence, yours and theirs, than one big leap.`,
      practice: `**Run a "teach me" swap with your team (30 minutes).**

1. At your next team meeting, name one digital task you want to learn, for example sharing a document for comments or making a chart from a spreadsheet.
2. Ask who can teach it to you in 10 minutes this week. Thank them in front of the team.
3. Offer to teach something you know well in return: preparing for a board meeting, writing a donor report, handling a difficult client.
4. Ask everyone to write down, on paper or in the team chat, one digital task they would like to learn and one skill they could teach.
5. Pair people up for the next two weeks and ask each pair to report back, in one sentence, at the following meeting.`,
      reflectionQuestion:
        'Which digital task have you been avoiding or delegating, and what would change for your team if you learned to do it yourself?',
      estimatedMinutes: 40,
      cpdMinutes: 35,
    },
    {
      slug: 'choosing-tools-your-team-will-use',
      title: 'Choosing tools your team will actually use',
      summary:
        'The best tool is the one your team opens every day. Learn a five-question check for phones, data costs, language and ownership, and pilot before you roll out.',
      body: `## Start from the work, not the tool

Many digital projects fail because someone saw an impressive demonstration. The tool was good; it simply did not fit how the team works, the phones people carry or the data they can afford. Start instead from one painful task: a report compiled by hand every month, approvals that wait for one person to come back to the office, stock counted on paper and typed up twice.

Write the problem in one sentence: "Field officers' weekly reports reach me four days late and I retype them." That sentence tells you what a good tool must do, and it stops you buying features you do not need.

## The five-question fit check

Before you adopt any tool, test it against five questions.

1. **Phone first?** Does it work well on the cheapest smartphone in your team, not just on your laptop?
2. **Low data and offline?** Can people keep working when the network drops or the power is out, and does it sync later? Staff on prepaid bundles pay for every download and update.
3. **Language?** Can people use it in the language they work in? If the menus are in a language half the team reads slowly, adoption will be slow too.
4. **Full cost?** Licence per user, data, training time, and what happens when the free trial ends or the donor grant closes.
5. **Who owns the data?** Can you export everything in a common format, such as a spreadsheet file, if you stop using it? Who is the administrator?

## Use what people already use

Your team probably already lives in a messaging app, a spreadsheet and mobile money. A WhatsApp group with clear rules, a shared spreadsheet and a simple form solve many problems before you buy anything. Every new tool competes for attention, phone storage and data.

But chat is poor for records. Messages get buried, staff leave with the history on their personal phones, and nobody can find last month's decision. Use chat for quick coordination, and a shared document or spreadsheet for anything you will need to find again.

## Pilot before you roll out

Ask three people to use the tool on real work for two weeks: one enthusiast, one sceptic, and the person with the oldest phone or the weakest connection. If it works for them, it will probably work for the team. At the end, ask each of them:

- What did you use it for?
- What got in the way?
- Would you be upset if we took it away?

The last question is the most honest test. If nobody would miss it, do not roll it out.

## A worked example

A microfinance branch manager in Kenya wanted loan officers to stop carrying paper files. The vendor's app needed a constant connection and used a lot of data. In the pilot, the officer who covers rural villages could submit nothing until he was back in town. The manager chose instead a form that saves on the phone and uploads when a signal returns. She kept the paper file as a backup for one month, then retired it. The start was slower, but the team kept using it.

## Common mistakes

- **Choosing for the boss.** The tool runs beautifully on the director's laptop and badly on a field officer's phone.
- **Too many tools at once.** Bring in one tool at a time, and retire the old way of working once the new one works, or people will do both.
- **No owner.** Every tool needs one named person who adds and removes users and answers "how do I...?" questions.
- **Forgetting the exit.** Free tools change their terms. Know how you would get your data out before you put it in.`,
      practice: `**Run the five-question fit check on one tool (40 minutes).**

1. With your team, list the three tasks that waste the most time each week. Choose one.
2. Write the problem in one sentence, as in the lesson.
3. List the tools you already have that could help: chat, spreadsheets, forms, and anything your organisation already pays for.
4. Score the most promising option on the five questions (phone first, low data and offline, language, full cost, data ownership) with yes, partly or no.
5. If it passes, choose three pilot users (an enthusiast, a sceptic, and the person with the weakest phone or connection) and put a two-week review date in the calendar.`,
      reflectionQuestion:
        'Which tool has your team been asked to use but quietly avoids, and what does that tell you about how it was chosen?',
      estimatedMinutes: 45,
      cpdMinutes: 40,
    },
    {
      slug: 'asking-better-questions-of-numbers',
      title: 'Data literacy: asking better questions of numbers',
      summary:
        'Every number answers a question someone once asked. Learn five questions that show what a figure really means and what decision it should change.',
      body: `## Numbers are answers to questions

Every number in a report answers a question someone asked, often long ago. "Number of training sessions held" answers "Are we busy?", not "Are people better at their jobs?". Data literacy for a leader is not statistics. It is the habit of asking what a number really measures, where it came from, and what decision it should change.

## Five questions to ask of any number

When a figure lands on your desk or in a group chat, ask:

1. **Compared with what?** "Sales were 4.2 million naira" means little alone. Compared with last month, the same month last year, the target or another branch?
2. **Where did it come from?** Who collected it, how and when? A figure typed from a paper register late on Friday is not the same as one taken from the mobile money statement.
3. **What is counted, and what is left out?** Does "customers served" count people or visits? Does "staff trained" include those who left halfway?
4. **What does the average hide?** An average wait of 20 minutes can hide a two-hour queue every Monday morning.
5. **So what?** If this number rose or fell, what would we do differently? If the answer is "nothing", stop collecting it or stop discussing it.

## Counting activity versus measuring change

Many teams, especially those reporting to donors or head office, count activities: workshops held, leaflets printed, visits made. These are **outputs**. What you need to know as a leader is the **outcome**: did farmers adopt the new practice, did loan repayments improve, did the clinic queue get shorter? Keep reporting the outputs you are required to report, and add one outcome measure you actually care about.

### A worked example

A district education office in Rwanda reported "120 teachers trained in the new curriculum". The director asked "compared with what?" and "so what?". The team added two questions to their routine school visits: is the new lesson plan in use, yes or no, and how many pupils answered a sample question correctly. After one term, the visit notes showed that trained teachers used the plan far more often in schools whose head teacher had also attended. The next training round invited head teachers first. The number that changed the decision had never been collected before.

## Traps to spot

- **Percentages of small numbers.** "Complaints doubled" may mean they went from two to four.
- **Convenient start dates.** A chart that starts in the worst month makes any trend look good.
- **Cause and coincidence.** Branches with more staff sell more, but perhaps because they are in bigger towns, not because of the staff.
- **False precision.** "Satisfaction 78.43%" from twelve phone calls is not precise. Say "most of the twelve customers we called were satisfied".
- **Inflation.** When prices rise fast, revenue growth in cedis, naira or shillings may be no real growth at all. Track volumes (units sold, customers served) alongside money.

## Ask without accusing

Where juniors fear blame, questions about data can sound like suspicion. Say why you are asking: "I want to understand this number well enough to defend it to the board." Thank the person who brings bad news early. If every disappointing figure leads to punishment, you will soon receive only good figures, and they will not be true.

## Make it routine

You do not need to question every figure every week. Pick the two or three numbers that drive your biggest decisions and make sure everyone who reports them can answer the five questions. Write the answers down once, as a short definition beside the number, so the next person to take over the report measures it the same way.`,
      practice: `**Hold a 30-minute "question the number" session.**

1. Choose one number your team reports every month: sales, cases closed, beneficiaries reached, attendance.
2. Put it in front of the team, on a flip chart or in the team chat.
3. Work through the five questions together: compared with what, where it came from, what is counted and left out, what the average hides, so what.
4. Write down anything nobody is sure about, with the name of the person who will find out by next week.
5. Agree one change: a comparison to add, a definition to write down, or an outcome measure to start collecting.
6. Ask a junior colleague to lead the same session on a different number next month.`,
      reflectionQuestion:
        'Which number do you look at most often at work, and what decision has it actually changed in the last three months?',
      estimatedMinutes: 40,
      cpdMinutes: 35,
    },
    {
      slug: 'a-simple-team-dashboard',
      title: 'Build a simple team dashboard, spreadsheet first',
      summary:
        'One page, five numbers or fewer, updated every week. Build a dashboard in a shared spreadsheet that works on a phone, and use it in a 15-minute weekly review.',
      body: `## Why a dashboard, and why simple

A dashboard is one page that shows your team, every week, the few numbers that tell you whether you are winning. It replaces the long report nobody reads and the "please send me the figures" messages. You do not need special software: a shared spreadsheet that opens on a phone is enough to start, and it is easy to change as you learn what matters.

## Step 1: Choose five numbers or fewer

Start from the team's goal, not from the data you happen to have. For each goal choose a **lead** measure, something the team does and can influence this week, and a **lag** measure, the result that follows later.

- A sales team at an airtime distributor: outlet visits made (lead); sales per outlet (lag).
- A university admissions office: applications processed within five days (lead); students enrolled by the deadline (lag).

Five numbers is the limit. With more, nobody looks.

## Step 2: Define each number in one line

Add a definitions tab. For each measure, write what it is, who enters it, where it comes from and when it is updated: "Outlet visits: visits logged by each sales rep in the visit form, Monday to Sunday, totalled by the team lead by Monday 10:00." Most arguments about numbers are arguments about definitions. Settle them once, in writing.

## Step 3: Build the sheet

Keep it plain:

- A **raw data** tab with one row per entry: date, person, measure, value. Never type totals by hand: one SUMIFS formula per measure and week adds them up, and nobody can quietly round a figure.
- A **dashboard** tab with this week, last week and the target for each measure.
- At most one small chart per measure. A line across twelve weeks tells you more than a colourful pie.

| Measure | Last week | This week | Target |
|---|---|---|---|
| Outlet visits | 210 | 245 | 250 |
| Sales per outlet (KSh '000) | 38 | 41 | 45 |

Make it readable on a small screen: few columns, large numbers, no merged cells. Open it on the oldest phone in the team before you share it.

## Step 4: Make updating painless

The biggest risk is that nobody updates it. Cut the effort: a short phone form that feeds the raw data tab, a fixed time each week, and one named person who chases missing entries. Decide in advance what happens during a power cut or a network outage: people note their numbers on paper and enter them when they can, so a gap does not become an excuse.

## Step 5: Use it every week

A dashboard matters only if it changes the conversation. Open the same short meeting with it every week:

1. What is on target, and what did we do to get there?
2. What is off target, and what will we try this week?
3. Who needs help?

Keep it to 15 minutes. Praise in the group, and discuss one person's weak figures with them privately, not in front of everyone.

## Common mistakes

- **Building it alone.** A beautiful dashboard nobody asked for gets updated by one person until they give up.
- **Only lag measures.** The team sees results when it is too late to act on them.
- **Moving definitions.** If what you count changes every month, no week compares with another.
- **Heavy attachments.** Do not send the file to the group chat every week. Share one link, and type the three key numbers into the message for colleagues who are short of data.`,
      practice: `**Draft your team's first dashboard in one meeting (40 minutes).**

1. Write the team's main goal for this quarter at the top of a page.
2. Ask the team to suggest measures. Choose at most five, with at least two lead measures.
3. Write a one-line definition for each: what it is, who enters it, where it comes from, when it is updated.
4. Build the raw data and dashboard tabs in a shared spreadsheet, or on a flip chart if you have no connection today.
5. Enter last week's figures, even rough ones.
6. Agree the day and time of the weekly 15-minute review and who updates the data before it.`,
      reflectionQuestion:
        'Which of your dashboard measures can your team influence this week, and which only tell you afterwards how you did?',
      estimatedMinutes: 45,
      cpdMinutes: 40,
    },
    {
      slug: 'innovation-as-a-habit',
      title: 'Innovation as a habit: running small experiments',
      summary:
        'Teams that keep improving run small, cheap tests on their real work. Learn to write an experiment card, compare fairly and make a failed idea useful.',
      body: `## A habit, not an event

Many organisations treat innovation as an event: an ideas competition, a retreat, a consultant's workshop. The energy is gone by month-end. Teams that keep improving do something smaller and more regular. They run cheap, quick experiments on their real work, learn from them and decide.

A small experiment finds out whether an idea works before you bet the budget on it. It has a question, a short time, a measure and a decision at the end.

## The experiment card

Write each experiment on one card, on paper or as a note on your phone, with five lines:

1. **We believe that...** sending an SMS payment reminder two days before the due date
2. **...will result in...** more customers paying on time.
3. **We will test it by...** sending reminders to half of this month's customers, chosen at random, and not to the other half.
4. **We will measure...** the share of each group that pays by the due date.
5. **We will decide by...** the end of the month: keep, change or drop.

Writing it down before you start stops the most common problem: deciding after the fact that whatever happened was a success.

## Small, safe and short

- **Small:** a sample of customers, one branch, one shift, one class.
- **Safe:** nothing that could harm a customer, break a rule or put someone's job at risk. If it fails, the cost should be a little time and a lesson.
- **Short:** two to four weeks. Long enough to see a difference, short enough to hold attention.

Always compare with something: the same measure before the change, or a similar group that did not get it. Without a comparison you cannot tell the effect of your idea from the effect of the season, a public holiday or a fuel shortage.

## Make failure useful

In many workplaces a failed idea embarrasses the person who proposed it, especially a junior one. Change the language. An experiment that shows an idea does not work has done its job: it saved you from a bigger, more expensive mistake. Ask "what did we learn?" before "whose idea was this?", and share what did not work as openly as what did.

## A worked example

A family-owned hardware shop in Abidjan had slow weekday afternoons. The youngest manager suggested posting photos of new stock on the shop's WhatsApp status at noon on Tuesdays and Thursdays. The owner, her uncle, was doubtful. They agreed a three-week experiment: posts on those two days, none on the other weekdays, and a tally mark on paper each time a customer mentioned a post.

Afternoon sales were higher on post days, and most customers who mentioned a post asked about one product line: solar lamps. The next experiment focused on that line. Respect was kept on both sides: the owner still made the decision, and his niece brought evidence instead of opinion.

## Build the rhythm

- Keep an **ideas list** the whole team can add to, including front-line staff, drivers and cleaners, who often see problems first.
- Run one or two experiments at a time, not ten.
- Review at a fixed point each month: keep, change or drop.
- Credit the person who had the idea by name, whether it worked or not.

## Common mistakes

- **Changing several things at once**, so you cannot tell which one made the difference.
- **Stopping early** because the first days look very good or very bad.
- **Measuring what is easy** instead of what matters.
- **Letting the most senior person's idea skip the test.** The boss's ideas deserve the same fair trial as everyone else's.`,
      practice: `**Launch one experiment this week (30 minutes to plan).**

1. Ask your team: "What is one small change that could make our work faster, cheaper or better for the people we serve?" Collect ideas for 10 minutes without judging any of them.
2. Choose one idea that is small, safe and short.
3. Fill in the experiment card together: we believe that, will result in, we will test it by, we will measure, we will decide by.
4. Name an owner, ideally the person who suggested it, and agree the comparison: a "before" figure or a group that does not get the change.
5. Put the decision date in the team calendar and review the result together on that day.`,
      reflectionQuestion:
        'Which idea from your team have you turned down without testing, and what small experiment would show whether you were right?',
      estimatedMinutes: 40,
      cpdMinutes: 35,
    },
    {
      slug: 'deciding-with-imperfect-data',
      title: 'Making decisions with imperfect data',
      summary:
        'The data will be late, patchy or kept in a notebook. Learn to match your care to how reversible a decision is, check weak numbers against other sources and say how sure you are.',
      body: `## You will never have all the data

The data you want is often incomplete, late or in someone's notebook. Official statistics are years old, branch reports arrive after the decision is due, and the system was down for a week. Waiting for perfect data is itself a decision, and usually a costly one. Good leaders decide with what they have, say how sure they are, and plan to learn more.

## Match the care to the door

Some decisions are **one-way doors**: hard or expensive to undo, like closing a branch, signing a five-year lease or letting staff go. Others are **two-way doors**: easy to reverse, like changing a meeting day, trying a new delivery route or rewording a customer message.

- For two-way doors, decide quickly with the data you have, and watch what happens.
- For one-way doors, take the time to gather more evidence, test the riskiest assumption and consult widely.

Many teams do the opposite: they debate small reversible choices for weeks and rush the big ones.

## Check weak numbers three ways

When a number is thin, check it against two other kinds of evidence:

- **Records:** the sales system, mobile money statements, attendance registers.
- **People:** what front-line staff, customers or community leaders tell you.
- **Observation:** go and see. Stand in the queue, walk the market, sit with the call-centre team for an hour.

If all three point the same way, act with confidence. If they disagree, the disagreement is your most useful finding.

### A worked example

A regional manager at a bank in Senegal saw new sign-ups for the mobile app fall in two branches. The data was thin: two months, small numbers. She called both branch heads (people), checked the network outage log (records) and asked a colleague to spend a morning at each sign-up desk (observation). Staff were asking customers to download the app on the branch wifi, which had been switched off to save money. Turning the wifi back on at the sign-up desks was cheap and easy to reverse. She did it that week and checked the next month's sign-ups.

## Say how sure you are

When you announce a decision, say what you know, what you do not know and when you will review it: "Based on three months of figures and what the branch heads tell us, we will move deliveries to Wednesday. We are less sure about the rural routes, so we will review in six weeks." If the decision changes later, people see learning, not a leader changing their mind at random.

## Watch for these traps

- **The most senior voice.** In many meetings the most senior or most confident opinion wins before the evidence is heard. Ask junior colleagues to speak first, or collect views in writing before the discussion.
- **The first figure.** The first number mentioned shapes everything after it, even when it was a guess.
- **Only looking for agreement.** Ask "what would we expect to see if we were wrong?", then go and look for it.
- **Money already spent.** What a project has cost so far is gone. Decide on what the next spending will bring.

## Keep a decision log

Write each important decision in a simple log: the date, the decision, the evidence you used, how confident you were and when you will review it. Read it back every six months. You will learn more about your own judgement from it than from any course.`,
      practice: `**Run a pre-mortem on one decision (30 minutes).**

1. Choose a decision your team must take within the next month.
2. Say: "Imagine it is six months from now and this decision has failed. Why did it fail?"
3. Give everyone five minutes to write their answers privately, on paper or in a private message to you, so the most senior voice does not set the tone.
4. Read the reasons out without naming who wrote them, and group similar ones.
5. For the two most likely reasons, agree which number or check would warn you early.
6. Record the decision, your confidence and the review date in a decision log.`,
      reflectionQuestion:
        'Think of a decision you delayed while waiting for better data: what did the delay cost, and what would have been enough to act on?',
      estimatedMinutes: 40,
      cpdMinutes: 35,
    },
    {
      slug: 'digital-security-and-trust',
      title: 'Digital security and trust basics for your team',
      summary:
        'Most incidents in small teams come from habits, not clever hackers. Learn the scams your team will meet, five basics for every phone and account, and how to make reporting safe.',
      body: `## Security is a leadership issue

As your team moves work onto phones, chat groups and shared files, it moves risk there too: customer details, salaries, beneficiary lists, mobile money PINs. Most incidents in small teams are not clever hacking. They are a lost phone with no lock, a shared password, a spreadsheet forwarded to the wrong group, or a colleague tricked by a convincing message. These are habits, and habits are the leader's business.

## The scams your team will meet

Make sure everyone recognises the common patterns:

- **The urgent message from the boss.** It seems to come from a director, often from a new number with their photo, asking for an urgent transfer, airtime or a code: "I am in a meeting, just do it."
- **The one-time code request.** A caller says they are from the bank or the mobile money provider and asks for the code just sent by SMS. No genuine provider asks for it.
- **Changed bank details.** A supplier "has a new account". Confirm by calling a number you already have, never the one in the message.
- **The prize or job offer** that needs a link clicked or a fee paid.

Agree one rule as a team: **any request for money, codes or passwords is checked by calling a number you already know, however senior the sender.** Then say clearly that you will never be offended by being checked. Where staff are taught not to question elders or seniors, they need to hear this from you in person, or they will not dare to question a message that looks like yours.

## Five basics for every team

1. **Lock every phone and laptop** with a PIN or password, and switch on the device's find-and-wipe feature where it has one.
2. **Turn on two-step verification** for email, the messaging app and every finance or donor system.
3. **No shared passwords.** Each person has their own account. Where a tool forces sharing, keep the password in a password manager and change it when someone leaves.
4. **Install updates** when prompted; many close security holes. If data is expensive, agree to update on the office wifi.
5. **Back up** important files somewhere other than one person's phone or laptop.

## Treat personal data with respect

Many African countries, among them Nigeria, Kenya, South Africa, Ghana and Rwanda, have data protection laws. Ask your legal or compliance officer which law applies to you. The spirit is the same everywhere:

- **Collect only what you need.** If you never use a beneficiary's ID number, do not ask for it.
- **Share only with those who need it.** Customer lists and salary sheets do not belong in a group chat.
- **Remove what you no longer need**, and remove people from groups and shared folders on the day they leave.

## When something goes wrong

Mistakes will happen. What matters is that people report them quickly. When someone tells you they clicked a bad link or lost a phone, thank them first, then act: change passwords, lock the accounts, warn the team. If reporting leads to blame, the next incident will stay hidden until it is much worse.

### A worked example

A finance officer at a university in South Africa received a WhatsApp message from an unknown number showing the deputy dean's photo, asking for an urgent payment to a conference venue. The faculty had agreed the call-back rule at a staff meeting, so she phoned the deputy dean's known number. He was teaching and knew nothing about it. She posted a warning in the staff group, and two colleagues replied that they had received the same message that morning. Nobody paid.`,
      practice: `**Hold a 20-minute security huddle.**

1. Show the team one scam message, a real one with personal details removed or a typical example, and ask what gives it away.
2. Agree the call-back rule for any request for money, codes or passwords, and say out loud that you welcome being checked.
3. Ask everyone to check their own phone now: screen lock on, two-step verification on for work email and the messaging app. Offer help to anyone who is stuck.
4. List the shared passwords and the chat groups that hold sensitive data, and agree who fixes each one and by when.
5. Agree to whom a mistake is reported, and promise that reporting will not be punished.`,
      reflectionQuestion:
        'If a convincing message in your name asked a junior colleague for an urgent transfer tomorrow, what would they do, and how do you know?',
      estimatedMinutes: 30,
      cpdMinutes: 25,
    },
    {
      slug: 'scaling-what-works',
      title: 'Scaling what works and telling the story of results',
      summary:
        'A success in one team is not yet the way you work. Learn to check an idea is ready to spread, scale it in steps, and report results with a clear before and after.',
      body: `## From a good result to the way we work

By now your team has tried new tools, built a dashboard and run experiments. Some worked. The hard part is making a success the normal way of working, across your team or beyond it, without losing what made it work.

## Check it is ready to scale

Before you roll anything out, ask four questions:

1. **Did it work more than once?** One good month can be luck. Look for the result again in a second period, branch or group.
2. **Do we know why it worked?** If it depended on one energetic person, it may not survive without them.
3. **What does it need?** Data bundles, devices, time, a budget line, a supportive manager. Will the next team have them?
4. **What breaks at a larger size?** A WhatsApp group that works for eight people is noise for eighty. A spreadsheet for one branch may need a proper form for ten.

## Scale in steps

Go from one team to two or three, not straight to all of them. Choose places that differ from the first: a rural branch as well as an urban one, a team led by a sceptic as well as one led by a fan. Adapt what needs adapting, such as the language, the timing or the phones people carry, and keep the core that made it work.

## Write a guide people actually read

Capture that core in a one-page guide:

- **The problem** it solves, in one sentence.
- **The steps**, numbered, in the order people do them.
- **What good looks like:** the measure and the target.
- **Common problems** and what to do about each.
- **A contact** who has done it before.

Share it as plain text in a message, or as a short voice note for teams that prefer to listen, rather than as a heavy document.

## Tell the story of results

Results do not speak for themselves. Your board, donor, head office or community needs to understand what changed and why it matters. Use four parts: **before, change, after, next**.

- **Before:** the situation, with a number. "Monthly reports reached head office nine days late on average."
- **Change:** what you did, in plain words. "We replaced emailed spreadsheets with a phone form that works offline."
- **After:** the same number, measured the same way. "Over the last three months, reports arrived one day late on average."
- **Next:** what you are asking for. "We ask for approval to use the form in the other four regions."

Add one short human story: the field officer who no longer spends Sundays retyping forms, the trader who got a loan in two days instead of two weeks. The number earns attention; the story is what people remember and repeat.

## Be honest about the limits

Say what did not work and what you are unsure about. Boards and donors trust a leader who reports an honest mixed result more than one who reports only triumph. Do not claim the whole improvement for your change if other things changed too, such as a new policy or a good harvest. "We believe the form was the main reason, because regions without it did not improve" is stronger than a claim you cannot support.

## Give the credit away

Name the people who made it work, especially junior staff and whoever first suggested the idea. Public thanks from a senior leader carries real weight in most workplaces, and it tells everyone watching that trying new things is rewarded here.`,
      practice: `**Write your one-page results story (40 minutes).**

1. Choose one change from this journey that worked: a tool, a dashboard or an experiment.
2. With your team, write the before, change, after and next, using the same measure before and after.
3. Add one short human story and the names of the people who made it happen, with their permission.
4. Add one thing that did not work or that you are still unsure about.
5. Share it with one audience this month (your manager, the board, a donor or a neighbouring team) and ask what they would need in order to adopt it.`,
      reflectionQuestion:
        'Which result from your team this year deserves to be known beyond the team, and what has stopped you telling that story so far?',
      estimatedMinutes: 45,
      cpdMinutes: 40,
    },
  ],
  capstoneBrief: `## Lead one digital improvement with your team

Choose one real problem in your team's work that data or a digital tool could improve: late reports, slow approvals, lost stock, long queues, missed follow-ups. Run the change with your team over four to eight weeks, using what you learned in this journey.

Your submission, up to two pages of text with links to any files you want to share, covers:

1. **The problem:** what was wrong, who it affected and why it mattered.
2. **The measure before:** one number, how you collected it and over what period.
3. **What you changed:** the tool, process or experiment, and how you involved the team, sceptics included.
4. **The measure after:** the same number, measured the same way, and any other evidence, such as what staff or customers said.
5. **What you learned:** what worked, what did not, and what you would do differently.
6. **What happens next:** keep, scale or stop, and why.

Leave out customers' and colleagues' personal data. A modest, honest result with clear learning is worth more than a large claim you cannot support.`,
  webinar: {
    title: 'Leading with data on a budget: your first team dashboard',
    description:
      'Bring one number your team reports every month. In this live session you test it with the five questions from the journey, pair it with a lead measure your team can influence, and sketch a one-page spreadsheet dashboard that works on a phone. You leave with a draft dashboard and a plan for your first 15-minute weekly review.',
    durationMinutes: 75,
    cpdMinutes: 75,
  },
};
