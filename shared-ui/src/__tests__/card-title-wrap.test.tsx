import { screen } from '@testing-library/react';
import { Card, Tag } from 'antd';
import { renderWithProviders } from '../testing';

it('lets a card title wrap beside its extra instead of cutting it with an ellipsis', async () => {
  renderWithProviders(
    <Card title="Двухфакторная аутентификация" extra={<Tag>Выключена</Tag>}>
      body
    </Card>,
  );
  const title = await screen.findByText('Двухфакторная аутентификация');
  expect(title).toHaveClass('ant-card-head-title');
  expect(title).toHaveStyle({ whiteSpace: 'normal' });
});
