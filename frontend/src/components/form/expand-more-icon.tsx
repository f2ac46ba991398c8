import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

// The Material "expand more" chevron, drawn here because @mui/icons-material is not a dependency and one
// path does not justify adding it.
export function ExpandMoreIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z" />
    </SvgIcon>
  );
}
