/**
 * The chat pages' own style sheet, rendered with the chat page (the remote ships no CSS file). The
 * chat pages are light: the kit's sheet styles its components, and antd (with its own styles)
 * comes only with the picture manager.
 */
const SHEET_ID = 'mall-chat-v2';

const CSS = `
.chat-page{padding:0 16px 24px}
.chat-connected{margin:0 0 8px;color:#2b6e1c;font-size:13px}
.chat-dot{display:inline-block;width:8px;height:8px;border-radius:50%;background:#389e0d;margin-right:4px}
.chat-box{display:grid;grid-template-columns:300px 1fr;gap:0;border:1px solid #e8e8e8;border-radius:8px;background:#fff;min-height:560px;overflow:hidden}
.chat-page-chat2 .chat-box{grid-template-columns:1fr}
.chat-list{border-right:1px solid #e8e8e8;overflow-y:auto;max-height:72vh}
.chat-list-title{font-size:15px;margin:0;padding:12px 16px;border-bottom:1px solid #f0f0f0}
.chat-list ul{list-style:none;margin:0;padding:0}
.chat-list-item{display:flex;align-items:center;gap:10px;width:100%;padding:10px 16px;border:0;border-bottom:1px solid #f5f5f5;background:#fff;text-align:left;font:inherit;cursor:pointer}
.chat-list-item:hover,.chat-list-item-on{background:#fff1f0}
.chat-list-item:focus-visible{outline:2px solid #1677ff;outline-offset:-2px}
.chat-list-text{flex:1;min-width:0;display:flex;flex-direction:column}
.chat-list-name{font-weight:600;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.chat-list-last{color:#595959;font-size:13px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.chat-list-when{color:#595959;font-size:12px;white-space:nowrap}
.chat-list-service{border-top:1px solid #f0f0f0}
.chat-avatar{width:40px;height:40px;border-radius:50%;object-fit:cover;background:#fafafa;display:inline-flex;align-items:center;justify-content:center}
.chat-avatar-service{background:#e4393c;color:#fff;font-weight:700}
.chat-official{margin-left:6px}
.chat-sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
.chat-thread{display:flex;flex-direction:column;min-width:0;max-height:78vh}
.chat-thread-none{align-items:center;justify-content:center;color:#595959;padding:24px}
.chat-thread-head{display:flex;align-items:baseline;gap:12px;padding:12px 16px;border-bottom:1px solid #f0f0f0}
.chat-party{font-size:16px;margin:0}
.chat-typing{color:#595959;font-size:12px}
.chat-scroll{flex:1;overflow-y:auto;padding:12px 16px;background:#fafafa;min-height:260px}
.chat-scroll:focus-visible{outline:2px solid #1677ff;outline-offset:-2px}
.chat-earlier{text-align:center;margin-bottom:8px}
.chat-empty{color:#595959;text-align:center;margin:24px 0}
.chat-messages{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:10px}
.chat-day{align-self:center;color:#595959;font-size:12px;background:#f0f0f0;border-radius:10px;padding:2px 10px}
.chat-msg{display:flex;flex-direction:column;align-items:flex-start;max-width:78%}
.chat-msg-mine{align-self:flex-end;align-items:flex-end}
.chat-sender{font-size:12px;color:#595959;margin-bottom:2px}
.chat-bubble{background:#fff;border:1px solid #f0f0f0;border-radius:8px;padding:8px 12px;max-width:100%}
.chat-msg-mine .chat-bubble{background:#fff1f0;border-color:#ffccc7}
.chat-text{white-space:pre-wrap;word-break:break-word}
.chat-msg-meta{font-size:12px;color:#595959;display:flex;gap:8px;align-items:center;margin-top:2px}
.chat-read{color:#2b6e1c}.chat-unread{color:#595959}
.chat-error{color:#cf1322}
.chat-card{display:flex;gap:10px;align-items:center;color:inherit;text-decoration:none;min-width:220px;max-width:320px}
.chat-card img{width:56px;height:56px;object-fit:cover;border-radius:4px;background:#f5f5f5}
.chat-card-body{display:flex;flex-direction:column;min-width:0}
.chat-card-kind{font-size:12px;color:#595959}
.chat-card-title{font-weight:600;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.chat-card-meta{font-size:12px;color:#595959}
.chat-card-price{color:#cf1322;font-weight:600}
.chat-composer{border-top:1px solid #f0f0f0;padding:10px 16px;display:flex;flex-direction:column;gap:8px;background:#fff}
.chat-tools{display:flex;gap:8px}
.chat-textarea{font:inherit;width:100%;box-sizing:border-box;padding:6px 11px;border:1px solid #d9d9d9;border-radius:6px;resize:vertical;field-sizing:content;min-height:calc(2lh + 14px);max-height:calc(6lh + 14px);line-height:1.5715}
.chat-textarea:focus-visible{outline:2px solid #1677ff;outline-offset:-1px;border-color:#1677ff}
.chat-textarea[aria-invalid=true]{border-color:#cf1322}
.chat-textarea:disabled{background:#f5f5f5;color:#8c8c8c;cursor:not-allowed}
.chat-image-open{display:block;padding:0;border:0;background:none;cursor:zoom-in;border-radius:4px}
.chat-image-open:focus-visible{outline:2px solid #1677ff;outline-offset:2px}
.chat-image{display:block;max-width:100%;height:auto;border-radius:4px}
.chat-preview{border:0;border-radius:8px;padding:12px;max-width:min(92vw,1000px);text-align:center}
.chat-preview::backdrop{background:rgba(0,0,0,.6)}
.chat-preview img{display:block;max-width:100%;max-height:80vh;margin:0 auto 12px}
.chat-composer-foot{display:flex;justify-content:space-between;align-items:center}
.chat-count{font-size:12px;color:#595959}.chat-count-over{color:#cf1322}
.chat-attach{display:flex;flex-wrap:wrap;align-items:center;gap:12px;padding:8px;border:1px dashed #ffa39e;border-radius:6px;background:#fffaf9}
.chat-attach-title{font-size:12px;color:#595959;width:100%}
.chat-attach-actions{display:flex;gap:6px}
.chat-pictures{display:grid;grid-template-columns:200px 1fr;gap:16px;min-height:360px}
.chat-pictures-group-actions{width:100%;margin-top:8px}
.chat-pictures-toolbar{display:flex;gap:8px;align-items:center;margin-bottom:12px;flex-wrap:wrap}
.chat-pictures-grid{list-style:none;margin:0 0 12px;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(130px,1fr));gap:12px}
.chat-picture{border:1px solid #f0f0f0;border-radius:6px;padding:6px;display:flex;flex-direction:column;gap:4px}
.chat-picture img{width:100%;height:110px;object-fit:cover;border-radius:4px;background:#fafafa}
.chat-picture-pick{padding:0;border:0;background:none;cursor:pointer}
.chat-picture-pick:focus-visible{outline:2px solid #1677ff}
.chat-picture-name{font-size:12px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.chat-pictures-progress{margin-bottom:8px;font-size:12px}
.chat-field{display:flex;flex-direction:column;gap:4px}
.chat-head-actions{display:flex;justify-content:flex-end;margin-bottom:8px}
@media (max-width:768px){.chat-box{grid-template-columns:1fr}.chat-list{max-height:none;border-right:0;border-bottom:1px solid #e8e8e8}.chat-pictures{grid-template-columns:1fr}}
`;

/**
 * The sheet as an element of the page itself, so the server's first view carries it (the markup is
 * styled before any script runs) and the browser renders the same element while hydrating.
 */
export function ChatStyles() {
  return <style id={SHEET_ID}>{CSS}</style>;
}
