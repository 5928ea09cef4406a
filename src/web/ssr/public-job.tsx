import { renderToStaticMarkup } from 'react-dom/server';
import type { PublicJobRenderer } from '../../shared/public-job-page';
import { PublicJobPage } from '../features/public-jobs/pages/public-job-page';

/**
 * The server-side renderer of the public job page (issue 19), built by `vite build
 * --ssr` into dist/web-ssr and loaded by the server: static HTML, no hydration.
 */
export const renderPublicJobPage: PublicJobRenderer = (state) =>
  renderToStaticMarkup(<PublicJobPage state={state} />);
