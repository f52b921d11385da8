export { CopyTradingPage } from './copy-trading-page';
