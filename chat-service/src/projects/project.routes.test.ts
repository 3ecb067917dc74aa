import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserLikeClient, dialects, startTestApp } from '../test/test-app.ts';

const ADMIN = { username: 'proj-admin', password: 'proj-admin-pass' };
type Client = ReturnType<typeof browserLikeClient>;

describe.each(dialects)('projects API on %s', (dialect) => {
  let app: Awaited<ReturnType<typeof startTestApp>>;
  let admin: Client;
  let alice: Client;
  let bob: Client;
  let aliceId: number;
  let bobId: number;
  let adminId: number;

  beforeAll(async () => {
    app = await startTestApp(dialect, {}, { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password });
    admin = browserLikeClient(app.baseUrl);
    adminId = (await admin('POST', '/api/login', ADMIN)).json().id;
    alice = browserLikeClient(app.baseUrl);
    aliceId = (
      await alice('POST', '/api/register', { username: 'alice', password: 'secret1', email: 'a@x.it' })
    ).json().id;
    bob = browserLikeClient(app.baseUrl);
    bobId = (
      await bob('POST', '/api/register', { username: 'bob', password: 'secret1', email: 'b@x.it' })
    ).json().id;
  });
  afterAll(() => app.stop());

  const count = async (table: 'projects' | 'tasks' | 'milestones') =>
    Number(
      (
        await app.storage.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('an admin builds a project with tasks and milestones; its client reads them all', async () => {
    const created = await admin('POST', '/api/projects', {
      clientId: aliceId,
      name: 'Website chatbot',
      description: 'A bot for the shop',
      status: 'in_progress',
      startDate: '2026-11-01',
      endDate: '2026-12-15',
    });
    expect(created.status).toBe(201);
    const project = created.json();
    expect(project).toMatchObject({ clientId: aliceId, name: 'Website chatbot', startDate: '2026-11-01' });

    const task = await admin('POST', `/api/projects/${project.id}/tasks`, {
      title: 'Collect FAQs',
      priority: 'high',
      status: 'in_progress',
      dueDate: '2026-11-30',
      completionPercentage: 40,
    });
    expect(task.status).toBe(201);
    await admin('POST', `/api/projects/${project.id}/tasks`, { title: 'Launch' });
    const milestone = await admin('POST', `/api/projects/${project.id}/milestones`, {
      title: 'Beta',
      targetDate: '2026-12-01',
    });
    expect(milestone.json()).toMatchObject({
      status: 'pending',
      targetDate: '2026-12-01',
      completedDate: null,
    });

    expect((await alice('GET', '/api/projects')).json().projects).toEqual([project]);
    expect((await alice('GET', `/api/projects/${project.id}`)).json()).toEqual(project);
    const tasks = (await alice('GET', `/api/projects/${project.id}/tasks`)).json();
    expect(
      tasks.map((t: { title: string; completionPercentage: number; priority: string }) => [
        t.title,
        t.completionPercentage,
        t.priority,
      ]),
    ).toEqual([
      ['Collect FAQs', 40, 'high'],
      ['Launch', 0, 'medium'],
    ]);
    expect((await alice('GET', `/api/projects/${project.id}/milestones`)).json()).toHaveLength(1);

    const edited = await admin('PUT', `/api/projects/${project.id}/tasks/${task.json().id}`, {
      status: 'completed',
      completionPercentage: 100,
    });
    expect(edited.json()).toMatchObject({
      title: 'Collect FAQs',
      status: 'completed',
      completionPercentage: 100,
    });
    const reached = await admin('PUT', `/api/projects/${project.id}/milestones/${milestone.json().id}`, {
      status: 'reached',
      completedDate: '2026-11-28',
    });
    expect(reached.json()).toMatchObject({ status: 'reached', completedDate: '2026-11-28', title: 'Beta' });
    const renamed = await admin('PUT', `/api/projects/${project.id}`, { status: 'on_hold' });
    expect(renamed.json()).toMatchObject({
      status: 'on_hold',
      name: 'Website chatbot',
      description: 'A bot for the shop',
    });
  });

  it("never shows one client another client's project: 404 for the project, its tasks and milestones", async () => {
    const project = (await admin('POST', '/api/projects', { clientId: aliceId, name: 'Private' })).json();
    for (const suffix of ['', '/tasks', '/milestones']) {
      const res = await bob('GET', `/api/projects/${project.id}${suffix}`);
      expect(res.status).toBe(404);
      expect(res.text).toBe('Project not found');
    }
    expect((await bob('GET', '/api/projects')).json()).toEqual({ projects: [] });
    expect((await bob('GET', '/api/projects/999999')).status).toBe(404);
  });

  it('answers 400 for a non-numeric id and 401 when anonymous', async () => {
    expect((await alice('GET', '/api/projects/abc')).status).toBe(400);
    expect((await alice('GET', '/api/projects/1.5/tasks')).status).toBe(400);
    const anonymous = browserLikeClient(app.baseUrl);
    expect((await anonymous('GET', '/api/projects')).status).toBe(401);
    expect((await anonymous('GET', '/api/projects/1')).status).toBe(401);
  });

  it('keeps every write for admins: 403 for a client, 401 anonymous, nothing written', async () => {
    const project = (await admin('POST', '/api/projects', { clientId: bobId, name: 'Bob site' })).json();
    const before = [await count('projects'), await count('tasks'), await count('milestones')];
    const anonymous = browserLikeClient(app.baseUrl);
    const attempts: [string, string, object?][] = [
      ['POST', '/api/projects', { clientId: bobId, name: 'Mine' }],
      ['PUT', `/api/projects/${project.id}`, { name: 'Hijacked' }],
      ['DELETE', `/api/projects/${project.id}`],
      ['POST', `/api/projects/${project.id}/tasks`, { title: 'x' }],
      ['POST', `/api/projects/${project.id}/milestones`, { title: 'x' }],
    ];
    for (const [method, url, body] of attempts) {
      expect((await bob(method, url, body)).status).toBe(403);
      expect((await anonymous(method, url, body)).status).toBe(401);
    }
    expect([await count('projects'), await count('tasks'), await count('milestones')]).toEqual(before);
    expect((await admin('GET', '/api/admin/projects')).status).toBe(200);
    expect((await bob('GET', '/api/admin/projects')).status).toBe(403);
  });

  it('validates with clear messages and writes nothing', async () => {
    const before = await count('projects');
    const cases: [object, string][] = [
      [{ clientId: aliceId, name: ' ' }, 'Project name is required.'],
      [{ name: 'No client' }, 'Please choose the client this project belongs to.'],
      [{ clientId: aliceId, name: 'x', status: 'active' }, 'Please choose a valid status.'],
      [
        { clientId: aliceId, name: 'x', startDate: '2026-02-30' },
        'Dates must be real calendar dates (YYYY-MM-DD).',
      ],
      [
        { clientId: aliceId, name: 'x', startDate: '2026-05-01', endDate: '2026-04-01' },
        'The end date cannot be before the start date.',
      ],
      [{ clientId: adminId, name: 'For an admin' }, 'That client does not exist.'],
    ];
    for (const [body, message] of cases) {
      const res = await admin('POST', '/api/projects', body);
      expect(res.status, message).toBe(400);
      expect(res.text).toBe(message);
    }
    expect(await count('projects')).toBe(before);
    const project = (await admin('POST', '/api/projects', { clientId: aliceId, name: 'Valid' })).json();
    const badTask = await admin('POST', `/api/projects/${project.id}/tasks`, {
      title: 'T',
      completionPercentage: 101,
    });
    expect(badTask.text).toBe('Completion must be a whole number from 0 to 100.');
    const badPriority = await admin('POST', `/api/projects/${project.id}/tasks`, {
      title: 'T',
      priority: 'urgent',
    });
    expect(badPriority.text).toBe('Please choose a valid priority.');
    const noTitle = await admin('POST', `/api/projects/${project.id}/milestones`, { title: '' });
    expect(noTitle.text).toBe('Title is required.');
    expect((await admin('POST', '/api/projects/999999/tasks', { title: 'T' })).status).toBe(404);
  });

  it('lists every project for an admin with its client, filterable by client, and deletes with its plan', async () => {
    const project = (await admin('POST', '/api/projects', { clientId: bobId, name: 'Bob app' })).json();
    await admin('POST', `/api/projects/${project.id}/tasks`, { title: 'T' });
    const forBob = (await admin('GET', `/api/admin/projects?clientId=${bobId}`)).json().projects;
    expect(forBob.every((p: { clientId: number }) => p.clientId === bobId)).toBe(true);
    expect(forBob[0]).toMatchObject({ name: 'Bob app', clientUsername: 'bob', clientName: 'bob' });
    expect((await admin('DELETE', `/api/projects/${project.id}`)).status).toBe(200);
    expect((await admin('GET', `/api/projects/${project.id}/tasks`)).status).toBe(404);
    const orphanTasks = await app.storage.db
      .selectFrom('tasks')
      .selectAll()
      .where('project_id', '=', project.id)
      .execute();
    expect(orphanTasks).toEqual([]);
  });
});
