import { reflectionFindings, type ReflectionFeedback } from '@lv/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type SignedInClient, type TestApp } from '../../test/harness';
import { testDatabases } from '../../test/databases';
import { REFLECTION_FEEDBACK_RATE_LIMIT } from './routes';

const PATH = '/api/me/reflection-feedback';
const FRENCH = 'accept-language';

describe.each(testDatabases())('reflection feedback on %s', (kind) => {
  let t: TestApp;
  let c: SignedInClient;
  let moduleSlug: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    c = await t.signedInClient();
    const journey = (await (await c.get('/api/journeys/amara')).json()) as {
      modules: Array<{ slug: string }>;
    };
    moduleSlug = journey.modules[0]!.slug;
  });
  afterAll(async () => {
    await t?.close();
  });

  const feedback = async (body: unknown, headers: Record<string, string> = {}, client = c) => {
    const res = await client.post(PATH, body, headers);
    return {
      status: res.status,
      body: (await res.json()) as ReflectionFeedback & {
        error?: { fields?: Record<string, string> };
      },
    };
  };

  it('reads an English weekly reflection with the rules and the bundled model, and says so', async () => {
    const text =
      'I will meet Amina and the finance team by Friday 12 March to agree three priorities for Q2.';
    const { status, body } = await feedback({ kind: 'weekly', text });
    expect(status).toBe(200);
    expect(body).toEqual({
      language: 'en',
      findings: { action: true, firstStep: true, person: true, date: true, number: true },
      summary:
        'You name a first step with a deadline, a person or team, a date and a number. That is specific enough to check next week.',
      suggestions: [],
      practice: null,
      label: 'From your answers',
      method: 'rules-and-model',
      methodNote:
        'Read on our server by our own rules and a built-in English language model. Your text is not sent anywhere else.',
    });
  });

  it('finds with the model what the rules alone miss: a name opening its sentence', async () => {
    const text = 'Kofi and I reviewed the duty roster together.';
    expect(reflectionFindings(text, 'en').person).toBe(false);
    const { body } = await feedback({ kind: 'impact', text });
    expect(body.findings).toEqual({
      action: true,
      firstStep: false,
      person: true,
      date: false,
      number: false,
    });
    expect(body.suggestions).toEqual([
      'Turn it into a first step: "I will … by …", with the day you will do it.',
      'Give it a date: "by Friday", "before the end of the month".',
    ]);
  });

  it('reads French with the French rules, and answers in the reader’s language', async () => {
    const text =
      'Je vais rencontrer Aminata et l’équipe finance d’ici vendredi pour fixer trois priorités.';
    const en = await feedback({ kind: 'weekly', text });
    expect([en.body.language, en.body.method, en.body.label]).toEqual([
      'fr',
      'rules',
      'From your answers',
    ]);
    expect(en.body.findings).toEqual({
      action: true,
      firstStep: true,
      person: true,
      date: true,
      number: true,
    });
    const vague = await feedback(
      { kind: 'weekly', text: 'J’ai beaucoup appris sur l’écoute cette fois-ci.' },
      { [FRENCH]: 'fr-FR,fr;q=0.9' },
    );
    expect(vague.body).toMatchObject({
      language: 'fr',
      method: 'rules',
      label: 'D’après vos réponses',
      summary: 'C’est un début. Quelques précisions vous aideront à passer à l’action.',
      methodNote:
        'Lu sur notre serveur par nos propres règles. Votre texte n’est envoyé nulle part ailleurs.',
    });
    expect(vague.body.suggestions).toHaveLength(2);
  });

  it('points a module reflection to that module’s own practice, in the reader’s language', async () => {
    const module = (await (await c.get(`/api/journeys/amara/modules/${moduleSlug}`)).json()) as {
      practiceMarkdown: string;
    };
    const headline = module.practiceMarkdown.split('\n')[0]!.replace(/\*/g, '').trim();
    const { status, body } = await feedback({
      kind: 'module',
      journeyId: 'amara',
      moduleSlug,
      text: 'I learned that my team wants more say.',
    });
    expect(status).toBe(200);
    expect(body.practice).toBe(`Try it in this module's practice: ${headline}`);
    const fr = await feedback(
      {
        kind: 'module',
        journeyId: 'amara',
        moduleSlug,
        text: 'J’ai compris que mon équipe veut participer.',
      },
      { [FRENCH]: 'fr' },
    );
    expect(fr.body.practice).toMatch(/^Essayez-le avec l’exercice pratique de ce module : \S/);
    expect(fr.body.practice).not.toContain('*');
  });

  it('answers 404 for a module that does not exist, 400 for bad input, 401 signed out', async () => {
    expect(
      (
        await feedback({
          kind: 'module',
          journeyId: 'amara',
          moduleSlug: 'no-such-module',
          text: 'I will call Ama.',
        })
      ).status,
    ).toBe(404);
    const empty = await feedback({ kind: 'weekly', text: '   ' });
    expect([empty.status, empty.body.error?.fields?.text]).toEqual([400, 'Write your reflection']);
    const long = await feedback({ kind: 'impact', text: 'a'.repeat(4_001) });
    expect([long.status, long.body.error?.fields?.text]).toEqual([
      400,
      'Keep your reflection to 4,000 characters or fewer',
    ]);
    expect((await feedback({ kind: 'diary', text: 'I will call Ama.' })).status).toBe(400);
    expect((await feedback({ kind: 'weekly', text: 'I will call Ama.', xp: 100 })).status).toBe(
      400,
    );
    const visitor = await fetch(new URL(PATH, t.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: t.url },
      body: '{"kind":"weekly","text":"x"}',
    });
    expect(visitor.status).toBe(401);
  });

  it('never changes XP, CPD or a module’s completion', async () => {
    const learner = await t.signedInClient();
    const id = learner.user.id;
    const state = async () => {
      const db = t.app.db.kysely;
      const [ledger, cpd, points, completions] = await Promise.all([
        db
          .selectFrom('xp_ledger')
          .select((e) => e.fn.countAll().as('n'))
          .where('userId', '=', id)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('cpd_entries')
          .select((e) => e.fn.countAll().as('n'))
          .where('userId', '=', id)
          .executeTakeFirstOrThrow(),
        db.selectFrom('user_points').select('points').where('userId', '=', id).executeTakeFirst(),
        (await learner.get(`/api/journeys/amara/modules/${moduleSlug}`)).json() as Promise<{
          completion: unknown;
        }>,
      ]);
      return {
        ledger: Number(ledger.n),
        cpd: Number(cpd.n),
        points: Number(points?.points ?? 0),
        completion: completions.completion,
      };
    };
    const before = await state();
    const text = 'I will coach my deputy for 30 minutes every Friday, starting next week.';
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        feedback(
          i % 2
            ? { kind: 'module', journeyId: 'amara', moduleSlug, text }
            : { kind: 'weekly', text },
          {},
          learner,
        ),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await state()).toEqual(before);
    expect(before).toMatchObject({ ledger: 0, cpd: 0, completion: null });
  });

  it(`allows ${REFLECTION_FEEDBACK_RATE_LIMIT} calls a minute per learner, then 429`, async () => {
    const learner = await t.signedInClient();
    const statuses: number[] = [];
    for (let i = 0; i <= REFLECTION_FEEDBACK_RATE_LIMIT; i++)
      statuses.push(
        (await feedback({ kind: 'weekly', text: `Draft ${i}: I will call Ama.` }, {}, learner))
          .status,
      );
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another learner is not affected.
    expect((await feedback({ kind: 'weekly', text: 'I will call Ama.' })).status).toBe(200);
  });
});
