export type SpinnerSize = 'sm' | 'md' | 'lg' | 'xl';

const SIZES: Record<SpinnerSize, string> = {
  sm: 'size-4 border-2',
  md: 'size-6 border-2',
  lg: 'size-10 border-[3px]',
  xl: 'size-16 border-4',
};

/** UI-SPINNER: spinner sizes sm, md, lg, xl. Announced once through its label unless decorative. */
export function Spinner({
  size = 'md',
  label,
  className = '',
}: {
  size?: SpinnerSize;
  label?: string;
  className?: string;
}) {
  return (
    <span role={label ? 'status' : undefined} className={`inline-flex items-center ${className}`} data-size={size}>
      <span
        aria-hidden="true"
        className={`${SIZES[size]} inline-block animate-spin rounded-full border-current border-r-transparent motion-reduce:animate-[spin_1.5s_linear_infinite]`}
      />
      {label && <span className="sr-only">{label}</span>}
    </span>
  );
}
