import { createContext, useContext } from 'react';
import type { ConnectionStatus } from '../../../machines/sockets/connection-status.ts';

/**
 * The market connection status for every live value below: read once per page and handed down,
 * so hundreds of price cells do not each subscribe to the socket actor.
 */
export const ConnectionStatusContext = createContext<ConnectionStatus>('idle');

export const useLiveStatus = (): ConnectionStatus => useContext(ConnectionStatusContext);
