// What the money screens share: amounts, percentages, statuses, filters, idempotent sending.
export * from './basis-points';
export * from './form-rules';
export * from './hash-text';
export * from './kind-tag';
export * from './list-spec';
export * from './money-filters';
export * from './money-input';
export * from './money-text';
export * from './partner-link';
export * from './status-tag';
export * from './reason-field';
export * from './decision-form';
export * from './decision-panels';
export * from './transaction-link';
