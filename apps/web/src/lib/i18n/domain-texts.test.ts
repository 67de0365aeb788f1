// The test reads the domain's and the server's source files and the catalogue, in Node (never part of the app).
/* eslint-disable no-restricted-imports */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
/* eslint-enable no-restricted-imports */
import { formatter } from '@lingui/format-po';
import * as domain from '@lv/domain';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api';
import { loadCatalogs } from './catalogs';
import { CATALOG_NAMES } from './catalog-files';
import { domainText } from './domain-text';

/*
 * Every text the domain (packages/domain/src) or the server (apps/server/src) states in English
 * and a person reads must be an id of the `domain` catalogue (domain-texts.ts), or domainText()
 * shows it in English on a French page. The test collects those texts from the source files
 * (SKIPPED_FILES aside) by these rules, numbered as in collect():
 *   1. the value of an `error`, `message`, `required`, `tooLong` or `notANumber` property;
 *   2. `label`, `title`, `hint` and `note` in SERVER_LABEL_FILES (the server's tables for people);
 *   3. `new AppError(status, message, fields)`: the message and the fields' messages;
 *   4. `errors.x(message, fields)`, and `errors.notFound(what)` as "<what> was not found.";
 *   5. a zod check's message given as a string (`.min(1, '...')`, `z.email('...')`);
 *   6. constants named *_MESSAGE(S), *_TEXT, *_TOAST, *_SUBJECT, and a `message` default;
 *   7. an argument of a local helper whose parameter is `required`, `tooLong` or `message`;
 *   8. what a function of MESSAGE_FUNCTIONS returns or assigns;
 *   9. a `name` or `title` falling back to a text (`?? 'Deleted account'`);
 * plus the domain's tables, read at run time (domainTables), and FOUND_BY_HAND. A template whose
 * parts are domain constants is checked as its final text; any other template as a pattern that
 * some id must match, unless VARIABLE_TEXTS lists it. NOT_FOR_PEOPLE lists the literals skipped.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const SOURCE_DIRS = ['packages/domain/src', 'apps/server/src'];

/** Source files that hold no text for a person (or whose texts are translated elsewhere), each with the reason. */
const SKIPPED_FILES: ReadonlyArray<[RegExp, string]> = [
  [
    /\.test\.ts$|\/test\/|test-fixtures\.ts$|\.d\.ts$/,
    'tests, their fixtures and type declarations',
  ],
  [/^apps\/server\/src\/modules\/mail\//, 'mails have their own texts (modules/mail/texts.ts)'],
  [/^apps\/server\/src\/modules\/certificates\/texts\.ts$/, 'the certificate and verification page words, a typed catalogue of their own'],
  [/^apps\/server\/src\/modules\/cpd\/texts\.ts$/, 'the CPD statement PDF and CSV export words, a typed catalogue of their own'],
  [/^apps\/server\/src\/modules\/webinars\/texts\.ts$/, "the calendar file's fixed lines, a typed catalogue of their own"],
  [/-fr\.ts$|\.fr\.ts$/, 'French content (the knowledge base, journeys), already in French'],
  [
    /^apps\/server\/src\/modules\/journeys\/content\//,
    'journey lessons, translated with the content',
  ],
  [
    /^apps\/server\/src\/(db\/|seed|cli\/)/,
    'the database, seed content and the command line (read by the operator)',
  ],
  [
    /^apps\/server\/src\/config\.ts$/,
    'environment checks at start-up, read by the operator in the log',
  ],
  [
    /^apps\/server\/src\/modules\/bookings\/webhook-delivery\.ts$/,
    "a delivery's technical diagnosis (Node's own errors among them), shown to an admin as is",
  ],
  [
    /^apps\/server\/src\/modules\/payments\/webhook-routes\.ts$/,
    "answers to the payment providers' webhooks, never to a person",
  ],
  [
    /^packages\/domain\/src\/open-badges\.ts$/,
    'checks the credentials the server builds itself: a failure is a server bug, never shown',
  ],
];

/** Collected literals that are not words for a person, each with the reason. */
const NOT_FOR_PEOPLE: Readonly<Record<string, string>> = {
  INTERNAL: "the callable protocol's status word (callable-errors.ts INTERNAL_MESSAGE)",
  'deadline-exceeded': "the callable client's error code on a timeout (callable-errors.ts)",
};

/**
 * Messages with a part that cannot be listed (a name, a date, a count), as written in the source,
 * each with where it comes from. Those a person meets are in domain-texts.ts MESSAGES_WITH_PARTS as
 * patterns (`Enrol in {title} before...`), which domainText fills in; the rest (an operator's
 * diagnostics, a name's initial) reach the page as the server wrote them.
 */
const VARIABLE_TEXTS: Readonly<Record<string, string>> = {
  "'${slug}' is a named path's id (its leader's name). Choose another id.":
    'domain journey-authoring.ts: the slug typed',
  "Another journey already uses '${slug}'. Choose another id.":
    'domain journey-authoring.ts: the slug typed',
  "Another module of this journey already uses the id '${slug}'. Choose another id.":
    'server journeys/draft-edits.ts: the slug typed',
  "${wall.replace('T', ' ')} does not exist in ${v.timeZone}: the clocks change then. Choose another time.":
    'domain webinar-contracts.ts: the time and zone typed',
  'Unknown backend error status: ${status}': "domain callable-errors.ts: the backend's status word",
  'No seats left: all ${seats} seats of this organisation are taken (0 left). Remove someone or add seats before you invite.':
    'domain organisations.ts seatRefusal: a count',
  'Invoice ${input.invoiceRef} was already granted to this organisation.': 'server organisations/service.ts: the invoice number typed',
  'Enrol in ${journey.title} before writing your capstone.':
    'server capstones/service.ts: the journey title',
  'Enrol in ${journey.title} before completing its modules.':
    'server journeys/completion.ts: the journey title',
  'This module is not part of the version of ${journey.title} you are enrolled in.':
    'server journeys/completion.ts: the journey title',
  'This certificate was revoked on ${utcDay(row.revokedAt)}; it can no longer be downloaded.':
    'server certificates/service.ts: a date',
  'This credential was revoked on ${answer.revokedOn}.': 'server credentials/routes.ts: a date',
  'No function named ${name}.': 'server functions/routes.ts: the callable name asked for',
  "${missing} of the chosen learners ${missing === 1 ? 'is' : 'are'} not on an older version of this journey (already moved, completed, or not enrolled). Nothing was moved.":
    'server journeys/enrolment-moves.ts: a count',
  'Every open enrolment is already on version ${current.version}. Nothing was moved.':
    'server journeys/enrolment-moves.ts: a version number',
  'This request expired on ${day} and can no longer be answered. If the session happened, ask ${row.mentorName} to log it again.':
    "server mentoring/respond.ts: a date and the mentor's name",
  'You already declined this session, so it can no longer be confirmed. If it happened, ask ${row.mentorName} to log it again.':
    "server mentoring/respond.ts: the mentor's name",
  'You logged this session: ${row.menteeName} confirms or declines it.':
    "server mentoring/respond.ts: the mentee's name",
  'You are signed in as ${viewer.name}, but this session was logged with ${row.menteeName}. Sign out and open the link again, or ask ${row.menteeName} to open it.':
    "server mentoring/service.ts: two people's names",
  "Too many wrong codes. Wait ${seconds} second${seconds === 1 ? '' : 's'}, then enter the code the host shows.":
    'server webinars/attendance.ts: seconds',
  '${percent(active7, counts.total)}% of learners':
    'server admin/dashboard-service.ts: a percentage',
  '${percent(active30, counts.total)}% of learners':
    'server admin/dashboard-service.ts: a percentage',
  '${failedAllTime} failed in all, to retry under Leads and bookings':
    'server admin/dashboard-service.ts: a count',
  'Keep a ${n(rule.target)}-day streak':
    "domain badges.ts describeBadgeRule: an admin-made badge's target",
  'Earn XP from ${n(rule.target)} different actions':
    "domain badges.ts describeBadgeRule: an admin-made badge's target",
  '${progress}%': 'domain badges.ts badgeProgressLabel: a percentage below 100',
  '${first} ${initial}.': "domain demo.ts abbreviateName: a learner's name",
  "Mentoring unlocks at Level ${MENTOR_LEVEL.number} (${MENTOR_LEVEL.name}, ${MENTOR_LEVEL.minXp.toLocaleString('en')} XP): ${xpToUnlock.toLocaleString('en')} XP to go. Until then, colleagues can log sessions with you as their mentee.":
    'domain mentoring.ts mentorLockedMessage: the XP still needed',
  'Recommended: ${titles.get(path) ?? path}':
    "server admin/dashboard-service.ts: a journey path's title (a leader's name)",
  'No route ${request.method} ${url}.':
    'server plugins/web-app.ts: the method and address asked for',
};

/** Texts no rule below reaches, found by reading, each with where it comes from. */
const FOUND_BY_HAND: Readonly<Record<string, string>> = {
  'That page was not found.': "server lib/errors.ts: errors.notFound()'s default",
  'Invalid value':
    "server plugins/errors.ts and idempotency/service.ts: a field's message when zod gave none",
  'Single sign-on':
    'server config.ts: OIDC_LABEL by default, the label of the configured sign-in provider',
};

/** Server files whose `label`, `title`, `hint` and `note` fields are texts for a person (rule 2). */
const SERVER_LABEL_FILES = [
  'apps/server/src/modules/admin/dashboard-service.ts',
  'apps/server/src/modules/admin/settings-service.ts',
];

/** Functions whose returned (or assigned) texts are for a person (rule 8): the domain's, then the server's. */
const MESSAGE_FUNCTIONS = [
  'refuseSelfChange',
  'refuseDeliveryRetry',
  'refuseMailRetry',
  'journeySlugProblem',
  'draftPublishProblems',
  'mentoringDayProblem',
  'mentorLockedMessage',
  'describeBadgeRule',
  'badgeProgressLabel',
  'abbreviateName',
  'noticeFor',
  'ledgerLabel',
  'seatRefusal',
];

/** zod checks whose last argument may be their message (rule 5); those in SINGLE take the message alone. */
const ZOD_CHECKS = new Set([
  'min',
  'max',
  'length',
  'regex',
  'refine',
  'gte',
  'lte',
  'gt',
  'lt',
  'multipleOf',
  'startsWith',
  'endsWith',
]);
const ZOD_SINGLE = new Set([
  'email',
  'url',
  'uuid',
  'int',
  'positive',
  'nonnegative',
  'negative',
  'nonempty',
  'finite',
]);

/** Properties whose value is a message (rule 1): zod's `error`, an issue's `message`, the form helpers' messages. */
const MESSAGE_PROPERTIES = new Set(['error', 'message', 'required', 'tooLong', 'notANumber']);
/** Parameters of a local helper that receive a message (rule 7). */
const MESSAGE_PARAMETERS = new Set(['required', 'tooLong', 'message']);
/** Constants and parameters named like this hold a message, or a table of them (rule 6). */
const MESSAGE_NAME = /^message$|(^|_)MESSAGES?$|_TEXT$|_TOAST$|_SUBJECT$/;

interface Found {
  /** The text as written: a template keeps its `${...}` parts. */
  source: string;
  /** The final text, or a pattern when a part of it cannot be known here. */
  text: string | RegExp;
  where: string;
}

/** A domain constant's value (`PROFILE_NAME_MAX`, `FORUM_LIMITS.titleMin`): only UPPER_CASE names are looked up. */
function lookup(name: string): unknown {
  if (!/^[A-Z][A-Z0-9_]*(\.\w+)*$/.test(name)) return undefined;
  return name
    .split('.')
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], domain);
}

