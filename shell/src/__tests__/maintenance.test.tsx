import { act, render, screen } from '@testing-library/react';
import axios, { type AxiosAdapter } from 'axios';
import { AppProviders, setLanguage } from 'shared-ui';
import { isApiUnavailable } from '../maintenance/api-unavailable';
import { MaintenanceGate } from '../maintenance/maintenance-gate';
import {
  installMaintenanceWatch,
  maintenanceStore,
  POLL_MS,
} from '../maintenance/maintenance-watch';

const unavailable = { error: { code: 'SERVICE_UNAVAILABLE', message: 'down' } };

/** A call through a watched client that gets `status` and `body`; resolves to what the caller got. */
async function callAnswered(status: number, body: unknown): Promise<unknown> {
  let caught: unknown = null;
  await act(async () => {
    await clientAnswering(status, body)
      .get('/api/x')
      .catch((error: unknown) => (caught = error));
  });
  return caught;
}

/** An API client whose every call gets `status` and `body`. */
function clientAnswering(status: number, body: unknown) {
  const adapter: AxiosAdapter = async (config) => {
    const response = { data: body, status, statusText: '', headers: {}, config };
    if (status < 400) return response;
    throw new axios.AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, response);
  };
  const client = axios.create({ adapter });
  installMaintenanceWatch(client, '');
  return client;
}

// jsdom has no fetch: /api/status answers what `statusUp` says.
let statusUp = false;
globalThis.fetch = jest.fn(async () => {
  if (!statusUp) return { ok: false, status: 502, json: async () => unavailable };
  const status = { ok: true, maintenance: false, version: '1', time: '2026-01-01T00:00:00Z' };
  return { ok: true, status: 200, json: async () => status };
}) as unknown as typeof fetch;

const renderApp = () =>
  render(
    <AppProviders>
      <MaintenanceGate contact="help@example.com">
        <p>the app</p>
      </MaintenanceGate>
    </AppProviders>,
  );

beforeEach(() => {
  setLanguage('en');
  statusUp = false;
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe('isApiUnavailable', () => {
  it.each([
    [503, null, true],
    [503, { error: { code: 'MAINTENANCE' } }, true],
    [502, unavailable, true],
    [504, unavailable, true],
    [502, null, false],
    [502, { error: { code: 'INTERNAL' } }, false],
    [500, unavailable, false],
    [409, { error: { code: 'INSUFFICIENT_FUNDS' } }, false],
  ])('%i %j → %s', (status, body, expected) => {
    expect(isApiUnavailable(status, body)).toBe(expected);
  });
});

describe('maintenance watch', () => {
  it('shows the maintenance page on a front 502 SERVICE_UNAVAILABLE and the app again once /api/status answers', async () => {
    renderApp();
    expect(screen.getByText('the app')).toBeInTheDocument();

    // The caller still gets the error.
    expect(await callAnswered(502, unavailable)).toMatchObject({ response: { status: 502 } });
    expect(screen.getByTestId('maintenance-page')).toHaveTextContent('help@example.com');
    expect(screen.queryByText('the app')).toBeNull();

    // Still down at the next poll: still the maintenance page.
    await act(async () => jest.advanceTimersByTimeAsync(POLL_MS));
    expect(screen.getByTestId('maintenance-page')).toBeInTheDocument();

    statusUp = true;
    await act(async () => jest.advanceTimersByTimeAsync(POLL_MS));
    expect(screen.getByText('the app')).toBeInTheDocument();
    expect(maintenanceStore.getState().down).toBe(false);
  });

  it('a 503 (spec §8: maintenance) shows it too', async () => {
    renderApp();
    expect(await callAnswered(503, null)).toMatchObject({ response: { status: 503 } });
    expect(screen.getByTestId('maintenance-page')).toBeInTheDocument();
    statusUp = true;
    await act(async () => jest.advanceTimersByTimeAsync(POLL_MS));
    expect(screen.getByText('the app')).toBeInTheDocument();
  });

  it('leaves other errors, an ordinary 502 included, to the screen that made the call', async () => {
    renderApp();
    for (const [status, body] of [
      [502, { error: { code: 'INTERNAL', message: 'x' } }],
      [500, unavailable],
      [409, { error: { code: 'INSUFFICIENT_FUNDS', message: 'x' } }],
    ] as const)
      expect(await callAnswered(status, body)).toMatchObject({ response: { status } });
    expect(screen.getByText('the app')).toBeInTheDocument();
  });
});
