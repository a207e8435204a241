import { useId, useState, type ReactNode } from 'react';
import { ensureLiteStyles } from '@mall/shared/ui/lite/styles';

/**
 * Content shown beside its trigger while the pointer is over it or keyboard focus is inside it
 * (the trigger's links, then the content's, are in the tab order); Escape hides it until focus
 * or the pointer leaves. The content is described by the trigger's group for assistive tech.
 */
export function Popover({ content, children }: { content: ReactNode; children: ReactNode; placement?: string }) {
  ensureLiteStyles();
  const id = useId();
  const [hover, setHover] = useState(false);
  const [focus, setFocus] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const open = (hover || focus) && !dismissed;
  const settle = (next: { hover?: boolean; focus?: boolean }) => {
    if (next.hover !== undefined) setHover(next.hover);
    if (next.focus !== undefined) setFocus(next.focus);
    if (next.hover === false || next.focus === false) setDismissed(false);
  };
  return (
    <span
      className="ml-pop"
      data-open={open || undefined}
      onMouseEnter={() => settle({ hover: true })}
      onMouseLeave={() => settle({ hover: false })}
      onFocus={() => setFocus(true)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node) && settle({ focus: false })}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          setDismissed(true);
        }
      }}
    >
      {children}
      <span className="ml-pop-body" id={id} role="group" hidden={!open}>
        {content}
      </span>
    </span>
  );
}
