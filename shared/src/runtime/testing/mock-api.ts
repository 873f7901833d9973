import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { http } from '../http';
import { checkAnswer } from './answer-check';

// Tests only, through '@firm/shared/runtime/testing'. The '@firm/shared/runtime' barrel must never re-export
// this file: it would ship to the browser, where `afterEach` does not exist.

export type MockRequest = { method: string; url: string; params?: Record<string, unknown>; body?: unknown };
/** `status: 0` stands for a request that never got an answer (network failure). */
export type MockReply = { status: number; data?: unknown };
/** `config` is there for the few tests that read what the client added (headers). */
export type MockHandler = (request: MockRequest, config: InternalAxiosRequestConfig) => MockReply | Promise<MockReply>;

const realAdapter = http.defaults.adapter;

/** Every test file that fakes the server gets the real adapter back after each test. */
afterEach(() => {
  http.defaults.adapter = realAdapter;
});

/** Answers every call of the shared axios instance with `handler`; returns the calls made, in order. */
export function mockApi(handler: MockHandler): MockRequest[] {
  const calls: MockRequest[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const request: MockRequest = {
      method: String(config.method ?? 'get').toUpperCase(),
      url: String(config.url),
      params: config.params as Record<string, unknown> | undefined,
      body: typeof config.data === 'string' && config.data ? JSON.parse(config.data) : undefined,
    };
    calls.push(request);
    // Every success answer is the route's: checked against the domain's table of answers.
    const { status, data } = checkAnswer(request, await handler(request, config));
    if (status === 0) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    const response: AxiosResponse = { status, data, statusText: String(status), headers: {}, config };
    if (status >= 400) {
      // The codes axios itself gives a refused status.
      const code = status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
      throw new AxiosError(`Request failed with status code ${status}`, code, config, null, response);
    }
    return response;
  };
  http.defaults.adapter = adapter;
  return calls;
}

/** A promise and its resolver, to hold a call open while a test looks at the saving state. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
