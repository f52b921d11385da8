import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { AppFrame } from '../layout/app-frame';
import { Page } from '../layout/page';
import { findTitle, renderRemote } from '../testing';
import { commonLocales } from '../testing/locales';

function Frame() {
  return (
    <Routes>
      <Route
        path="/"
        element={
          <AppFrame
            brand={{ mark: 'T', name: 'Test app' }}
            nav={{ groups: [], locate: () => undefined }}
            account={() => <span>account</span>}
            onLogout={() => Promise.resolve()}
          />
        }
      >
        <Route index element={<Page title="Start page">body</Page>} />
      </Route>
    </Routes>
  );
}

describe('the skip link of <AppFrame>', () => {
  it('is the first stop of the keyboard and moves focus to the screen, translated', async () => {
    const { user } = renderRemote(Frame, { prefix: '/app', language: 'de' });
    expect(await findTitle('Start page')).toBeInTheDocument();

    await user.tab();
    const link = screen.getByRole('link', { name: commonLocales.de.layout.skipToContent });
    expect(link).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(screen.getByRole('main')).toHaveTextContent('Start page');
  });
});
