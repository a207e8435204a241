import { LITE_CSS, LITE_SHEET_ID } from '@mall/shared/ui/lite/styles';

/**
 * The frame around a domain's first view (see catalog/first-view.ts): the light kit's sheet (the
 * same id, so the app does not add it twice), a few layout rules, and room for the header the
 * shell renders, all inside #root, which the app's first render replaces.
 */
const FRAME_CSS =
  '.first-view{min-height:100vh}.fv-head{height:146px;background:#fff;border-bottom:1px solid #eee}' +
  '.fv-head::before{content:"";display:block;height:32px;background:#fafafa;border-bottom:1px solid #f0f0f0}' +
  '.fv-body{max-width:1200px;margin:0 auto;padding:16px 16px 32px}' +
  '.fv-row{display:flex;flex-wrap:wrap;gap:24px 32px}.fv-row>*{flex:1 1 100%;min-width:0}' +
  '@media (min-width:768px){.fv-gallery{flex:0 0 calc(41.667% - 16px)}.fv-info{flex:1 1 0}' +
  '.fv-home .fv-menu{flex:0 0 calc(25% - 24px)}.fv-home .fv-banner{flex:0 0 calc(54.167% - 16px)}}' +
  '@media (max-width:768px){.fv-head{height:190px}}';

export function withFirstView(html: string, body: string): string {
  const css = `<style id="${LITE_SHEET_ID}">${LITE_CSS}</style><style>${FRAME_CSS}</style>`;
  const view = `<div class="first-view"><div class="fv-head"></div><div class="fv-body">${body}</div></div>`;
  return html.replace(/<\/head>/i, `${css}</head>`).replace(/<div id="root"><\/div>/, `<div id="root">${view}</div>`);
}
