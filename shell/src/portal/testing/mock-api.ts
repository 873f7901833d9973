import { AxiosError, type AxiosAdapter, type AxiosResponse } from 'axios';
import { http } from '@firm/shared/api';

export type MockRequest = { method: string; url: string; body: unknown };
/** `status: 0` stands for a request that never got an answer (network failure). */
export type MockReply = { status: number; data?: unknown };
export type MockHandler = (request: MockRequest) => MockReply | Promise<MockReply>;

const realAdapter = http.defaults.adapter;

/** Answers every call of the shared HTTP client from `handler`; returns the calls made, in order. */
export function mockApi(handler: MockHandler): MockRequest[] {
  const calls: MockRequest[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const request = {
      method: String(config.method ?? 'get').toUpperCase(),
      url: String(config.url),
      body: typeof config.data === 'string' && config.data ? JSON.parse(config.data) : undefined,
    };
    calls.push(request);
    const { status, data } = await handler(request);
    if (status === 0) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    const response: AxiosResponse = { status, data, statusText: String(status), headers: {}, config };
    if (status >= 400) {
      const code = status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
      throw new AxiosError(`Request failed with status code ${status}`, code, config, null, response);
    }
    return response;
  };
  http.defaults.adapter = adapter;
  return calls;
}

export function restoreApi(): void {
  http.defaults.adapter = realAdapter;
}
