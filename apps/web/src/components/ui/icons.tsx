import { Icon, type IconProps } from './icon';

/** Small line icons drawn for this site (24×24 grid, 1.75 stroke). All are decorative: label the control instead. */
export const MenuIcon = (p: IconProps) => <Icon {...p}><path d="M4 7h16M4 12h16M4 17h10" /></Icon>;
export const CloseIcon = (p: IconProps) => <Icon {...p}><path d="M6 6l12 12M18 6 6 18" /></Icon>;
export const ChevronDownIcon = (p: IconProps) => <Icon {...p}><path d="m6 9 6 6 6-6" /></Icon>;
export const ArrowRightIcon = (p: IconProps) => <Icon {...p}><path d="M5 12h14M13 6l6 6-6 6" /></Icon>;
export const ArrowLeftIcon = (p: IconProps) => <Icon {...p}><path d="M19 12H5M11 6l-6 6 6 6" /></Icon>;
export const CheckIcon = (p: IconProps) => <Icon {...p}><path d="m5 12.5 4.5 4.5L19 7.5" /></Icon>;
export const AlertIcon = (p: IconProps) => <Icon {...p}><circle cx="12" cy="12" r="9" /><path d="M12 7.5v5.5M12 16.5v.01" /></Icon>;
export const BagIcon = (p: IconProps) => <Icon {...p}><path d="M5.5 8h13l-1 12.5h-11z" /><path d="M9 10.5V7a3 3 0 0 1 6 0v3.5" /></Icon>;
export const UserIcon = (p: IconProps) => <Icon {...p}><circle cx="12" cy="8" r="4" /><path d="M4.5 20.5c1.4-3.6 4.3-5.5 7.5-5.5s6.1 1.9 7.5 5.5" /></Icon>;
export const HomeIcon = (p: IconProps) => <Icon {...p}><path d="M4 11 12 4l8 7v9h-5.5v-6h-5v6H4z" /></Icon>;
export const GridIcon = (p: IconProps) => <Icon {...p}><rect x="4" y="4" width="7" height="7" rx="1" /><rect x="13" y="4" width="7" height="7" rx="1" /><rect x="4" y="13" width="7" height="7" rx="1" /><rect x="13" y="13" width="7" height="7" rx="1" /></Icon>;
export const UsersIcon = (p: IconProps) => <Icon {...p}><circle cx="9" cy="8.5" r="3.5" /><path d="M2.5 20c1-3.2 3.6-5 6.5-5s5.5 1.8 6.5 5" /><path d="M15.5 5.2a3.5 3.5 0 0 1 0 6.6M18 15.3c1.6.7 2.8 2.3 3.5 4.7" /></Icon>;
export const ReceiptIcon = (p: IconProps) => <Icon {...p}><path d="M6 3h12v18l-3-2-3 2-3-2-3 2z" /><path d="M9 8h6M9 12h6" /></Icon>;
export const PackageIcon = (p: IconProps) => <Icon {...p}><path d="m4 7.5 8-4 8 4v9l-8 4-8-4z" /><path d="m4 7.5 8 4 8-4M12 11.5v9" /></Icon>;
export const CalendarIcon = (p: IconProps) => <Icon {...p}><rect x="3.5" y="5" width="17" height="15.5" rx="1.5" /><path d="M3.5 10h17M8 3v4M16 3v4" /></Icon>;
export const SignOutIcon = (p: IconProps) => <Icon {...p}><path d="M14 4h5v16h-5" /><path d="m10 8-4 4 4 4M6 12h10" /></Icon>;
export const SparkIcon = (p: IconProps) => <Icon {...p}><path d="M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5 18 18M18 6l-2.5 2.5M8.5 15.5 6 18" /></Icon>;
export const FacebookIcon = (p: IconProps) => <Icon {...p}><path d="M14.5 8.5H17V5h-2.5A3.5 3.5 0 0 0 11 8.5V11H8.5v3.5H11V21h3.5v-6.5H17l.5-3.5h-3z" /></Icon>;
export const XLogoIcon = (p: IconProps) => <Icon {...p}><path d="M4.5 4h4l11 16h-4z" /><path d="M19.5 4 13.4 11M10.6 13 4.5 20" /></Icon>;
export const InstagramIcon = (p: IconProps) => <Icon {...p}><rect x="3.5" y="3.5" width="17" height="17" rx="5" /><circle cx="12" cy="12" r="4" /><path d="M17.2 6.8v.01" /></Icon>;
export const SearchIcon = (p: IconProps) => <Icon {...p}><circle cx="11" cy="11" r="6.5" /><path d="m16 16 4.5 4.5" /></Icon>;
export const PlusIcon = (p: IconProps) => <Icon {...p}><path d="M12 5v14M5 12h14" /></Icon>;
