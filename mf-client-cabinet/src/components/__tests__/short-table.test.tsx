import { render, screen, within } from '@testing-library/react';
import { onPhoneScreen } from 'shared-ui/testing';
import type { CardColumns } from '../card-columns';
import { ShortTable } from '../short-table';

interface Row {
  id: string;
  title: string;
  amount: number;
}

const columns: CardColumns<Row> = [
  { key: 'title', title: 'Title', dataIndex: 'title', card: 'title' },
  {
    key: 'amount',
    title: 'Amount',
    align: 'right',
    card: 'amount',
    render: (_, row) => `${row.amount.toFixed(2)} GTC`,
  },
];
const rows: Row[] = [
  { id: 'a', title: 'Deposit', amount: 10 },
  { id: 'b', title: 'Transfer', amount: 2.5 },
];

describe('on a desktop', () => {
  it('is a table: a header of the column titles, then a row per record', () => {
    render(<ShortTable<Row> rowKey="id" columns={columns} dataSource={rows} />);
    const [header, ...body] = screen.getAllByRole('row');
    expect(
      within(header!)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Title', 'Amount']);
    expect(
      body.map((tr) =>
        within(tr)
          .getAllByRole('cell')
          .map((td) => td.textContent),
      ),
    ).toEqual([
      ['Deposit', '10.00 GTC'],
      ['Transfer', '2.50 GTC'],
    ]);
    expect(within(body[0]!).getByText('10.00 GTC')).toHaveStyle({ textAlign: 'right' });
  });

  it('says it is empty in the table when there are no rows', () => {
    render(<ShortTable<Row> rowKey="id" columns={columns} dataSource={[]} empty="Nothing yet" />);
    expect(within(screen.getByRole('table')).getByText('Nothing yet')).toBeInTheDocument();
  });
});

describe('on a phone', () => {
  onPhoneScreen();

  it('shows each record as a card, as ResponsiveTable does', () => {
    render(<ShortTable<Row> rowKey="id" columns={columns} dataSource={rows} testId="list" />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByTestId('list')).getAllByRole('listitem');
    expect(cards.map((li) => li.textContent)).toEqual(['Deposit10.00 GTC', 'Transfer2.50 GTC']);
  });

  it('says it is empty when there are no rows', () => {
    render(<ShortTable<Row> rowKey="id" columns={columns} dataSource={[]} empty="Nothing yet" />);
    expect(screen.getByText('Nothing yet')).toBeInTheDocument();
  });

  it('keeps the table when told to', () => {
    render(
      <ShortTable<Row> rowKey="id" columns={columns} dataSource={rows} cardsOnPhone={false} />,
    );
    expect(screen.getAllByRole('row')).toHaveLength(3);
  });
});
