import { Button } from '@/components/ui/button';

export type StoppablePress = { id: number; machine_number: string };
export type ControlSize = 'sm' | 'lg';

/** A press's Stop button: the Stop dialog's trigger, and drawn alone until the dialog's code has loaded. lg: the press view. */
export function StopButton({ press, size = 'sm', ...props }: React.ComponentProps<typeof Button> & { press: StoppablePress; size?: ControlSize }) {
  return (
    <Button size={size} variant="outline" className={size === 'lg' ? 'h-14 min-w-40 border-red-300 px-8 text-lg text-red-800 hover:bg-red-50' : undefined} aria-label={`Stop ${press.machine_number}`} {...props}>
      Stop
    </Button>
  );
}
