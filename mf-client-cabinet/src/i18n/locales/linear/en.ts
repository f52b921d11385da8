/** The linear strings of the 'cabinet' namespace (reference locale), merged into its en.ts. */
export const linearEn = {
  linear: {
    level: 'Level',
    levelN: 'Level {{level}}',
    reward: 'Reward',
    state: 'State',
    open: 'Open',
    locked: 'Locked',
    partners: 'Partners',
    volume: 'Purchases',
    bonus: 'Bonus',
    about: {
      rulesTitle: 'How the linear programme works',
      p1: 'When a partner of your structure buys or upgrades a package, you earn a share of the amount paid, by the line they are on: the reward table shows the share of each level.',
      p2: 'A level pays only when it is open for you. Your open levels are the highest number of linear levels among your active packages; without an active package no level is open.',
      p3: 'The share of a locked level is not paid and is not passed up. The bonus arrives on your GTC balance at the moment of the purchase.',
      tableTitle: 'Rewards by level',
      openLevels: 'Open levels: {{count}} of {{total}}',
      lockedHint: 'A package with more linear levels opens the locked ones.',
      openMore: 'Choose a package',
      loadFailed: 'The linear programme rules could not be loaded',
    },
    statistic: {
      total: 'Linear bonus in the period',
      hint: 'Per level: the partners on that line, their package purchases in the period and the bonus paid to you.',
      loadFailed: 'The linear statistics could not be loaded',
      chart: { title: 'Linear bonus in the period', bonus: 'Linear bonus' },
    },
    structure: { empty: 'No partners on line {{line}} yet' },
  },
} as const;
