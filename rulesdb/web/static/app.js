// rulesdb serve: enhancements only; every page works without this file.
(function () {
  "use strict";
  // the interface-language picker submits itself
  document.querySelectorAll("select.autosubmit").forEach(function (sel) {
    sel.addEventListener("change", function () { sel.form.submit(); });
  });
  // search as you type: the server renders the results fragment (?partial=1)
  var box = document.getElementById("q");
  var results = document.getElementById("results");
  if (box && results && window.fetch) {
    var timer = null, last = box.value, seq = 0;
    var run = function () {
      var q = box.value.trim();
      if (q === last) { return; }
      last = q;
      var params = new URLSearchParams(new FormData(box.form));
      history.replaceState(null, "", "?" + params.toString());
      if (!q) { results.innerHTML = ""; return; }
      params.set("partial", "1");
      var mine = ++seq;
      fetch(box.dataset.live + "?" + params.toString(), {headers: {"Accept": "text/html"}})
        .then(function (r) { return r.text(); })
        .then(function (html) { if (mine === seq) { results.innerHTML = html; } })
        .catch(function () {});
    };
    box.addEventListener("input", function () { clearTimeout(timer); timer = setTimeout(run, 180); });
    box.form.querySelectorAll("select").forEach(function (s) {
      s.addEventListener("change", function () { last = null; run(); });
    });
  }
})();
