import { z } from 'zod';
import { IMAGE_WIDTHS } from '../images';
import type { Contract } from './common';

/**
 * The resized-picture endpoint (`images` API module): a stored picture (seed picture or public
 * upload, keyed as under /res/) at one of IMAGE_WIDTHS, AVIF/WebP/JPEG by the Accept header. The
 * answer is the picture itself; a width outside the set is HTTP 400 (A00014 with `{widths}`), a
 * missing picture HTTP 404 (A00013). `Picture` in the light kit writes these URLs.
 */
export const imagesContract = {
  resized: {
    method: 'GET',
    url: '/img/:width/*',
    params: z.object({
      width: z.string().describe(`one of ${IMAGE_WIDTHS.join(', ')}`),
      '*': z.string().describe('the picture key, as under /res/'),
    }),
    data: { file: 'image/*' },
  },
} as const satisfies Contract;
