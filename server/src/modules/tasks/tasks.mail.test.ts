import { listOutbox } from '../../platform/mail';
import { testDrivers } from '../../test/test-database';
import { tasksTestContext } from './tasks.test-support';

describe.each(testDrivers())('Project e-mails (%s)', (driver) => {
  const c = tasksTestContext(driver);
  const outbox = async () => {
    await c.t.app.mailer.idle();
    // The outbox folder is shared with suites that send thousands of messages at once: read far enough back.
    return listOutbox(c.t.app.db, 50_000);
  };
  const sentTo = async (email: string) => (await outbox()).filter((m) => m.to === email.toLowerCase()).map((m) => m.subject);

  it('tells the assignee when a Project is given to them, and the advisor when a clarification is asked of them', async () => {
    const id = await c.create();
    expect(await sentTo(c.org.users.employee.email)).toContain(`Project #${id} assigned to you`);
    // The outbox directory may hold other suites' messages (Project ids repeat per database): match the address too.
    const message = (await outbox()).find(
      (m) => m.to === c.org.users.employee.email.toLowerCase() && m.subject === `Project #${id} assigned to you`,
    )!;
    expect(message.text).toContain('Rohan Mehta assigned the Project "GST return for October" to you.');

    await c.call(c.org.users.supervisor, 'PUT', `/api/tasks/${id}`, {
      assignee_id: c.org.employee2.id,
      require_clarification: true,
      clarification_to: c.org.users.admin.id,
    });
    expect(await sentTo(c.org.employee2.email)).toContain(`Project #${id} assigned to you`);
    expect(await sentTo(c.org.users.admin.email)).toContain(`Clarification requested on Project #${id}`);
  });

  it('sends nothing for a refused change, for an unchanged assignee, or to the person who made the change', async () => {
    const id = await c.create({ assignee_id: c.org.users.admin.id });
    // This firm's messages about this Project (the outbox also holds other suites' mail).
    const staff = Object.values(c.org.users).map((u) => u.email.toLowerCase());
    const aboutIt = async () => (await outbox()).filter((m) => staff.includes(m.to) && m.subject.includes(`#${id} `));
    expect(await aboutIt()).toEqual([]);
    expect(
      (await c.call(c.org.users.supervisor, 'PUT', `/api/tasks/${id}`, { assignee_id: c.org.users.admin.id, require_clarification: true }))
        .statusCode,
    ).toBe(400);
    expect(
      (await c.call(c.org.users.admin, 'PUT', `/api/tasks/${id}`, { assignee_id: c.org.users.admin.id, workflow_status: 'in_progress' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await c.call(c.org.users.admin, 'PUT', `/api/tasks/${id}`, { require_clarification: true, clarification_to: c.org.users.admin.id }))
        .statusCode,
    ).toBe(200);
    expect(await aboutIt()).toEqual([]);
  });
});
