import { Button } from './Button.tsx';

/** A confirmation's two answers: the action (`yes`) and "Keep them". */
export function KeepOrGo({
  yes,
  onYes,
  onKeep,
}: {
  yes: string;
  onYes: () => void;
  onKeep: () => void;
}) {
  return (
    <>
      <Button kind="primary" onClick={onYes}>
        {yes}
      </Button>
      <Button kind="secondary" onClick={onKeep}>
        Keep them
      </Button>
    </>
  );
}