/** A template part's value when it is a domain constant, formatted as the source does (`fmt`/`n` and toLocaleString: English numbers). */
function partValue(expression: string): string | undefined {
  const number =
    /^(?:fmt|n)\((.+)\)$/.exec(expression) ??
    /^(.+)\.toLocaleString\('en(?:-US)?'\)$/.exec(expression);
  if (number) {
    const value = lookup(number[1] ?? '');
    return typeof value === 'number' ? value.toLocaleString('en') : undefined;
  }
  const joined = /^(.+)\.join\('(.*)'\)$/.exec(expression);
  if (joined) {
    const value = lookup(joined[1] ?? '');
    return Array.isArray(value) ? value.join(joined[2]) : undefined;
  }
  const value = lookup(expression);
  return typeof value === 'number' || typeof value === 'string' ? String(value) : undefined;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The texts an expression can evaluate to: a string, a template, either branch of `?:`, what an arrow function returns. */
function textsOf(node: ts.Node, file: ts.SourceFile, where: string): Found[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    return [{ source: node.text, text: node.text, where }];
  if (ts.isTemplateExpression(node)) {
    const parts = node.templateSpans.map((span) => ({
      value: partValue(span.expression.getText(file)),
      span,
    }));
    const source =
      node.head.text +
      node.templateSpans
        .map((span) => `\${${span.expression.getText(file)}}${span.literal.text}`)
        .join('');
    if (parts.every((p) => p.value !== undefined)) {
      return [
        {
          source,
          text: node.head.text + parts.map((p) => p.value + p.span.literal.text).join(''),
          where,
        },
      ];
    }
    const pattern =
      escapeRegExp(node.head.text) +
      parts
        .map(
          (p) =>
            (p.value === undefined ? '.*' : escapeRegExp(p.value)) +
            escapeRegExp(p.span.literal.text),
        )
        .join('');
    return [{ source, text: new RegExp(`^${pattern}$`), where }];
  }
  if (ts.isParenthesizedExpression(node)) return textsOf(node.expression, file, where);
  if (ts.isConditionalExpression(node))
    return [...textsOf(node.whenTrue, file, where), ...textsOf(node.whenFalse, file, where)];
  if (ts.isArrowFunction(node) && !ts.isBlock(node.body)) return textsOf(node.body, file, where);
  return [];
}

/** The string values of an object literal (a validation error's fields). */
function fieldTexts(node: ts.Node | undefined, file: ts.SourceFile, where: string): Found[] {
  if (!node || !ts.isObjectLiteralExpression(node)) return [];
  return node.properties.flatMap((p) =>
    ts.isPropertyAssignment(p) ? textsOf(p.initializer, file, where) : [],
  );
}

/** Parameter names of the functions a file declares (`const text = (min, max, messages) =>`, `function f(a)`). */
function localFunctions(file: ts.SourceFile): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const visit = (node: ts.Node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))
    ) {
      found.set(
        node.name.text,
        node.initializer.parameters.map((p) => p.name.getText(file)),
      );
    }
    if (ts.isFunctionDeclaration(node) && node.name)
      found.set(
        node.name.text,
        node.parameters.map((p) => p.name.getText(file)),
      );
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** What a message function returns (rule 8): its `return`s and arrow body, through `?:`, and the texts it assigns (`problems.modules = '...'`). */
function returnedTexts(fn: ts.Node, file: ts.SourceFile, where: (n: ts.Node) => string): Found[] {
  const found: Found[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isReturnStatement(node) && node.expression)
      found.push(...textsOf(node.expression, file, where(node)));
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken)
      found.push(...textsOf(node.right, file, where(node)));
    ts.forEachChild(node, visit);
  };
  if ((ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) && !ts.isBlock(fn.body))
    found.push(...textsOf(fn.body, file, where(fn)));
  visit(fn);
  return found;
}

