import { registerEmbed } from '@cle/ui/embed-loader';

registerEmbed('mfe-credit', () => import('./exposes/embed'));
