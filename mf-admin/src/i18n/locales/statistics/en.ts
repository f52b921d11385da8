/** The statistics screen's strings (reference locale), merged into en.ts. */
export const statisticsEn = {
  statistics: {
    loadFailed: 'The statistics could not be loaded',
    period: 'Period',
    from: 'From',
    to: 'To',
    presets: {
      day: 'Day',
      week: 'Week',
      month: 'Month',
      year: 'Year',
    },
    totals: {
      newPartners: 'New partners',
      activePartners: 'Active partners',
      packagesSold: 'Packages sold',
      packagesAmount: 'Packages sold, amount',
      deposits: 'Deposits',
      withdrawals: 'Withdrawals',
    },
    bonusesTitle: 'Bonuses paid',
    bonuses: {
      'daily-bonus': 'Daily bonus',
      'partner-purchase-bonus': 'Partner purchase bonus',
      'binary-bonus': 'Binary bonus',
      'career-bonus': 'Career bonus',
    },
    charts: {
      newPartners: 'New partners per day',
      packagesSold: 'Packages sold per day',
      money: 'Packages, deposits and withdrawals per day, GTC',
      bonuses: 'Bonuses per day, GTC',
    },
  },
} as const;
