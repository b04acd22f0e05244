// An on/off switch (radix-ui): a ≥ 44 px tap target around a pill, labelled by the caller.
import { Switch as SwitchPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from './cn';

export type SwitchProps = ComponentProps<typeof SwitchPrimitive.Root>;

export function Switch({ className, ...props }: SwitchProps) {
  return (
    <SwitchPrimitive.Root
      className={cn(
        'group relative inline-flex h-11 w-16 shrink-0 cursor-pointer items-center justify-center',
        'rounded-full disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    >
      <span
        aria-hidden="true"
        className={cn(
          'absolute inset-x-1 inset-y-2 rounded-full border border-line bg-surface-raised transition-colors',
          'group-data-[state=checked]:border-transparent group-data-[state=checked]:bg-linear-to-r',
          'group-data-[state=checked]:from-primary group-data-[state=checked]:to-violet',
        )}
      />
      <SwitchPrimitive.Thumb
        className={cn(
          'relative block size-5 -translate-x-[0.7rem] rounded-full bg-fg-muted shadow transition-transform',
          'data-[state=checked]:translate-x-[0.7rem] data-[state=checked]:bg-white',
        )}
      />
    </SwitchPrimitive.Root>
  );
}
