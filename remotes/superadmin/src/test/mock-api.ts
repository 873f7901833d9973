import { AxiosError, type AxiosAdapter, type AxiosResponse } from 'axios';
import { http } from '@firm/shared/api';

export type MockRequest = { method: string; url: string; params?: Record<string, unknown>; body?: unknown };
export type MockReply = { status: number; data?: unknown };
export type MockHandler = (request: MockRequest) => MockReply | Promise<MockReply>;

const original = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = original;
});

/** Answers every call of the shared axios instance with `handler`; returns the calls made. */
export function mockApi(handler: MockHandler): MockRequest[] {
  const calls: MockRequest[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const request: MockRequest = {
      method: String(config.method).toUpperCase(),
      url: String(config.url),
      params: config.params as Record<string, unknown> | undefined,
      body: typeof config.data === 'string' && config.data ? JSON.parse(config.data) : undefined,
    };
    calls.push(request);
    const { status, data } = await handler(request);
    const response: AxiosResponse = { status, data, statusText: String(status), headers: {}, config };
    if (status >= 400) throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, null, response);
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
