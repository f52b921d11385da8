import { act, render, screen } from '@testing-library/react';
import { AppProviders, setLanguage } from 'shared-ui';
import { MaintenanceGate } from '../maintenance/maintenance-gate';
import { maintenanceStore } from '../maintenance/maintenance-watch';
import {
  contactLine,
  loadSupportContact,
  supportContactStore,
} from '../maintenance/support-contact';

const CONTACTS = {
  email: 'help@example.com',
  telegram: '@help_desk',
  phone: '',
  hours: 'Mon–Fri 9:00–18:00 UTC',
};

let answer: () => Promise<unknown>;
globalThis.fetch = jest.fn(() => answer()) as unknown as typeof fetch;

beforeEach(() => {
  setLanguage('en');
  supportContactStore.setState({ contact: null });
  maintenanceStore.setState({ down: true });
});

it('joins the set contacts, hours last, and is null when none is set', () => {
  expect(contactLine(CONTACTS)).toBe('help@example.com, @help_desk (Mon–Fri 9:00–18:00 UTC)');
  expect(contactLine({ email: '', telegram: '', phone: '', hours: 'any' })).toBeNull();
});

it('the maintenance page shows the settings contact once read, and keeps it when the API goes', async () => {
  render(
    <AppProviders>
      <MaintenanceGate contact="ops@deploy.example">
        <p>the app</p>
      </MaintenanceGate>
    </AppProviders>,
  );
  expect(screen.getByTestId('maintenance-page')).toHaveTextContent('ops@deploy.example');

  answer = async () => ({ ok: true, json: async () => CONTACTS });
  await act(() => loadSupportContact(''));
  expect(screen.getByTestId('maintenance-page')).toHaveTextContent('help@example.com, @help_desk');
  expect(screen.getByTestId('maintenance-page')).not.toHaveTextContent('ops@deploy.example');

  // A later read (past the minute that readers share one answer) fails: the contact stays.
  const later = jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 61_000);
  const fetched = (globalThis.fetch as jest.Mock).mock.calls.length;
  answer = () => Promise.reject(new TypeError('Failed to fetch'));
  await act(() => loadSupportContact(''));
  expect((globalThis.fetch as jest.Mock).mock.calls.length).toBe(fetched + 1);
  expect(screen.getByTestId('maintenance-page')).toHaveTextContent('help@example.com');
  later.mockRestore();
});
