// Appended to a copy of a page by tests/scripts/html_render.sh (the pages
// themselves hold no script): what a person would see, measured after
// layout, into a <pre id="measured"> that chromium --dump-dom prints.
(() => {
  const width = document.documentElement.clientWidth;
  let outside = 0;
  for (const e of document.querySelectorAll("body *")) {
    const r = e.getBoundingClientRect();
    if (r.width > 0 && (r.right > width + 0.5 || r.left < -0.5)) outside++;
  }
  const place = (selector) => {
    const r = document.querySelector(selector).getBoundingClientRect();
    return `${r.left + scrollX} ${r.top + scrollY} ${r.width}`;
  };
  const lines = [
    `overflow ${document.documentElement.scrollWidth > width ? 1 : 0}`,
    `outside ${outside}`,
    `header ${place("header svg")}`,
    `step ${place("section.step svg")}`,
    `height ${document.documentElement.scrollHeight}`,
  ];
  const pre = document.createElement("pre");
  pre.id = "measured";
  pre.textContent = lines.join("\n");
  document.body.appendChild(pre);
})();
