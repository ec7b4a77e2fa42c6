/* A stand-in for Google's reCAPTCHA v2 script, served to the browser by Playwright's
 * request routing so tests never reach the network. Same API surface the site uses. */
(function () {
  var widgets = [];
  function find(id) {
    return widgets[id] || widgets[0];
  }
  window.grecaptcha = {
    render: function (container, params) {
      var el = typeof container === "string" ? document.getElementById(container) : container;
      var id = widgets.length;
      var widget = { token: "", params: params, button: null };
      var button = document.createElement("button");
      button.type = "button";
      button.textContent = "I'm not a robot";
      button.setAttribute("aria-pressed", "false");
      button.setAttribute("data-testid", "fake-recaptcha");
      button.addEventListener("click", function () {
        widget.token = "fake-token-" + Date.now();
        button.setAttribute("aria-pressed", "true");
        button.textContent = "Verified";
        if (params && typeof params.callback === "function") params.callback(widget.token);
      });
      widget.button = button;
      el.appendChild(button);
      widgets.push(widget);
      return id;
    },
    getResponse: function (id) {
      var w = find(id);
      return w ? w.token : "";
    },
    reset: function (id) {
      var w = find(id);
      if (!w) return;
      w.token = "";
      w.button.setAttribute("aria-pressed", "false");
      w.button.textContent = "I'm not a robot";
    },
  };
  var script = document.currentScript;
  var match = script && /[?&]onload=([^&]+)/.exec(script.src);
  var name = match ? decodeURIComponent(match[1]) : null;
  if (name && typeof window[name] === "function") window[name]();
})();
