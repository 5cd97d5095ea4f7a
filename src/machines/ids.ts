/** systemIds of the long-lived actors in the root system: views and machines find them by these. */
export const systemIds = {
  root: 'root',
  theme: 'theme',
  guest: 'guest',
  currency: 'currency',
  persistence: 'persistence',
  session: 'session',
  chatbot: 'chatbot',
  oauth: 'oauth',
  marketSocket: 'sockets.market',
  funds: 'funds',
  fundSocket: 'sockets.fund',
  orderTicket: 'orderTicket',
  orderStream: 'sockets.order',
  positionStream: 'sockets.position',
  notifications: 'notifications',
  positions: 'positions',
  stepUp: 'stepUp',
  emailChange: 'emailChange',
  demoExchange: 'demoExchange',
  newVersion: 'newVersion',
  firstSteps: 'firstSteps',
} as const;

export type SystemId = (typeof systemIds)[keyof typeof systemIds];
