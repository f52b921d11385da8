import { Counter } from 'prom-client';
import { metricsRegistry } from '../../metrics/registry';

/** Support desk traffic: tickets opened, and messages by author (internal notes apart). */
export const supportTicketsOpened = new Counter({
  name: 'support_tickets_opened_total',
  help: 'Support tickets opened by partners',
  registers: [metricsRegistry],
});

export const supportMessages = new Counter({
  name: 'support_messages_total',
  help: 'Support messages written, by author (partner, admin, note)',
  labelNames: ['author'] as const,
  registers: [metricsRegistry],
});
