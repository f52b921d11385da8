// The statistics screen: a period's totals and daily charts.
export { StatisticsScreen } from './statistics-screen';
