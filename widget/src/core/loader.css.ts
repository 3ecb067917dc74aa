/**
 * Launcher styles. `:host` declarations are !important because, inside a shadow root, important rules beat
 * the host page's important rules (`* { all: unset !important }`); px units only, since `rem` follows the host.
 */
export const loaderCss = `
:host{all:initial!important;display:block!important;position:fixed!important;top:0!important;left:0!important;width:0!important;height:0!important;margin:0!important;padding:0!important;border:0!important;overflow:visible!important;visibility:visible!important;opacity:1!important;transform:none!important;z-index:2147483000!important}
*,*::before,*::after{box-sizing:border-box}
.root{font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#111827;text-align:left;direction:ltr;-webkit-font-smoothing:antialiased}
button{font:inherit;color:inherit;margin:0}
.launcher{position:fixed;bottom:calc(20px + env(safe-area-inset-bottom,0px));right:20px;width:60px;height:60px;border-radius:50%;border:0;padding:0;display:flex;align-items:center;justify-content:center;background:var(--vela-primary);color:var(--vela-on-primary);box-shadow:0 4px 14px rgba(0,0,0,.25);cursor:pointer;transition:transform .15s ease}
.launcher:hover{transform:scale(1.06)}
.launcher:focus-visible{outline:3px solid var(--vela-primary);outline-offset:3px}
.left .launcher{right:auto;left:20px}
.launcher svg{width:28px;height:28px;fill:currentColor;pointer-events:none}
.badge{position:absolute;top:-3px;right:-3px;min-width:20px;height:20px;padding:0 6px;border-radius:10px;background:#b91c1c;color:#fff;font-size:12px;font-weight:700;line-height:20px;text-align:center}
.greeting{position:fixed;bottom:calc(92px + env(safe-area-inset-bottom,0px));right:20px;max-width:min(280px,calc(100vw - 40px));padding:12px 36px 12px 14px;border-radius:12px;background:#fff;color:#111827;box-shadow:0 6px 24px rgba(0,0,0,.18);font-size:14px;animation:vela-in .2s ease}
.left .greeting{right:auto;left:20px}
.greeting p{margin:0;cursor:pointer}
.greeting button{position:absolute;top:6px;right:6px;width:24px;height:24px;border:0;border-radius:50%;background:transparent;cursor:pointer;font-size:18px;line-height:24px;color:#4b5563}
[hidden]{display:none!important}
@keyframes vela-in{from{opacity:0;transform:translateY(6px)}}
@media (prefers-reduced-motion:reduce){*,*::before,*::after{animation:none!important;transition:none!important}}
`;
