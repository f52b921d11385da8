// The chain watcher's back-office (issue 16): the payments it saw with the decision queue, and its settings.
export { ChainTransferList } from './chain-transfer-list';
export { ChainSettingsScreen } from './chain-settings-screen';
