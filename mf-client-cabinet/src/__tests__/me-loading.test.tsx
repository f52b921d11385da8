import { screen } from '@testing-library/react';
import { commonLocales, findTitle, mockApi, type MockReply } from 'shared-ui/testing';
import { cabinetLocales } from '../i18n/all-languages';
import { partnerFixture } from '../testing/fixtures';
import { renderCabinet } from '../testing/render-cabinet';

const en = cabinetLocales.en;

it('a failed /me shows the error, and retry loads the cabinet', async () => {
  const replies: MockReply[] = [
    { status: 500, data: { error: { code: 'INTERNAL', message: 'boom' } } },
    { data: partnerFixture() },
  ];
  const api = mockApi({ 'GET /api/client/me': () => replies.shift()! });
  const { user, navigate } = renderCabinet();

  expect(await screen.findByText(en.me.loadFailed)).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(commonLocales.en.errors.INTERNAL);
  // A server error is not a session end: the partner stays signed in.
  expect(localStorage.getItem('clientToken')).toBe('client-token');
  expect(navigate).not.toHaveBeenCalled();

  await user.click(screen.getByRole('button', { name: commonLocales.en.actions.retry }));
  expect(await findTitle(en.routes.dashboard.title)).toBeInTheDocument();
  expect(screen.queryByText(en.me.loadFailed)).toBeNull();
  expect(api.requestsTo('GET /api/client/me')).toHaveLength(2);
});

it('a network failure shows the network error text', async () => {
  mockApi({
    'GET /api/client/me': () => {
      throw new Error('Network Error');
    },
  });
  renderCabinet();
  expect(await screen.findByText(en.me.loadFailed)).toBeInTheDocument();
  expect(screen.getByRole('alert')).toBeInTheDocument();
});
