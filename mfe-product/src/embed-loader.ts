import { registerEmbed } from '@cle/ui/embed-loader';

registerEmbed('mfe-product', () => import('./exposes/embed'));