/** The texts of one source file, by the rules. */
function collect(relative: string, file: ts.SourceFile): Found[] {
  const found: Found[] = [];
  const functions = localFunctions(file);
  const where = (node: ts.Node) =>
    `${relative}:${file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1}`;
  const add = (node: ts.Node | undefined) =>
    node && found.push(...textsOf(node, file, where(node)));
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node)) {
      const name = node.name.getText(file);
      // 1. `error: '...'` (zod), `message: '...'` (an issue, an error body), `required`/`tooLong`/`notANumber` (the form helpers).
      if (MESSAGE_PROPERTIES.has(name)) add(node.initializer);
      // 2. The labels of the server's tables for people (the dashboard, the settings' secrets).
      if (
        SERVER_LABEL_FILES.includes(relative) &&
        ['label', 'title', 'hint', 'note'].includes(name)
      )
        add(node.initializer);
      // 9. A name or title that falls back to a text (`name: learner?.name ?? 'Deleted account'`).
      if (
        ['name', 'title'].includes(name) &&
        ts.isBinaryExpression(node.initializer) &&
        node.initializer.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken
      ) {
        add(node.initializer.right);
      }
    }
    // 3. `new AppError(status, message, fields)`.
    if (
      ts.isNewExpression(node) &&
      node.expression.getText(file) === 'AppError' &&
      node.arguments
    ) {
      add(node.arguments[1]);
      found.push(...fieldTexts(node.arguments[2], file, where(node)));
    }
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      const args = node.arguments;
      if (node.expression.expression.getText(file) === 'errors') {
        // 4. `errors.conflict(message)`, `errors.invalid(message, fields)`; `errors.notFound(what)` says "<what> was not found.".
        const [message, fields] = args;
        if (message && method === 'notFound') {
          found.push(
            ...textsOf(message, file, where(node)).map((f) =>
              typeof f.text === 'string' ? { ...f, text: `${f.text} was not found.` } : f,
            ),
          );
        } else add(message);
        found.push(...fieldTexts(fields, file, where(node)));
      } else if (
        (ZOD_CHECKS.has(method) && args.length >= 2) ||
        (ZOD_SINGLE.has(method) && args.length === 1)
      ) {
        // 5. A zod check's message given as a string: `.min(1, 'Village name is required')`, `z.email('...')`.
        const last = args[args.length - 1];
        if (
          last &&
          (ts.isStringLiteral(last) ||
            ts.isTemplateExpression(last) ||
            ts.isNoSubstitutionTemplateLiteral(last))
        )
          add(last);
      }
    }
    // 6. `const X_MESSAGE = '...'`, `message = '...'` (a default), `const MESSAGES = { reason: '...' }`.
    if (
      (ts.isVariableDeclaration(node) || ts.isParameter(node)) &&
      node.initializer &&
      MESSAGE_NAME.test(node.name.getText(file))
    ) {
      add(node.initializer);
      found.push(...fieldTexts(node.initializer, file, where(node)));
    }
    // 7. A message handed to a local helper: `requiredText('Name is required', 200, 'Name is too long')`.
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const parameters = functions.get(node.expression.text) ?? [];
      node.arguments.forEach((arg, i) => {
        if (MESSAGE_PARAMETERS.has(parameters[i] ?? '')) add(arg);
      });
    }
    // 8. What a message function (MESSAGE_FUNCTIONS) returns or assigns.
    const fnName = ts.isFunctionDeclaration(node)
      ? node.name?.text
      : ts.isVariableDeclaration(node) && ts.isIdentifier(node.name)
        ? node.name.text
        : undefined;
    if (fnName && MESSAGE_FUNCTIONS.includes(fnName)) {
      const fn = ts.isVariableDeclaration(node) ? node.initializer : node;
      if (fn) found.push(...returnedTexts(fn, file, where));
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  // An empty fallback (`name: row.name ?? ''`) is no text.
  return found.filter((f) => /\p{L}/u.test(f.source));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) =>
      path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .filter((relative) => !SKIPPED_FILES.some(([pattern]) => pattern.test(relative)))
    .sort();
}

