/**
 * The `types` of a machine's `setup` in one line: the context it keeps, the events it takes and the
 * input it is created with. `types: {} as MachineTypes<Context, Event, Input>`.
 */
export interface MachineTypes<TContext, TEvent, TInput> {
  context: TContext;
  events: TEvent;
  input: TInput;
}
