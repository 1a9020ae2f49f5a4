import { Icon, type IconProps } from '../../../components/ui/icon';

/** Line icons used only on the landing page (same 24×24 grid and stroke as components/ui/icons). */
export const ChevronLeftIcon = (p: IconProps) => <Icon {...p}><path d="m15 6-6 6 6 6" /></Icon>;
export const ChevronRightIcon = (p: IconProps) => <Icon {...p}><path d="m9 6 6 6-6 6" /></Icon>;
export const PinIcon = (p: IconProps) => <Icon {...p}><path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z" /><circle cx="12" cy="10" r="2.3" /></Icon>;
export const CubeIcon = (p: IconProps) => <Icon {...p}><path d="m12 3 8 4.5v9L12 21l-8-4.5v-9z" /><path d="m4 7.5 8 4.5 8-4.5M12 12v9" /></Icon>;
export const CalculatorIcon = (p: IconProps) => <Icon {...p}><rect x="5" y="3" width="14" height="18" rx="2" /><path d="M8 7h8M8.5 11h.01M12 11h.01M15.5 11h.01M8.5 14.5h.01M12 14.5h.01M15.5 14.5h.01M8.5 18h.01M12 18h3.5" /></Icon>;
export const QuoteMarkIcon = (p: IconProps) => <Icon {...p}><path d="M10 7H6.5A1.5 1.5 0 0 0 5 8.5V12h4v1.5A3.5 3.5 0 0 1 5.5 17M19 7h-3.5A1.5 1.5 0 0 0 14 8.5V12h4v1.5a3.5 3.5 0 0 1-3.5 3.5" /></Icon>;
export const MailIcon = (p: IconProps) => <Icon {...p}><rect x="3.5" y="5.5" width="17" height="13" rx="1.5" /><path d="m4 7 8 6 8-6" /></Icon>;
export const PhoneIcon = (p: IconProps) => <Icon {...p}><path d="M6.5 3.5h3l1.5 4-2 1.5a11 11 0 0 0 6 6l1.5-2 4 1.5v3a2 2 0 0 1-2 2A16 16 0 0 1 4.5 5.5a2 2 0 0 1 2-2z" /></Icon>;
export const SoundOnIcon = (p: IconProps) => <Icon {...p}><path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" /><path d="M15.5 9a4.5 4.5 0 0 1 0 6M18 6.5a8 8 0 0 1 0 11" /></Icon>;
export const SoundOffIcon = (p: IconProps) => <Icon {...p}><path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" /><path d="m16 9.5 5 5M21 9.5l-5 5" /></Icon>;
export const ClockIcon = (p: IconProps) => <Icon {...p}><circle cx="12" cy="12" r="8.5" /><path d="M12 7.5V12l3 2" /></Icon>;
