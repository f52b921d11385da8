/** The packages screens' strings (reference locale), merged into en.ts. */
export const packagesEn = {
  packages: {
    create: 'New package',
    empty: 'No packages yet',
    loadFailed: 'The packages could not be loaded',
    searchPlaceholder: 'Search by name',
    saved: 'Package saved',
    deleted: 'Package deleted',
    soldCannotDelete:
      'This package has been sold, so it cannot be deleted. Make it inactive to stop its sales.',
    dailyIncomeHint: 'Percent of the price paid each day, e.g. 0.45',
    periodText: '{{period}} + {{additional}} days',
    statuses: {
      active: 'Active',
      inactive: 'Inactive',
    },
    columns: {
      id: 'ID',
      name: 'Name',
      price: 'Price',
      dailyIncome: 'Daily income',
      period: 'Period of work',
      periodDays: 'Period of work, days',
      additionalDays: 'Additional days',
      linearLevels: 'Linear levels',
      binaryDailyLimit: 'Binary daily limit',
      totalIncome: 'Total income',
      status: 'Status',
      soldCount: 'Sold',
      actions: 'Actions',
    },
  },
} as const;
