import { apiClient } from '../http/api-client';
import { peekSupportContacts, updateSupportContacts } from '../endpoints/support-contacts';

const CONTACTS = { email: 'help@example.com', telegram: '', phone: '', hours: '' };
const ok = (body: unknown) => ({ ok: true, json: () => Promise.resolve(body) }) as Response;

describe('peekSupportContacts: one read for the readers of a page', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    (globalThis as { fetch: unknown }).fetch = fetchMock;
  });

  it('start-up and the public footer share one request', async () => {
    fetchMock.mockResolvedValue(ok(CONTACTS));
    const [first, second] = await Promise.all([
      peekSupportContacts('https://a.example'),
      peekSupportContacts('https://a.example'),
    ]);
    expect(await peekSupportContacts('https://a.example')).toEqual(CONTACTS);
    expect(first).toEqual(CONTACTS);
    expect(second).toEqual(CONTACTS);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('https://a.example/api/support/contacts', {
      cache: 'no-store',
    });
  });

  it('uses a request already sent (the entry chunk asks it early) for the readers that follow', async () => {
    const sent = jest.fn(() => Promise.resolve(ok(CONTACTS)));
    expect(await peekSupportContacts('https://d.example', sent)).toEqual(CONTACTS);
    expect(await peekSupportContacts('https://d.example')).toEqual(CONTACTS);
    expect(sent).toHaveBeenCalledTimes(1);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a failed early request is kept by no reader either', async () => {
    fetchMock.mockResolvedValue(ok(CONTACTS));
    const offline = () => Promise.reject(new TypeError('offline'));
    expect(await peekSupportContacts('https://e.example', offline)).toBeNull();
    expect(await peekSupportContacts('https://e.example')).toEqual(CONTACTS);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('keeps no failure: the next reader asks again', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('offline')).mockResolvedValue(ok(CONTACTS));
    expect(await peekSupportContacts('https://b.example')).toBeNull();
    expect(await peekSupportContacts('https://b.example')).toEqual(CONTACTS);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('reads again after the contacts were changed here', async () => {
    fetchMock.mockResolvedValue(ok(CONTACTS));
    await peekSupportContacts('https://c.example');
    jest
      .spyOn(apiClient, 'put')
      .mockResolvedValue({ data: { ...CONTACTS, hours: 'Mon–Fri 9–18' } });
    await updateSupportContacts({ ...CONTACTS, hours: 'Mon–Fri 9–18' });
    await peekSupportContacts('https://c.example');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
