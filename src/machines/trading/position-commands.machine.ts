import { assign, setup } from 'xstate';
import { apiErrorMessage } from '../../domain/errors/api-error-message.ts';
import { errorTo } from '../invoke-outcomes.ts';
import type { MachineTypes } from '../machine-types.ts';
import { providedRequest } from '../not-provided.ts';

/** One change to the trader's positions, sent to the server. */
export type PositionCommand =
  | { readonly kind: 'close'; readonly symbol: string; readonly size?: number }
  | { readonly kind: 'closeAll'; readonly symbols: readonly string[] }
  | {
      readonly kind: 'stops';
      readonly symbol: string;
      readonly stopLoss: number | null;
      readonly takeProfit: number | null;
    };

export interface PositionCommandsContext {
  readonly userId: string;
  /** The command being sent, or waiting for the close-all confirmation. */
  readonly command: PositionCommand | null;
  /** What the last command did, in words. */
  readonly notice: string | null;
  readonly error: string | null;
}

export type PositionCommandsEvent =
  | { type: 'positions.close'; symbol: string; size?: number }
  | { type: 'positions.closeAll'; symbols: readonly string[] }
  | { type: 'positions.confirm' }
  | { type: 'positions.cancel' }
  | {
      type: 'positions.editStops';
      symbol: string;
      stopLoss: number | null;
      takeProfit: number | null;
    };

const commandOf = (event: PositionCommandsEvent): PositionCommand | null => {
  switch (event.type) {
    case 'positions.close':
      return event.size === undefined
        ? { kind: 'close', symbol: event.symbol }
        : { kind: 'close', symbol: event.symbol, size: event.size };
    case 'positions.closeAll':
      return { kind: 'closeAll', symbols: event.symbols };
    case 'positions.editStops':
      return {
        kind: 'stops',
        symbol: event.symbol,
        stopLoss: event.stopLoss,
        takeProfit: event.takeProfit,
      };
    default:
      return null;
  }
};

const done: Record<PositionCommand['kind'], string> = {
  close: 'Close order sent.',
  closeAll: 'Every position was sent to close.',
  stops: 'Stop-loss and take-profit saved.',
};

/**
 * The /positions page's changes: close or partly close one position, close all of them behind one
 * confirmation, edit a position's stop-loss and take-profit. One command at a time; the server's
 * words show when it refuses. The rows themselves come from the position stream.
 */
export const positionCommandsMachine = setup({
  types: {} as MachineTypes<PositionCommandsContext, PositionCommandsEvent, { userId: string }>,
  actors: {
    sendCommand: providedRequest<void, { userId: string; command: PositionCommand }>(
      'positionCommands.sendCommand',
    ),
  },
  guards: {
    hasPositions: ({ event }) => event.type === 'positions.closeAll' && event.symbols.length > 0,
  },
  actions: {
    takeCommand: assign(({ event }) => ({ command: commandOf(event), notice: null, error: null })),
    succeed: assign(({ context }) => ({
      notice: context.command === null ? null : done[context.command.kind],
      command: null,
    })),
    fail: assign((_, params: { error: unknown }) => ({
      error: apiErrorMessage(params.error),
      command: null,
    })),
    dropCommand: assign({ command: null }),
  },
}).createMachine({
  id: 'positionCommands',
  description:
    'Changes to the positions: close, partial close, SL/TP edit, and close-all behind one confirmation; one at a time, refusals in the server’s words.',
  context: ({ input }) => ({ userId: input.userId, command: null, notice: null, error: null }),
  initial: 'ready',
  states: {
    ready: {
      description: 'Nothing is being sent.',
      on: {
        'positions.close': { target: 'sending', actions: 'takeCommand' },
        'positions.editStops': { target: 'sending', actions: 'takeCommand' },
        'positions.closeAll': {
          guard: 'hasPositions',
          target: 'confirmingCloseAll',
          actions: 'takeCommand',
        },
      },
    },
    confirmingCloseAll: {
      description: 'Close every position? The trader confirms once or cancels.',
      on: {
        'positions.confirm': { target: 'sending' },
        'positions.cancel': { target: 'ready', actions: 'dropCommand' },
      },
    },
    sending: {
      description: 'The command is on its way; other changes wait.',
      invoke: {
        id: 'sendCommand',
        src: 'sendCommand',
        input: ({ context }) => ({
          userId: context.userId,
          command: context.command ?? { kind: 'closeAll', symbols: [] },
        }),
        onDone: { target: 'ready', actions: 'succeed' },
        onError: errorTo('ready', 'fail'),
      },
    },
  },
});
