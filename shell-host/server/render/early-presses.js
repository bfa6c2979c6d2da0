// Presses made before React owns a server-rendered page are kept and replayed once it does (decision
// 051, amendments 3 and 4). The page paints and reads before its scripts run; until React has hydrated
// an element its handlers do not exist, and a press on it would do nothing (or submit a form natively).
// Inlined in the head of every server-rendered page (page-html.mts), so it is plain browser JavaScript.
//
// React marks an element with a `__reactProps$…` property while rendering it (e2e's waitForHydration
// reads its sibling `__reactFiber$`), and hands it events once that render is committed. A press on a
// server element React has not marked is held (default prevented) and replayed in order once React has
// committed it; typed text is handed to React as a change, since hydration keeps the state the server
// rendered with and not what the visitor typed meanwhile.
(function () {
  /** What a press on a not-yet-hydrated element means: clicking it, or submitting a form. */
  var PRESSABLE = 'button,[role="button"],summary,input[type="submit"]';
  /** Toggled natively (the visitor sees the tick at once), then handed to React as its own click. */
  var TOGGLABLE = 'input[type="checkbox"],input[type="radio"]';
  var TYPABLE = 'input:not([type="checkbox"]):not([type="radio"]),textarea,select';
  /** A press still waiting after this long is dropped: its part of the page never hydrated. */
  var GIVE_UP_MS = 15000;
  var OWNED_FALLBACK_MS = 3000;
  var queue = [];
  var timer = 0;

  /** What happened to presses, for a test that sets window.__clePressLog = [] before the page loads. */
  function note(what, el) {
    var log = window.__clePressLog;
    if (!log || log.length > 50) return;
    var name = (el.getAttribute('aria-label') || el.textContent || el.tagName).trim().slice(0, 40);
    log.push(Math.round(performance.now()) + ' ' + what + ' ' + name);
  }

  function reactKey(el, prefix) {
    var keys = Object.keys(el);
    for (var i = 0; i < keys.length; i++) if (keys[i].lastIndexOf(prefix, 0) === 0) return keys[i];
    return null;
  }
  function owned(el) {
    return reactKey(el, '__reactProps$') !== null;
  }
  /**
   * Whether React would hand a press on the element to its handlers: React marks an element while it
   * renders it, but dispatches to it only once that render is committed. A Suspense boundary (a remote's
   * slot) hydrates in slices, so on a loaded machine the gap lasts hundreds of ms, and a press replayed in
   * it is dropped by React without a word. This is React 19's own test (getNearestMountedFiber): walking
   * up the new fibers, none still flagged Placement or Hydrating (2 | 4096), up to a root.
   */
  function committed(el) {
    var key = reactKey(el, '__reactFiber$');
    var fiber = key && el[key];
    if (!fiber) return false;
    var nearest = fiber;
    var node = fiber;
    for (var next = fiber; next && !next.alternate; next = node.return) {
      node = next;
      if (node.flags & 4098) nearest = node.return;
    }
    while (node.return) node = node.return;
    return node.tag === 3 && nearest === fiber;
  }
  /**
   * Not yet marked by React. A marked element that is not committed yet is left to React (and to
   * holdIfReactBlocks): React hydrates its boundary at once for a discrete event, and holding a choice
   * made there ourselves lost it to a later event (the podcast page's sort, 1 run in 11).
   */
  function serverRendered(el) {
    var root = document.getElementById('root');
    return !!root && root.contains(el) && !owned(el);
  }
  function hold(kind, el) {
    // what was typed or chosen is kept now: React may render the element again between owning it and the
    // replay, and a controlled field then shows React's state again
    for (var i = 0; i < queue.length; i++)
      if (kind === 'type' && queue[i].el === el) return void (queue[i].value = el.value);
    // a second toggle of the same box before hydration undoes the first
    for (var j = 0; j < queue.length; j++)
      if (kind === 'toggle' && queue[j].el === el) return void queue.splice(j, 1);
    queue.push({
      kind: kind,
      el: el,
      at: Date.now(),
      ready: false,
      ownedAt: 0,
      value: kind === 'type' ? el.value : null,
    });
    note('held ' + kind, el);
    if (!timer) timer = setInterval(replay, 50);
  }

  /** What the field showed as the server sent it: its selected option, or its default text. */
  function serverValue(el) {
    if (el.tagName !== 'SELECT') return el.defaultValue;
    for (var i = 0; i < el.options.length; i++) if (el.options[i].defaultSelected) return el.options[i].value;
    return el.options.length ? el.options[0].value : '';
  }

  /**
   * Tells React what was typed: hydration keeps the typed text on screen but not in React's state, and
   * React's value tracker (set to the typed text) must see a change for onChange to run. A select has
   * no tracker: its change event is enough.
   */
  function handOverTyped(el, typed) {
    if (el.tagName === 'SELECT') el.value = typed;
    else {
      if (typed === el.defaultValue) return;
      var own = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value');
      el.value = el.defaultValue; // through React's tracker
      own.set.call(el, typed); // past it
      el.dispatchEvent(new Event('input', { bubbles: true }));
    }
    el.dispatchEvent(new Event('change', { bubbles: true }));
  }

  /** The native toggle undone through React's tracker, then done again as a click React sees. */
  function handOverToggle(el) {
    el.checked = el.type === 'radio' ? false : !el.checked;
    el.click();
  }

  function run(item) {
    if (item.kind === 'type') handOverTyped(item.el, item.value);
    else if (item.kind === 'toggle') handOverToggle(item.el);
    else if (item.kind === 'submit') item.el.requestSubmit();
    else item.el.click();
  }

  function replay() {
    while (queue.length) {
      var item = queue[0];
      if (!item.el.isConnected || Date.now() - item.at > GIVE_UP_MS) {
        note(item.el.isConnected ? 'gave up' : 'dropped (element left the page)', item.el);
        queue.shift();
        continue;
      }
      if (!owned(item.el)) return;
      // committed since the last tick: React's effects (the router's listeners) run just after the commit,
      // so the press waits one more tick (not for the page's data-hydrated: under load the root's first
      // commit can come seconds after a slot's, and presses then timed out). Should a React release
      // change what committed() reads, a press owned for OWNED_FALLBACK_MS is replayed all the same.
      if (!item.ready) {
        if (!item.ownedAt) item.ownedAt = Date.now();
        if (committed(item.el) || Date.now() - item.ownedAt > OWNED_FALLBACK_MS) item.ready = true;
        return;
      }
      // a replay React cannot take yet is held again by the listeners below
      queue.shift();
      note('replayed ' + item.kind, item.el);
      run(item);
    }
    clearInterval(timer);
    timer = 0;
  }

  /**
   * Holds a press on an element React already marked when React stops it at the root container: React
   * does so when the element sits in a part it has not hydrated and cannot hydrate at once (a Suspense
   * boundary whose code has not arrived, or a render it threw away after marking the element), and the
   * press would be lost. The listener is added while the event is on its way down, so on the container
   * it runs after React's own. (A React capture handler that stopped a press would read as blocked: the
   * shell and the remotes have none.)
   */
  function holdIfReactBlocks(event, kind, el, cancel) {
    var root = document.getElementById('root');
    if (!root || !root.contains(el)) return;
    function probe(e) {
      if (e !== event) return;
      root.removeEventListener(event.type, probe, true);
      if (!event.cancelBubble) return note('passed to React ' + kind, el);
      note('blocked by React', el);
      if (cancel) event.preventDefault();
      hold(kind, el);
    }
    root.addEventListener(event.type, probe, true);
    // an event stopped before the container never reaches the probe
    setTimeout(function () {
      root.removeEventListener(event.type, probe, true);
    }, 0);
  }

  document.addEventListener(
    'click',
    function (event) {
      if (!(event.target instanceof Element)) return;
      var box = event.target.closest(TOGGLABLE);
      if (box) {
        // the native toggle stays: the visitor sees the tick at once
        if (serverRendered(box)) hold('toggle', box);
        else holdIfReactBlocks(event, 'toggle', box, false);
        return;
      }
      var el = event.target.closest(PRESSABLE);
      if (!el) return;
      if (!serverRendered(el)) return holdIfReactBlocks(event, 'click', el, true);
      event.preventDefault();
      event.stopPropagation();
      hold('click', el);
    },
    true,
  );
  document.addEventListener(
    'submit',
    function (event) {
      if (!serverRendered(event.target)) return holdIfReactBlocks(event, 'submit', event.target, true);
      event.preventDefault();
      event.stopPropagation();
      hold('submit', event.target);
    },
    true,
  );
  ['input', 'change'].forEach(function (type) {
    document.addEventListener(
      type,
      function (event) {
        var el = event.target;
        if (!(el instanceof Element) || !el.matches(TYPABLE)) return;
        if (serverRendered(el)) return hold('type', el);
        // React takes this one with the field as it is now: an earlier held value of it is out of date,
        // unless the field shows the server's value again, which is hydration putting a controlled select
        // back to its state (the visitor's choice is still to be handed over)
        for (var i = queue.length - 1; i >= 0; i--) {
          var held = queue[i];
          if (held.kind !== 'type' || held.el !== el) continue;
          if (el.value === serverValue(el) && held.value !== el.value) note('kept over a reset', el);
          else queue.splice(i, 1);
        }
        holdIfReactBlocks(event, 'type', el, false);
      },
      true,
    );
  });
})();
