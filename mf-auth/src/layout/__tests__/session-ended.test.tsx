import { act, screen } from '@testing-library/react';
import { clearAllStorage, saveClientToken } from 'shared-api/public';
import { setLanguage } from 'shared-ui/public';
import { commonLocales } from 'shared-ui/testing';
import { renderAuth } from '../../testing/render-auth';

beforeEach(() => setLanguage('en'));

it('says the session ended when a signed-in call was refused with 401', () => {
  clearAllStorage('/login', true);
  renderAuth('/login');
  expect(screen.getByTestId('session-ended')).toHaveTextContent(
    commonLocales.en.errors.UNAUTHENTICATED,
  );
  // Signing in again clears it.
  act(() => saveClientToken('again'));
  expect(screen.queryByTestId('session-ended')).toBeNull();
});

it('says nothing after an ordinary logout or on a first visit', () => {
  clearAllStorage('/login');
  renderAuth('/admin');
  expect(screen.queryByTestId('session-ended')).toBeNull();
});

it('is translated', () => {
  clearAllStorage('/login', true);
  setLanguage('de');
  renderAuth('/login');
  expect(screen.getByTestId('session-ended')).toHaveTextContent(
    commonLocales.de.errors.UNAUTHENTICATED,
  );
});
