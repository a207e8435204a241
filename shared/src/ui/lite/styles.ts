/**
 * The light kit's style sheet: plain CSS, inserted once per document on first use (any remote may
 * render first, and a remote built later may bring rules an older shell does not have, so the kit
 * carries its own sheet; the id is versioned so a newer sheet is added beside an older one).
 * Colours come from the one token source (../tokens.ts), shared with antd's theme.
 */
import { COLOR, TOKEN_CSS } from '../tokens';

/**
 * The sheet's version: bump it whenever the CSS below changes. Module Federation shares this
 * module by it (not as a singleton, see sharedConfig in ../../federation): a part takes the copy
 * already on the page when its version is the same major, else it loads its own. One copy of the
 * sheet's code per page (4 kB gzip that every part carried), and a newer sheet still arrives.
 */
export const LITE_SHEET_VERSION = 9;
const SHEET_ID = `mall-lite-v${LITE_SHEET_VERSION}`;

/**
 * The grid's columns: `ml-col-<breakpoint>-<span>` for every breakpoint and span (24 columns). They
 * are in the sheet itself, not added when a column first renders, so a page rendered on the server
 * has its desktop layout before any script runs (no shift when the page comes alive).
 */
export const GRID_BREAKPOINTS = [
  ['xs', 0],
  ['sm', 576],
  ['md', 768],
  ['lg', 992],
  ['xl', 1200],
] as const;
const COL_CSS = GRID_BREAKPOINTS.map(([bp, min]) => {
  const rules = Array.from({ length: 24 }, (_, i) => {
    const pct = `${+(((i + 1) / 24) * 100).toFixed(4)}%`;
    return `.ml-col-${bp}-${i + 1}{flex:0 0 ${pct};max-width:${pct}}`;
  }).join('');
  return min ? `@media (min-width:${min}px){${rules}}` : rules;
}).join('\n');