function collectSources(): Found[] {
  return SOURCE_DIRS.flatMap(sourceFiles).flatMap((relative) => {
    const text = readFileSync(path.join(root, relative), 'utf8');
    return collect(relative, ts.createSourceFile(relative, text, ts.ScriptTarget.Latest, true));
  });
}

/** The texts of the domain's tables and message functions, from the domain itself. */
function domainTables(): Record<string, string[]> {
  const d = domain;
  const sample: domain.RoiInput = {
    teamSize: 8,
    avgSalary: 1_000,
    leadershipPlanPercentage: 10,
    issuesPercentage: 20,
    turnoverCost: 0,
    projectStalls: 'no',
    leadershipPrepTime: 3,
    desiredOutcomes: [],
  };
  const innovation = [[], ['Digital adoption'], ['Digital adoption', 'Ownership mindset']] as const;
  const drafts = [[], [{ required: false }], [{ required: true }]].flatMap((modules) =>
    ['', 'Brief'].map((capstoneBrief) => ({ modules, capstoneBrief })),
  );
  return {
    // 'Home' is never shown: the root layout titles the home page with the site name alone.
    ROUTE_TABLE: d.ROUTE_TABLE.map((r) => r.title).filter((title) => title !== 'Home'),
    LEVELS: d.LEVELS.flatMap((l) => [l.name, l.unlocks]),
    XP_ACTIONS: d.XP_ACTIONS.map((a) => a.label),
    BUILT_IN_BADGES: d.BUILT_IN_BADGES.flatMap((b) => [
      b.name,
      b.description,
      d.describeBadgeRule(b.rule),
    ]),
    badgeProgressLabel: [d.badgeProgressLabel(d.BADGE_UNLOCKED)],
    PERSONALITY_TYPES: d.PERSONALITY_TYPES.flatMap((p) => [p.label, p.description]),
    DEFAULT_PLANS: Object.values(d.DEFAULT_PLANS).map((p) => p.name),
    labels: [
      d.LEADERBOARD_PERIOD_LABELS,
      d.CAPSTONE_STATUS_LABELS,
      d.CPD_ACTIVITY_TYPE_LABELS,
      d.CPD_VERIFIER_LABELS,
      d.DELIVERY_STATUS_LABELS,
      d.AUDIT_ACTION_LABELS,
      d.ROI_STEP_TITLES,
    ].flatMap((labels) => Object.values(labels)),
    ONBOARDING: [
      ...d.ONBOARDING_STEPS.map((s) => s.question),
      ...Object.values(d.ONBOARDING_OPTIONS).flat(),
    ],
    ROI: [
      ...d.ROI_OUTCOMES,
      ...[d.ROI_PREP_TIME_OPTIONS, d.PROJECT_STALLS_OPTIONS].flatMap((options) =>
        options.map((o) => o.label),
      ),
      ...([1, 2, 3, 4] as const).map((step) => d.roiProgress(step).label),
      ...([1, 3] as const).map((step) => d.roiPrimaryButtonLabel(step)),
      ...d.ROI_BANDS.flatMap((b) => [b.label, b.message, b.nextStep, b.recommendation]),
      ...innovation
        .flatMap((desiredOutcomes) =>
          Object.values(d.roiResultCards({ ...sample, desiredOutcomes: [...desiredOutcomes] })),
        )
        .flatMap((card) => [card.title, ...('level' in card ? [card.level] : [])]),
    ],
    PATHFINDER: [
      d.PATHFINDER_TIMELINE_OPTIONS,
      d.PATHFINDER_DURATION_OPTIONS,
      d.PATHFINDER_STEPS,
      d.PATHFINDER_TIME_SLOTS,
    ].flatMap((options) => options.map((o) => o.label)),
    // The named paths' titles hold their leader's name ("Amara's Path"): the web words those itself.
    journeyPaths: d
      .journeyPaths()
      .flatMap((p) => [
        ...(p.id === d.CUSTOM_PATH_ID ? [p.title] : []),
        p.duration,
        p.description,
        ...p.focusAreas,
      ]),
    KB_CATEGORIES: [...d.KB_CATEGORIES],
    constants: [d.LOADING_TEXT, d.RENDER_CRASH_TEXT, d.SALES_EMAIL_SUBJECT, d.abbreviateName('')],
    refusals: [
      d.refuseSelfChange('me', 'me', { role: 'learner' }) ?? '',
      d.refuseSelfChange('me', 'me', { accountStatus: 'inactive' }) ?? '',
      ...d.DELIVERY_STATUSES.flatMap((status) => [d.refuseDeliveryRetry(status, true), d.refuseDeliveryRetry(status, false)]).filter((m) => m !== null),
      d.SHIPPED_EXAMPLE_MESSAGE,
      d.journeySlugProblem(d.CUSTOM_PATH_ID, d.DEFAULT_JOURNEY_LEADERS, new Set()) ?? '',
      d.mentoringDayProblem('not a day', '2026-11-25') ?? '',
      // The server refuses a draft with every problem's message in one sentence (journeys/admin-service.ts).
      ...drafts.flatMap((draft) => {
        const problems = Object.values(d.draftPublishProblems(draft));
        return problems.length ? [...problems, problems.join(' ')] : [];
      }),
    ],
  };
}

