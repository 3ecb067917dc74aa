/**
 * Panel styles, themed by the custom properties the loader sets on `.root`; px only (never `rem`). The inline
 * mode's rules come last so they win over the floating panel's, phone layout included.
 */
export const panelCss = `
.panel{position:fixed;bottom:calc(92px + env(safe-area-inset-bottom,0px));right:20px;width:380px;max-width:calc(100vw - 40px);height:min(620px,calc(100vh - 112px));display:flex;flex-direction:column;overflow:hidden;border-radius:16px;background:#fff;color:#111827;box-shadow:0 12px 48px rgba(0,0,0,.22);animation:vela-in .18s ease}
.left .panel{right:auto;left:20px}
.head{display:flex;align-items:center;gap:4px;padding:12px 8px 12px 16px;background:var(--vela-primary);color:var(--vela-on-primary)}
.title{flex:1;margin:0;font-size:16px;font-weight:600;line-height:1.3;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.icon{display:inline-flex;align-items:center;justify-content:center;width:36px;height:36px;padding:0;border:0;border-radius:8px;background:transparent;color:inherit;cursor:pointer}
.icon:hover{background:rgba(127,127,127,.2)}
.icon svg,.send svg{width:20px;height:20px;fill:currentColor;pointer-events:none}
:focus-visible{outline:2px solid #2563eb;outline-offset:2px}
.head button:focus-visible{outline-color:currentColor}
.notice{margin:0;padding:6px 16px;background:#fef3c7;color:#78350f;font-size:13px}
.log{flex:1;overflow-y:auto;overscroll-behavior:contain;padding:16px;display:flex;flex-direction:column;gap:10px;background:#f9fafb}
.msg{max-width:85%;padding:10px 12px;border-radius:14px;font-size:14px;line-height:1.5;overflow-wrap:anywhere}
.bot{align-self:flex-start;background:var(--vela-bot-bubble,#f1f5f9);color:var(--vela-on-bot,#111827);border-bottom-left-radius:4px}
.me{align-self:flex-end;background:var(--vela-user-bubble,var(--vela-primary));color:var(--vela-on-user,var(--vela-on-primary));border-bottom-right-radius:4px;white-space:pre-wrap}
.md p,.md ul,.md ol,.md pre{margin:0 0 8px}
.md>:last-child{margin-bottom:0}
.md ul,.md ol{padding-left:20px}
.md code{font:13px ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;background:rgba(127,127,127,.15);padding:1px 4px;border-radius:4px}
.md pre{white-space:pre-wrap;background:rgba(127,127,127,.12);padding:8px;border-radius:8px}
.md pre code{background:none;padding:0}
.bot a{color:#1d4ed8;text-decoration:underline}
.sources{margin:8px 0 0;padding:8px 0 0;border-top:1px solid rgba(127,127,127,.3);list-style:none;font-size:13px}
.sources li{margin:2px 0}
.typing{display:flex;gap:4px;align-items:center;min-height:38px}
.typing span{width:7px;height:7px;border-radius:50%;background:#6b7280;animation:vela-dot 1s infinite ease-in-out}
.typing span:nth-child(2){animation-delay:.15s}
.typing span:nth-child(3){animation-delay:.3s}
.error{background:#fef2f2;color:#991b1b}
.error p{margin:0 0 6px}
.btn{padding:6px 12px;border:1px solid currentColor;border-radius:8px;background:#fff;cursor:pointer;font-weight:600}
.main{background:var(--vela-primary);color:var(--vela-on-primary);border-color:transparent}
.row{display:flex;flex-wrap:wrap;align-items:center;gap:6px}
.row>span{flex-basis:100%}
.rate{display:flex;gap:2px;margin-top:6px}
.rate .icon{width:32px;height:32px}
.rate svg{width:18px;height:18px}
.icon[aria-pressed=true]{background:var(--vela-primary);color:var(--vela-on-primary)}
.down svg{transform:rotate(180deg)}
.card{display:grid;gap:8px;margin:6px 0 0;padding:12px;border:1px solid #e5e7eb;border-radius:12px;background:#fff;color:#111827}
.card p{margin:0}
.card label{display:grid;gap:4px;font-size:13px}
.check{grid:auto/auto 1fr;align-items:start}
.card a{color:#1d4ed8}
.compose{display:flex;align-items:flex-end;gap:8px;padding:10px 12px;border-top:1px solid #e5e7eb;background:#fff}
textarea,input:not([type=checkbox]){flex:1;min-height:40px;max-height:120px;resize:none;margin:0;padding:9px 12px;border:1px solid #9ca3af;border-radius:10px;background:#fff;color:#111827;font-family:inherit;font-size:16px;line-height:1.4}
textarea[aria-disabled=true]{background:#f3f4f6;color:#6b7280}
.send{display:inline-flex;align-items:center;justify-content:center;width:40px;height:40px;padding:0;border:0;border-radius:10px;background:var(--vela-primary);color:var(--vela-on-primary);cursor:pointer}
.send:disabled{opacity:.5;cursor:default}
.sr{position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
@keyframes vela-dot{0%,80%,100%{opacity:.3;transform:translateY(0)}40%{opacity:1;transform:translateY(-3px)}}
@media (max-width:479px){
.panel,.left .panel{inset:0;width:100%;max-width:none;height:100%;border-radius:0;padding:env(safe-area-inset-top,0px) env(safe-area-inset-right,0px) env(safe-area-inset-bottom,0px) env(safe-area-inset-left,0px);background:var(--vela-primary)}
.log,.compose{background-clip:padding-box}
.open .launcher,.open .greeting{display:none}
}
@media (prefers-reduced-motion:reduce){.typing span{animation:none;opacity:.6}}
:host(.inline){position:relative!important;width:100%!important;height:100%!important;z-index:auto!important}
:host(.inline) .root,:host(.inline) .root>div{height:100%}
:host(.inline) .panel{position:relative;inset:auto;width:100%;max-width:none;height:100%;padding:0;border-radius:16px;background:#fff;box-shadow:none;animation:none}
`;
