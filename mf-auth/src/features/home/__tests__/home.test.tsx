import { screen, within } from '@testing-library/react';
import { setLanguage } from 'shared-ui/public';
import { mockApi } from 'shared-ui/testing';
import { renderAuth } from '../../../testing/render-auth';

beforeEach(() => {
  setLanguage('en');
  mockApi({});
});

it('presents the platform and leads to signup and sign-in', async () => {
  const { user } = renderAuth('/');
  expect(
    screen.getByRole('heading', {
      level: 1,
      name: 'Invest, build your network and earn every day',
    }),
  ).toBeInTheDocument();
  expect(screen.getByText('Registration is by invitation only')).toBeInTheDocument();
  for (const title of ['Investment packages', 'Partner programme', 'Deposits and withdrawals']) {
    expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
  }
  expect(document.title).toBe('Invest, build your network and earn every day · Partner Platform');

  await user.click(screen.getByRole('link', { name: 'Sign in to the cabinet' }));
  expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
});

it('has the public layout: home link, menu, language, legal links', async () => {
  const { user } = renderAuth('/signup');
  const menu = screen.getByRole('navigation', { name: 'Main menu' });
  expect(within(menu).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  expect(within(menu).getByRole('link', { name: 'Create account' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const legal = screen.getByRole('navigation', { name: 'Legal information' });
  expect(within(legal).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
    'href',
    '/privacy-policy',
  );
  expect(within(legal).getByRole('link', { name: 'Public offer' })).toHaveAttribute(
    'href',
    '/public-offer',
  );
  expect(
    screen.getByText(`© ${new Date().getFullYear()} Partner Platform. All rights reserved.`),
  ).toBeInTheDocument();

  await user.click(screen.getByRole('link', { name: /^Partner Platform/ }));
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
    'Invest, build your network and earn every day',
  );
});

it('switches language from the header', async () => {
  const { user } = renderAuth('/');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Tiếng Việt');
  expect(
    await screen.findByRole('heading', {
      level: 1,
      name: 'Đầu tư, xây dựng mạng lưới và kiếm thu nhập mỗi ngày',
    }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Chính sách bảo mật' })).toBeInTheDocument();
  expect(document.cookie).toContain('lang=vt');
});