const po = formatter();
async function catalogIds(): Promise<Set<string>> {
  const filename = path.join(root, 'apps/web/src/locales/domain/en.po');
  const catalog = await po.parse(readFileSync(filename, 'utf8'), {
    locale: 'en',
    sourceLocale: 'en',
    filename,
  });
  return new Set(
    Object.entries(catalog)
      .filter(([, m]) => !m.obsolete)
      .map(([id]) => id),
  );
}

describe('the domain catalogue', () => {
  const found = collectSources();

  it('holds every text the domain and the server state for a person', async () => {
    const ids = await catalogIds();
    const listed = [...ids];
    const missing: string[] = [];
    for (const f of found) {
      if (NOT_FOR_PEOPLE[f.source] !== undefined || VARIABLE_TEXTS[f.source] !== undefined)
        continue;
      const text = f.text;
      const known = typeof text === 'string' ? ids.has(text) : listed.some((id) => text.test(id));
      if (!known) missing.push(`${f.where}: ${String(text)}`);
    }
    for (const [table, texts] of Object.entries(domainTables())) {
      for (const text of texts) if (!ids.has(text)) missing.push(`domain ${table}: ${text}`);
    }
    for (const [text, where] of Object.entries(FOUND_BY_HAND))
      if (!ids.has(text)) missing.push(`${where}: ${text}`);
    expect(
      missing,
      'texts missing from src/lib/i18n/domain-texts.ts (then run lingui extract)',
    ).toEqual([]);
  });

  it('finds what it looks for, and each exception is still in the source', () => {
    expect(found.length).toBeGreaterThan(500);
    const sources = new Set(found.map((f) => f.source));
    const stale = [...Object.keys(NOT_FOR_PEOPLE), ...Object.keys(VARIABLE_TEXTS)].filter(
      (text) => !sources.has(text),
    );
    expect(stale, 'exceptions no longer found in the source: remove them').toEqual([]);
  });
});

describe('domain texts in French', () => {
  it("shows a server error's English message in French", async () => {
    await loadCatalogs('fr', CATALOG_NAMES);
    try {
      const error = new ApiError(409, 'aborted', 'You are already in this village.', {
        token: 'This invite was already used.',
      });
      expect(error.message).toBe('Vous faites déjà partie de ce village.');
      expect(error.fields).toEqual({ token: 'Cette invitation a déjà été utilisée.' });
      expect(domainText('Transformation Leader')).toBe('Leader de la transformation');
      expect(domainText('Choose at most 3 outcomes')).toBe('Choisissez 3 résultats au maximum');
      // A text the catalogue lacks (a name) stays as it is.
      expect(domainText('Amina Okafor')).toBe('Amina Okafor');
    } finally {
      await loadCatalogs('en', CATALOG_NAMES);
    }
    // Back in English, the domain's words are the English themselves (no catalogue needed).
    expect(new ApiError(409, 'aborted', 'You are already in this village.').message).toBe(
      'You are already in this village.',
    );
  });
});
