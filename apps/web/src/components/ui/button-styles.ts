/** UI-BUTTON: nine colours, solid or outline, medium or small. Pure class builder shared by Button and ButtonLink. */
export const BUTTON_COLORS = [
  'primary',
  'secondary',
  'rg-blue',
  'blue',
  'copper',
  'yellow',
  'green',
  'red',
  'white',
] as const;
export type ButtonColor = (typeof BUTTON_COLORS)[number];
export type ButtonVariant = 'solid' | 'outline';
export type ButtonSize = 'medium' | 'small';

// Literal class names so Tailwind sees every one of them.
const SOLID: Record<ButtonColor, string> = {
  primary: 'bg-primary text-white border-primary hover:bg-primary-hover',
  secondary: 'bg-secondary text-white border-secondary hover:brightness-90',
  'rg-blue': 'bg-rg-blue text-white border-rg-blue hover:brightness-90',
  blue: 'bg-blue text-white border-blue hover:brightness-90',
  copper: 'bg-copper text-white border-copper hover:brightness-90',
  yellow: 'bg-yellow text-ink border-yellow hover:brightness-95',
  green: 'bg-green text-white border-green hover:brightness-90',
  red: 'bg-red text-white border-red hover:brightness-90',
  white: 'bg-white text-primary border-white hover:bg-ice',
};
const OUTLINE: Record<ButtonColor, string> = {
  primary: 'text-primary border-primary hover:bg-primary hover:text-white',
  secondary: 'text-secondary border-secondary hover:bg-secondary hover:text-white',
  'rg-blue': 'text-rg-blue border-rg-blue hover:bg-rg-blue hover:text-white',
  blue: 'text-blue border-blue hover:bg-blue hover:text-white',
  copper: 'text-copper border-copper hover:bg-copper hover:text-white',
  yellow: 'text-ink border-yellow hover:bg-yellow',
  green: 'text-green border-green hover:bg-green hover:text-white',
  red: 'text-red border-red hover:bg-red hover:text-white',
  white: 'text-white border-white hover:bg-white hover:text-primary',
};
const SIZES: Record<ButtonSize, string> = {
  medium: 'min-h-12 px-6 text-base gap-2.5',
  small: 'min-h-9 px-4 text-sm gap-2',
};

export function buttonClasses({
  color = 'primary',
  variant = 'solid',
  size = 'medium',
}: { color?: ButtonColor; variant?: ButtonVariant; size?: ButtonSize } = {}): string {
  return [
    'relative inline-flex items-center justify-center rounded-full border-2 font-semibold tracking-[0.01em] no-underline transition-colors duration-150',
    'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed',
    variant === 'solid' ? SOLID[color] : `bg-transparent ${OUTLINE[color]}`,
    SIZES[size],
  ].join(' ');
}
