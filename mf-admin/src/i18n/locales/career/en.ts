/** The career statuses screen's strings (reference locale), merged into en.ts. */
export const careerEn = {
  career: {
    tabs: {
      packages: 'Packages',
      statuses: 'Career statuses',
    },
    subtitle: 'Thresholds in GTC of lifetime package payments, counted to 5 lines',
    empty: 'No career statuses',
    loadFailed: 'The career statuses could not be loaded',
    saved: 'Career status saved',
    editOf: 'Edit {{name}}',
    columns: {
      rank: 'Rank',
      name: 'Name',
      personal: 'Personal volume',
      firstLine: 'First-line volume',
      mainBranch: 'Main branch volume',
      secondary: 'Secondary branches',
      secondaryBranches: 'Secondary branches, count',
      secondaryThreshold: 'Each secondary branch',
      side: 'Side volume',
      reward: 'Reward',
      mentorReward: 'Mentor reward',
      actions: 'Actions',
    },
  },
} as const;
