/**
 * The dashboard's public entry. The dashboard sits on top: it reads the purchasing and people
 * modules and no module imports it (only the time-entries test that checks both count hours alike).
 */
export { pendingMinutesOf, plannedMinutes, workedMinutesOf } from './logic';
export { invoicesToAct, ordersToReceive } from './logic';
