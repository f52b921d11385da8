/** The dashboard strings of the 'cabinet' namespace (reference locale), merged into its en.ts. */
export const dashboardEn = {
  period: {
    label: 'Period',
    day: 'Day',
    week: 'Week',
    month: 'Month',
    year: 'Year',
    all: 'All time',
  },
  income: {
    title: 'Income by bonus type',
    total: 'Total income',
    loadFailed: 'The income statistics could not be loaded',
  },
  packageStats: {
    title: 'Package statistics',
    active: 'Active packages',
    finished: 'Finished packages',
    invested: 'Invested',
    earned: 'Earned',
  },
  networkStatuses: {
    title: 'Partner statuses by line',
    line: 'Line',
    total: 'Partners',
    active: 'Active',
    careerStatuses: 'Career statuses',
    loadFailed: 'The partner statuses could not be loaded',
  },
} as const;
