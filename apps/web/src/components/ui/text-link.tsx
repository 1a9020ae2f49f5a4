import { Link, type LinkProps } from 'react-router';
import { cn } from '../../lib/cn';

/** An inline text link in the accent colour, underlined on hover. */
export function TextLink({ className, ...props }: LinkProps) {
  return <Link className={cn('rounded-[2px] font-semibold text-terracotta-700 underline-offset-4 hover:underline', className)} {...props} />;
}
