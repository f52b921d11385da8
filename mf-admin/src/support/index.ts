// The support desk (issue 13 item 3): the tickets queue and one ticket's thread.
export { SupportTicketList } from './support-ticket-list';
export { SupportTicketShow } from './support-ticket-show';
export { SupportContactsScreen } from './support-contacts-screen';