const CSS = `
${TOKEN_CSS}
.ml-btn{display:inline-flex;align-items:center;justify-content:center;gap:6px;height:32px;padding:0 15px;font:inherit;font-size:14px;line-height:1;border:1px solid #d9d9d9;border-radius:4px;background:#fff;color:var(--ml-text);cursor:pointer;white-space:nowrap;text-decoration:none;transition:border-color .2s,color .2s,background .2s}
.ml-btn:hover:not(:disabled){border-color:var(--ml-primary);color:var(--ml-primary)}
.ml-btn:focus-visible{outline:2px solid var(--ml-primary);outline-offset:1px}
.ml-btn:disabled{cursor:not-allowed;color:rgba(0,0,0,.25);background:#f5f5f5;border-color:#d9d9d9}
.ml-btn-sm{height:24px;padding:0 7px;font-size:14px}
.ml-btn-lg{height:40px;padding:0 15px;font-size:16px}
.ml-btn-block{display:flex;width:100%}
.ml-btn-primary{background:var(--ml-primary);border-color:var(--ml-primary);color:#fff}
.ml-btn-primary:hover:not(:disabled){background:var(--ml-primary-hover);border-color:var(--ml-primary-hover);color:#fff}
.ml-btn-ghost{background:#fff;color:var(--ml-primary)}
.ml-btn-ghost:hover:not(:disabled){background:#fff;color:var(--ml-primary)}
.ml-btn-link,.ml-btn-text{border-color:transparent;background:transparent}
.ml-btn-link{color:var(--ml-primary)}
.ml-btn-link:hover:not(:disabled),.ml-btn-text:hover:not(:disabled){border-color:transparent}
.ml-btn-text:hover:not(:disabled){background:rgba(0,0,0,.04);color:var(--ml-text)}
.ml-btn-danger{color:${COLOR.error};border-color:${COLOR.error}}.ml-btn-primary.ml-btn-danger{background:${COLOR.error};color:#fff}.ml-btn-primary.ml-btn-danger:hover:not(:disabled){background:${COLOR.error};border-color:${COLOR.error};color:#fff;opacity:.85}.ml-btn-link.ml-btn-danger,.ml-btn-text.ml-btn-danger{border-color:transparent}
.ml-spin{display:inline-block;width:14px;height:14px;border:2px solid currentColor;border-right-color:transparent;border-radius:50%;animation:ml-rot .8s linear infinite}
.ml-spin-lg{width:28px;height:28px;border-width:3px;color:var(--ml-primary)}
@keyframes ml-rot{to{transform:rotate(360deg)}}
.ml-title{margin:0 0 .5em;color:var(--ml-text);font-weight:600;line-height:1.35}
h1.ml-title{font-size:30px}h2.ml-title{font-size:24px}h3.ml-title{font-size:20px}h4.ml-title{font-size:16px}h5.ml-title{font-size:14px}
.ml-p{margin:0 0 1em}
.ml-text-secondary{color:var(--ml-text-secondary)}.ml-text-danger{color:${COLOR.error}}.ml-text-success{color:${COLOR.success}}.ml-text-warning{color:${COLOR.warning}}
.ml-ellipsis{display:-webkit-box;-webkit-box-orient:vertical;overflow:hidden}
.ml-card{background:#fff;border:1px solid #f0f0f0;border-radius:8px;overflow:hidden}
.ml-card-hoverable{cursor:pointer;transition:box-shadow .2s}.ml-card-hoverable:hover{box-shadow:0 1px 2px -2px rgba(0,0,0,.16),0 3px 6px 0 rgba(0,0,0,.12),0 5px 12px 4px rgba(0,0,0,.09)}
.ml-card-head{display:flex;align-items:center;justify-content:space-between;min-height:48px;padding:0 24px;border-bottom:1px solid #f0f0f0;font-weight:600;font-size:16px}
.ml-card-sm .ml-card-head{min-height:38px;padding:0 12px;font-size:14px}
.ml-card-body{padding:24px}.ml-card-sm .ml-card-body{padding:12px}
.ml-space{display:inline-flex;gap:8px;align-items:center}.ml-space-wrap{flex-wrap:wrap}.ml-space-vertical{display:flex;flex-direction:column;align-items:stretch}
.ml-row{display:flex;flex-wrap:wrap}
.ml-col{box-sizing:border-box;min-width:0;flex:0 0 100%;max-width:100%}
${COL_CSS}
.ml-tag{display:inline-block;height:auto;padding:0 7px;font-size:12px;line-height:20px;white-space:nowrap;background:#fafafa;border:1px solid #d9d9d9;border-radius:4px;color:var(--ml-text)}
.ml-tag-blue{color:${COLOR.info};background:#e6f4ff;border-color:#91caff}.ml-tag-green,.ml-tag-success{color:${COLOR.success};background:#f6ffed;border-color:#b7eb8f}
.ml-tag-red,.ml-tag-error{color:#cf1322;background:#fff1f0;border-color:#ffa39e}.ml-tag-volcano{color:#ad2102;background:#fff2e8;border-color:#ffbb96}
.ml-tag-orange,.ml-tag-warning{color:#ad4e00;background:#fff7e6;border-color:#ffd591}.ml-tag-gold{color:${COLOR.gold};background:#fffbe6;border-color:#ffe58f}
.ml-tag-default{color:var(--ml-text-secondary)}.ml-tag-purple{color:#531dab;background:#f9f0ff;border-color:#d3adf7}.ml-tag-cyan{color:#006d75;background:#e6fffb;border-color:#87e8de}
.ml-alert{display:flex;gap:8px;align-items:flex-start;padding:8px 12px;border:1px solid;border-radius:8px;font-size:14px}
.ml-alert-info{background:#e6f4ff;border-color:#91caff}.ml-alert-warning{background:#fffbe6;border-color:#ffe58f}
.ml-alert-error{background:#fff2f0;border-color:#ffccc7}.ml-alert-success{background:#f6ffed;border-color:#b7eb8f}
/* The type's icon is drawn, not written: it is no part of the alert's text. */
.ml-alert-icon::before{content:"ℹ"}.ml-alert-warning .ml-alert-icon::before{content:"!"}.ml-alert-error .ml-alert-icon::before{content:"✕"}.ml-alert-success .ml-alert-icon::before{content:"✓"}
.ml-alert-body{flex:1}.ml-alert-desc{margin-top:4px;color:var(--ml-text-secondary)}
.ml-empty{padding:32px 0;text-align:center;color:var(--ml-text-secondary)}
.ml-result{padding:48px 32px;text-align:center}.ml-result-icon{font-size:56px;line-height:1;margin-bottom:16px;color:#faad14}
.ml-result-title{font-size:24px;color:var(--ml-text);margin:0}.ml-result-sub{color:var(--ml-text-secondary);margin-top:8px}.ml-result-extra{margin-top:24px}
.ml-skel{display:block;height:16px;margin:0 0 16px;border-radius:4px;background:linear-gradient(90deg,rgba(0,0,0,.06) 25%,rgba(0,0,0,.15) 37%,rgba(0,0,0,.06) 63%);background-size:400% 100%;animation:ml-skel 1.4s ease infinite}
@keyframes ml-skel{0%{background-position:100% 50%}to{background-position:0 50%}}
.ml-crumbs{display:flex;flex-wrap:wrap;gap:8px;margin:0;padding:0;list-style:none;color:var(--ml-text-secondary);font-size:14px}
.ml-crumbs li+li::before{content:'/';margin-right:8px}.ml-crumbs li:last-child{color:var(--ml-text)}
/* Crumb links are 24 px tall targets (WCAG 2.2 target size), as the other link lists. */
.ml-crumbs a{display:inline-block;min-height:24px;line-height:24px;color:var(--ml-text-secondary);text-decoration:none}.ml-crumbs a:hover{color:var(--ml-text)}
.ml-badge{position:relative;display:inline-flex}
.ml-badge-count{position:absolute;top:-6px;right:-10px;min-width:16px;height:16px;padding:0 4px;border-radius:8px;background:${COLOR.error};color:#fff;font-size:12px;line-height:16px;text-align:center;box-shadow:0 0 0 1px #fff}
.ml-rate{display:inline-flex;color:${COLOR.warning};letter-spacing:2px;line-height:1}.ml-rate-off{color:#f0f0f0}
.ml-tabs-nav{display:flex;gap:32px;border-bottom:1px solid #f0f0f0;margin-bottom:16px;overflow-x:auto}
.ml-tab{padding:12px 0;border:0;border-bottom:2px solid transparent;background:none;font:inherit;font-size:14px;color:var(--ml-text);cursor:pointer;white-space:nowrap}
.ml-tab[aria-selected=true]{color:var(--ml-primary);border-bottom-color:var(--ml-primary)}
.ml-desc{width:100%;border-collapse:collapse;font-size:14px}
.ml-desc th,.ml-desc td{padding:8px 16px;border:1px solid #f0f0f0;text-align:left;vertical-align:top}.ml-desc th{background:#fafafa;font-weight:400;color:var(--ml-text-secondary);width:30%}
.ml-seg{display:inline-flex;flex-wrap:wrap}
.ml-seg .ml-btn{border-radius:0;margin-left:-1px}.ml-seg .ml-btn:first-child{border-radius:4px 0 0 4px;margin-left:0}.ml-seg .ml-btn:last-child{border-radius:0 4px 4px 0}
.ml-seg .ml-btn[aria-checked=true]{position:relative;border-color:var(--ml-primary);color:var(--ml-primary);z-index:1}
.ml-num{display:inline-flex;align-items:stretch;height:32px;border:1px solid #d9d9d9;border-radius:4px;overflow:hidden;background:#fff}
.ml-num input{width:64px;border:0;text-align:center;font:inherit;outline:none}
.ml-num button{width:28px;border:0;background:#fafafa;cursor:pointer;font:inherit}.ml-num button:disabled{cursor:not-allowed;color:rgba(0,0,0,.25)}
.ml-num-disabled{background:#f5f5f5}
.ml-pager{display:flex;flex-wrap:wrap;gap:8px;align-items:center;list-style:none;padding:0;margin:16px 0 0}
.ml-pager button{min-width:32px;height:32px;padding:0 6px;border:1px solid #d9d9d9;border-radius:4px;background:#fff;font:inherit;cursor:pointer}
.ml-pager button[aria-current=page]{border-color:var(--ml-primary);color:var(--ml-primary)}.ml-pager button:disabled{cursor:not-allowed;color:rgba(0,0,0,.25)}
.ml-select{height:28px;padding:0 4px;border:1px solid transparent;border-radius:4px;background:transparent;font:inherit;font-size:14px;color:inherit;cursor:pointer}
.ml-select:hover,.ml-select:focus{border-color:#d9d9d9}
.ml-menu{position:relative;display:inline-block}
.ml-menu-list{position:absolute;right:0;top:100%;z-index:1050;min-width:160px;margin:4px 0 0;padding:4px;list-style:none;background:#fff;border-radius:8px;box-shadow:0 6px 16px rgba(0,0,0,.08),0 3px 6px -4px rgba(0,0,0,.12),0 9px 28px 8px rgba(0,0,0,.05)}
.ml-menu-list li>*{display:block;width:100%;padding:5px 12px;border:0;border-radius:4px;background:none;font:inherit;text-align:left;color:var(--ml-text);text-decoration:none;cursor:pointer}
.ml-menu-list li>*:hover,.ml-menu-list li>*:focus{background:rgba(0,0,0,.04)}.ml-menu-list hr{margin:4px 0;border:0;border-top:1px solid #f0f0f0}
.ml-carousel{position:relative;overflow:hidden}.ml-carousel-track{display:flex;transition:transform .5s ease}.ml-carousel-track>*{flex:0 0 100%}
.ml-carousel-controls{position:absolute;left:0;right:0;bottom:4px;display:flex;justify-content:center;align-items:center;gap:4px}
.ml-carousel-btn{width:24px;height:24px;padding:0;border:0;border-radius:50%;background:rgba(0,0,0,.45);color:#fff;font-size:12px;line-height:24px;cursor:pointer}
.ml-dots{display:flex;gap:0}
.ml-dots button{position:relative;width:24px;height:24px;padding:0;border:0;background:none;cursor:pointer}
.ml-dots button::before{content:'';position:absolute;left:4px;right:4px;top:10px;height:3px;border-radius:2px;background:rgba(255,255,255,.6);box-shadow:0 0 2px rgba(0,0,0,.5)}
.ml-dots button[aria-current=true]::before{background:#fff}
.ml-carousel-btn:focus-visible,.ml-dots button:focus-visible,.ml-tab:focus-visible,.ml-pager button:focus-visible,.ml-num input:focus-visible{outline:2px solid var(--ml-primary);outline-offset:1px}
.ml-dialog{box-sizing:border-box;max-width:calc(100vw - 32px);max-height:calc(100vh - 32px);padding:20px 24px;border:0;border-radius:8px;color:var(--ml-text);background:#fff;box-shadow:0 6px 16px rgba(0,0,0,.08),0 9px 28px 8px rgba(0,0,0,.05)}
.ml-dialog::backdrop{background:rgba(0,0,0,.45)}
.ml-dialog-head{display:flex;align-items:center;justify-content:space-between;gap:8px;margin-bottom:12px}
.ml-dialog-title{margin:0;font-size:16px;font-weight:600;line-height:1.5}
.ml-dialog-close{display:inline-flex;align-items:center;justify-content:center;flex:none;width:32px;height:32px;border:0;border-radius:4px;color:var(--ml-text-secondary);background:transparent;cursor:pointer}
.ml-dialog-close:hover{background:rgba(0,0,0,.06);color:var(--ml-text)}.ml-dialog-close:focus-visible{outline:2px solid var(--ml-primary);outline-offset:1px}
.ml-dialog-foot{display:flex;justify-content:flex-end;gap:8px;margin-top:16px}
.ml-dialog .ml-field{align-items:stretch}
.ml-toasts{position:fixed;top:16px;left:0;right:0;z-index:2010;display:flex;flex-direction:column;align-items:center;gap:8px;pointer-events:none}
.ml-toast{padding:9px 12px;border-radius:8px;background:#fff;box-shadow:0 6px 16px rgba(0,0,0,.08),0 3px 6px -4px rgba(0,0,0,.12);font-size:14px;pointer-events:auto}
.ml-toast-icon{margin-right:8px}.ml-toast-success .ml-toast-icon{color:${COLOR.success}}.ml-toast-error .ml-toast-icon{color:${COLOR.error}}.ml-toast-warning .ml-toast-icon{color:${COLOR.warning}}.ml-toast-info .ml-toast-icon{color:${COLOR.info}}
.ml-pop{position:relative;display:inline-block}.ml-pop-body{display:block;position:absolute;left:100%;top:0;z-index:1030;min-width:240px;padding:12px;background:#fff;border-radius:8px;box-shadow:0 6px 16px rgba(0,0,0,.08),0 9px 28px 8px rgba(0,0,0,.05)}
.ml-pop-body[hidden],.ml-menu-list[hidden]{display:none}
.ml-rich img,.ml-rich video,.ml-rich table{max-width:100%;height:auto}
.ml-check{display:inline-flex;align-items:center;gap:8px;min-height:24px;cursor:pointer}.ml-check-disabled{cursor:not-allowed;color:rgba(0,0,0,.25)}
.ml-check input{width:16px;height:16px;margin:4px;accent-color:var(--ml-primary);cursor:inherit}
.ml-check input:focus-visible{outline:2px solid var(--ml-primary);outline-offset:1px}
.ml-confirm-body.ml-pop-body{left:auto;right:0;top:100%;margin-top:4px;min-width:200px;font-size:14px;color:var(--ml-text);white-space:normal;text-align:left}
.ml-confirm-title{display:block;margin-bottom:12px}.ml-confirm-actions{display:flex;justify-content:flex-end;gap:8px}
.ml-table-wrap{overflow-x:auto}.ml-table-wrap:focus-visible{outline:2px solid var(--ml-primary);outline-offset:1px}
.ml-table{width:100%;border-collapse:collapse;font-size:14px}
.ml-table th,.ml-table td{padding:8px;border-bottom:1px solid #f0f0f0;text-align:left;vertical-align:top}.ml-table th{background:#fafafa;font-weight:600;white-space:nowrap}
.ml-input{height:32px;padding:0 11px;border:1px solid #d9d9d9;border-radius:4px;font:inherit;font-size:14px;color:var(--ml-text);background:#fff}
.ml-input:focus-visible{outline:2px solid var(--ml-primary);outline-offset:1px;border-color:var(--ml-primary)}
.ml-search{display:inline-flex;align-items:stretch;position:relative;max-width:100%}.ml-search .ml-input{flex:1;min-width:0;border-radius:4px 0 0 4px;padding-right:28px}
.ml-search .ml-btn{border-radius:0 4px 4px 0;margin-left:-1px}
.ml-search-clear{position:absolute;top:4px;width:24px;height:24px;margin-left:-28px;border:0;background:none;color:var(--ml-text-secondary);font-size:16px;cursor:pointer}
.ml-search .ml-input::-webkit-search-cancel-button{display:none}
.ml-textarea{height:auto;min-height:64px;padding:4px 11px;line-height:1.5715;resize:vertical;width:100%}
.ml-textarea-wrap{display:block}.ml-textarea-count{display:block;text-align:right;color:var(--ml-text-secondary);font-size:12px}
.ml-list{margin:0;padding:0;list-style:none}.ml-list>li{padding:8px 0;border-bottom:1px solid #f0f0f0}.ml-list>li:last-child{border-bottom:0}
/* light3 */
.ml-steps{display:flex;gap:8px;margin:0 0 24px;padding:0;list-style:none;counter-reset:none}
.ml-step{display:flex;flex:1;align-items:center;gap:8px;min-width:0;color:var(--ml-text-secondary)}
.ml-step:not(:last-child)::after{content:"";flex:1;min-width:8px;height:1px;background:#d9d9d9}
.ml-step-icon{display:inline-flex;flex:none;align-items:center;justify-content:center;width:28px;height:28px;border:1px solid #d9d9d9;border-radius:50%;font-size:14px}
.ml-step-current{color:var(--ml-text);font-weight:600}.ml-step-current .ml-step-icon{background:var(--ml-primary);border-color:var(--ml-primary);color:#fff}
.ml-step-done .ml-step-icon{border-color:var(--ml-primary);color:var(--ml-primary)}
.ml-field{display:flex;flex-direction:column;align-items:flex-start;gap:4px;margin-bottom:16px}
.ml-field-label{color:var(--ml-text)}.ml-field-required{color:${COLOR.error};margin-right:4px}
.ml-field-hint{color:var(--ml-text-secondary);font-size:13px}.ml-field-error{color:${COLOR.error};font-size:13px}
.ml-input[aria-invalid="true"],.ml-field-invalid .ml-input{border-color:${COLOR.error}}
/* catlight */
.ml-combo-list{position:absolute;z-index:1050;top:100%;left:0;right:0;margin:4px 0 0;padding:4px;list-style:none;background:#fff;border-radius:8px;box-shadow:0 6px 16px rgba(0,0,0,.12);max-height:360px;overflow-y:auto}
.ml-combo-option{display:flex;justify-content:space-between;gap:8px;padding:6px 12px;border-radius:4px;cursor:pointer;min-height:24px}.ml-combo-option[aria-selected=true]{background:#fff1f0}
.ml-combo-live{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.ml-radio-btns{display:inline-flex;flex-wrap:wrap}
.ml-radio-btn{position:relative;display:inline-flex;align-items:center;height:32px;padding:0 15px;margin-left:-1px;border:1px solid #d9d9d9;background:#fff;font-size:14px;cursor:pointer;white-space:nowrap}
.ml-radio-btn:first-child{margin-left:0;border-radius:4px 0 0 4px}.ml-radio-btn:last-child{border-radius:0 4px 4px 0}
.ml-radio-btn input{position:absolute;inset:0;opacity:0;margin:0;cursor:pointer}
.ml-radio-btn:hover{color:var(--ml-primary)}.ml-radio-btn:has(input:checked){z-index:1;border-color:var(--ml-primary);color:var(--ml-primary)}
.ml-radio-btn:has(input:focus-visible){z-index:2;outline:2px solid var(--ml-primary);outline-offset:1px}
.ml-tag-close{margin:-2px -7px -2px 1px;padding:0;width:24px;height:24px;border:0;background:none;color:var(--ml-text-secondary);font:inherit;cursor:pointer;line-height:24px;vertical-align:top}.ml-tag-close:hover{color:var(--ml-text)}.ml-tag-close:focus-visible{outline:2px solid var(--ml-primary)}
/* shoplight */
.ml-menu-start .ml-menu-list{left:0;right:auto}
.ml-pager a{display:inline-flex;align-items:center;justify-content:center;box-sizing:border-box;min-width:32px;height:32px;padding:0 6px;border:1px solid #d9d9d9;border-radius:4px;background:#fff;color:var(--ml-text);text-decoration:none}
.ml-pager a[aria-current=page]{border-color:var(--ml-primary);color:var(--ml-primary)}.ml-pager a:hover{border-color:var(--ml-primary)}
.ml-pager a:focus-visible,.ml-navtabs a:focus-visible{outline:2px solid var(--ml-primary);outline-offset:-2px}
.ml-navtabs{min-width:0;overflow-x:auto;overflow-y:hidden}
.ml-navtabs ul{display:flex;gap:24px;margin:0;padding:0 4px;list-style:none;border-bottom:1px solid #f0f0f0}
.ml-navtabs a{display:block;padding:10px 0;border-bottom:2px solid transparent;margin-bottom:-1px;line-height:22px;font-size:14px;color:var(--ml-text);text-decoration:none;white-space:nowrap}
.ml-navtabs a:hover{color:var(--ml-primary)}.ml-navtabs a[aria-current=page]{color:var(--ml-primary);border-bottom-color:var(--ml-primary)}
.ml-result-icon img{display:inline-block;border-radius:50%;object-fit:cover}
`;

export function ensureLiteStyles(): void {
  if (typeof document === 'undefined' || document.getElementById(SHEET_ID)) return;
  const style = document.createElement('style');
  style.id = SHEET_ID;
  style.textContent = CSS;
  document.head.appendChild(style);
}

/** The sheet's text, for the serving process to inline in the HTML head (no flash of unstyled content). */
export const LITE_CSS = CSS;
export const LITE_SHEET_ID = SHEET_ID;
