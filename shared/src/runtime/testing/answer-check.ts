import { prettifyError } from 'zod';
import { apiAnswers, isFileAnswer, routeOf, type RouteAnswer } from '@firm/shared/domain/api';
import type { MockReply, MockRequest } from './mock-api';

// Every success answer a fake server gives is checked against the route's own answer schema (the domain's
// table, which the server's tests prove equal to the routes'), so a fake cannot drift from the server.

/** Wrong answers of the running test: failing the call alone could pass unseen (a screen shows its error). */
const problems: string[] = [];

afterEach(() => {
  const found = problems.splice(0);
  if (found.length) throw new Error(found.join('\n\n'));
});

const stray = new WeakSet<MockReply>();

/**
 * An answer no route of ours gives: a proxy's page or a body cut short (a test of how a screen survives
 * one), or a made-up resource of a test of the shared client or list code. The only success answer
 * mockApi does not check; anything a route answers is checked.
 */
export function notFromServer(reply: MockReply): MockReply {
  stray.add(reply);
  return reply;
}

/** Why `reply` is not what the server answers to `request`, or null when it is (failures are not checked). */
export function answerProblem(request: MockRequest, reply: MockReply): string | null {
  if (reply.status < 200 || reply.status >= 300 || stray.has(reply)) return null;
  const call = `${request.method.toUpperCase()} ${request.url}`;
  const route = routeOf(apiAnswers, request.method, request.url);
  if (!route) return `The fake server answers ${call} ${reply.status}, but the server has no such route (shared/src/domain/api).`;
  const answers = apiAnswers[route] as Partial<Record<number, RouteAnswer>>;
  const answer = answers[reply.status];
  if (!answer) {
    const statuses = Object.keys(answers).join(', ') || 'no success';
    return `The fake server answers ${call} ${reply.status}, but ${route} answers ${statuses}.`;
  }
  if (isFileAnswer(answer)) {
    if (!(reply.data instanceof Blob))
      return `The fake server answers ${call} with ${typeof reply.data}, but ${route} answers a file (a Blob).`;
    return null;
  }
  const parsed = answer.safeParse(reply.data);
  if (parsed.success) return null;
  return `The fake server's answer to ${call} is not what ${route} answers (${reply.status}):\n${prettifyError(parsed.error)}`;
}

/** Records and throws the problem of a wrong answer; the test then fails after it, whatever the screen did with the call. */
export function checkAnswer(request: MockRequest, reply: MockReply): MockReply {
  const problem = answerProblem(request, reply);
  if (!problem) return reply;
  problems.push(problem);
  throw new Error(problem);
}
