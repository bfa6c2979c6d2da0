import { registerEmbed } from '@cle/ui/embed-loader';

registerEmbed('mfe-library', () => import('./exposes/embed'));
