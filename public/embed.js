/* Classwish's embeddable form: <script async src="https://classwish.example/embed.js" data-classwish="subscribe" data-list="launch"></script>
   inserts the form in a frame right after itself and sizes the frame to it. The form only shows on
   sites the operator listed (its pages' frame-ancestors); the frame's height comes from messages the
   form's own origin sends, nothing else. data-classwish: "subscribe" or "wish"; data-list: "launch",
   "newsletter" or "course" (with data-course, the course page's slug); data-title: the frame's name. */
(function () {
  "use strict";
  var script = document.currentScript;
  if (!script || !script.src) return;
  var base = new URL(script.src).origin;
  var kind = script.getAttribute("data-classwish") === "wish" ? "wish" : "subscribe";
  var query = new URLSearchParams();
  if (kind === "subscribe") {
    var list = script.getAttribute("data-list");
    if (list) query.set("list", list);
    var course = script.getAttribute("data-course");
    if (course) query.set("course", course);
  }
  query.set("origin", location.origin);
  var frame = document.createElement("iframe");
  frame.src = base + "/embed/" + kind + "?" + query.toString();
  frame.title = script.getAttribute("data-title") || (kind === "wish" ? "Classwish: wish for a class" : "Classwish: sign up");
  frame.style.cssText = "display:block;width:100%;max-width:32rem;border:0;height:" + (kind === "wish" ? 440 : 320) + "px";
  window.addEventListener("message", function (event) {
    if (event.origin !== base || event.source !== frame.contentWindow) return;
    var data = event.data;
    if (!data || data.type !== "classwish:embed-height" || typeof data.height !== "number" || !isFinite(data.height)) return;
    frame.style.height = Math.max(120, Math.min(4000, Math.ceil(data.height))) + "px";
  });
  script.parentNode.insertBefore(frame, script.nextSibling);
})();
