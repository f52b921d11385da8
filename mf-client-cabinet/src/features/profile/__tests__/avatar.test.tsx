import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AVATAR_MAX_BYTES } from 'shared-api';
import { commonLocales, apiError, findTitle, mockApi, type MockHandler } from 'shared-ui/testing';
import { cabinetLocales } from '../../../i18n/all-languages';
import { partnerFixture, profileFixture } from '../../../testing/fixtures';
import { renderCabinet } from '../../../testing/render-cabinet';

const en = cabinetLocales.en;
const v = commonLocales.en.validation;
const UPLOAD = 'POST /api/client/profile/avatar';

async function renderAvatar(upload: MockHandler = { data: { avatarUrl: '/files/new.png' } }) {
  const api = mockApi({
    'GET /api/client/me': { data: partnerFixture() },
    'GET /api/client/profile': { data: profileFixture() },
    [UPLOAD]: upload,
  });
  const view = renderCabinet('/client/profile');
  await findTitle(en.routes.profile.title);
  await screen.findByText(en.profile.avatar.upload);
  return { ...view, api };
}

/** Chooses a file in the hidden input (user-event would drop a type outside `accept`). */
function choose(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [file] } });
}

const png = (bytes = 1024) => new File([new Uint8Array(bytes)], 'me.png', { type: 'image/png' });

it('accepts only the contract types and says the size limit', async () => {
  await renderAvatar();
  expect(document.querySelector('input[type="file"]')).toHaveAttribute(
    'accept',
    'image/png,image/jpeg,image/webp',
  );
  expect(screen.getByText('PNG, JPEG or WebP, up to 2 MB')).toBeInTheDocument();
});

it('uploads a photo, says "Photo uploaded" and shows it in the preview and the header', async () => {
  const { api } = await renderAvatar();
  choose(png());
  expect(await screen.findByText(en.profile.avatar.uploaded)).toBeInTheDocument();
  const sent = api.requestsTo(UPLOAD)[0]?.body;
  expect(sent).toBeInstanceOf(FormData);
  expect((sent as FormData).get('avatar')).toBeInstanceOf(File);
  await waitFor(() =>
    expect(screen.getByTestId('avatar-preview').querySelector('img')).toHaveAttribute(
      'src',
      '/files/new.png',
    ),
  );
  expect(screen.getByTestId('partner-avatar').querySelector('img')).toHaveAttribute(
    'src',
    '/files/new.png',
  );
  expect(screen.getByText(en.profile.avatar.change)).toBeInTheDocument();
});

it.each([
  [
    'a file that is not an image',
    new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }),
    v.fileType,
  ],
  ['an image type not accepted', new File(['GIF8'], 'a.gif', { type: 'image/gif' }), v.fileType],
  ['a file over the size limit', png(AVATAR_MAX_BYTES + 1), v.fileTooLarge],
])('refuses %s before any request', async (_what, file, message) => {
  const { api } = await renderAvatar();
  choose(file);
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(api.requestsTo(UPLOAD)).toHaveLength(0);
});

it.each([
  [415, 'fileType', v.fileType],
  [413, 'fileTooLarge', v.fileTooLarge],
])("shows the server's %i refusal translated", async (status, code, message) => {
  await renderAvatar(apiError(status, 'UPLOAD_REJECTED', { avatar: code }));
  choose(png());
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(screen.queryByText(en.profile.avatar.uploaded)).toBeNull();
  expect(screen.getByTestId('partner-avatar').querySelector('img')).toBeNull();
});

it('shows any other upload failure as its translated error', async () => {
  await renderAvatar(apiError(500, 'INTERNAL'));
  choose(png());
  expect(await screen.findByRole('alert')).toHaveTextContent(commonLocales.en.errors.INTERNAL);
});
