import { registerEmbed } from '@cle/ui/embed-loader';

registerEmbed('mfe-commerce', () => import('./exposes/embed'));
