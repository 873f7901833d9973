import { testDrivers } from '../../test/test-database';
import { openTwoApps, type TwoApps } from '../../test/two-apps';

// Without SMTP the mail used to land in DATA_DIR/outbox, one process's disk: behind a load
// balancer a sign-in code mailed by one process was missing from the mailbox the other one showed.

describe.each(testDrivers())('the development mailbox of two server processes (%s)', (driver) => {
  let apps: TwoApps;
  beforeAll(async () => {
    apps = await openTwoApps(driver, { NODE_ENV: 'development' });
  });
  afterAll(() => apps.close());

  it('shows in each process the mail either one sent', async () => {
    await apps.one.app.mailer.send({ to: 'a@kapooriyer.in', subject: 'From one', text: 'one', html: '<p>one</p>' });
    await apps.two.app.mailer.send({ to: 'b@kapooriyer.in', subject: 'From two', text: 'two', html: '<p>two</p>' });
    for (const { app } of [apps.one, apps.two]) {
      const messages = (await app.inject('/api/dev/outbox')).json().data.messages as { id: string; subject: string }[];
      expect(messages.map((m) => m.subject)).toEqual(['From two', 'From one']);
      expect((await app.inject(`/api/dev/outbox/${messages[1]!.id}`)).json().data.subject).toBe('From one');
    }
  });
});
