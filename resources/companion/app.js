// The phone's page at a game a Garage desktop hosts (garage/ui/play/companion_server.py): join
// with the game's code, pick a car, then follow the game and answer what it asks of that car.
// Every change comes from the host as a whole view with its revision; after a reload, a sleep
// or a lost network the page joins again and is shown the game as it stands.
"use strict";

const $ = (id) => document.getElementById(id);
const store = window.localStorage;
let socket = null;
let view = null;
let retry = 0;
let retryTimer = null;
let stopped = "";  // why the host closed this page for good ("" : it may reconnect)

function clientId() {
  let id = store.getItem("garage-client");
  if (!id) {
    const bytes = new Uint8Array(12);
    crypto.getRandomValues(bytes);
    id = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
    store.setItem("garage-client", id);
  }
  return id;
}

function code() {
  const fromLink = decodeURIComponent(location.hash.replace(/^#/, "")).trim().toUpperCase();
  if (fromLink) store.setItem("garage-code", fromLink);
  return store.getItem("garage-code") || "";
}

function car() { return store.getItem("garage-car-" + code()) || null; }
function setCar(value) {
  if (value) store.setItem("garage-car-" + code(), value); else store.removeItem("garage-car-" + code());
}

function el(tag, props, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props || {})) {
    if (key === "class") node.className = value;
    else if (key === "text") node.textContent = value;
    else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else if (value !== undefined && value !== null && value !== false) node.setAttribute(key, value === true ? "" : value);
  }
  for (const child of children) if (child !== null && child !== undefined) node.append(child);
  return node;
}

function line(pieces) {
  const p = el("p");
  for (const [text, tone] of pieces) p.append(el("span", {class: tone ? "tone-" + tone : "", text}));
  return p;
}

function send(message) {
  if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
}

function connect() {
  clearTimeout(retryTimer);
  retryTimer = null;
  if (stopped || !code()) { showJoin(); return; }
  if (socket && socket.readyState <= WebSocket.OPEN) return;
  const url = (location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/ws";
  socket = new WebSocket(url);
  const mine = socket;
  socket.onopen = () => {
    retry = 0;
    $("connection").hidden = true;
    send({type: "join", code: code(), client: clientId(), car: car()});
  };
  socket.onmessage = (event) => hear(JSON.parse(event.data));
  socket.onclose = (event) => {
    if (socket !== mine) return;
    socket = null;
    held = [];  // its views are stale: joining again brings the game as it stands
    if (event.code === 1008 || event.code === 1001) {  // handed over, flooded or the host stopped
      if (event.reason.includes("handed")) setCar(null);
      stopped = event.reason || "the host closed this page";
      showNote(stopped + ". Reload the page to join again.");
      document.body.dataset.state = "stopped";
      return;
    }
    showNote("Offline: reconnecting...");
    document.body.dataset.state = "offline";
    retry = Math.min(retry + 1, 5);
    retryTimer = setTimeout(connect, 500 * retry);
  };
}

// A tap is a press and a release on one button. Nothing from the host may move the page in
// between: leaving a field asks for its odds, and on a slow phone or network they come back
// while the finger is on the button below them; drawn at once they push it down, the release
// lands beside it and the tap is lost. What arrives during a press is shown once it is over.
const pressing = new Set();  // the pointers down now (fingers, the mouse)
let held = [];
let heard = 0;  // the host's messages this page has had (the tests read it)

function hear(message) {
  document.body.dataset.heard = String(++heard);
  if (pressing.size) held.push(message); else receive(message);
}

function showHeld() {
  if (pressing.size) return;
  const messages = held;
  held = [];
  messages.forEach(receive);
}

function released(event) {
  if (event) pressing.delete(event.pointerId); else pressing.clear();
  if (!pressing.size) setTimeout(showHeld, 0);  // after the click this release makes
}

document.addEventListener("pointerdown", (event) => pressing.add(event.pointerId), true);
document.addEventListener("pointerup", released, true);
document.addEventListener("pointercancel", released, true);
window.addEventListener("blur", () => released(null));

function showNote(text) { $("connection").textContent = text; $("connection").hidden = false; }

function receive(message) {
  if (message.type === "refused") {
    if (/join code/.test(message.words)) { store.removeItem("garage-code"); showJoin(message.words); return; }
    if (/played from another phone|pages open/.test(message.words)) setCar(null);
    refuse(message.words);
    return;
  }
  if (message.type === "cars") { showCars(message); return; }
  if (message.type === "odds") { showOdds(message); return; }
  if (message.type === "view") { show(message); }
}

function refuse(words) {
  const box = $("refused");
  box.textContent = words;
  box.hidden = false;
  document.body.dataset.refused = words;
}

function showJoin(problem) {
  $("join").hidden = false;
  $("play").hidden = true;
  $("code-form").hidden = false;
  $("car-list").replaceChildren();
  $("banner").textContent = "Garage: game night";
  $("waiting").textContent = problem || "Type the join code the host's screen shows.";
  document.body.dataset.state = "code";
}

function showCars(message) {
  $("join").hidden = false;
  $("play").hidden = true;
  $("code-form").hidden = true;
  $("banner").textContent = message.game;
  $("waiting").textContent = "Pick your car";
  const list = $("car-list");
  list.replaceChildren(...message.cars.map((c) => el("li", {},
    el("button", {class: "car-choice", "data-car": c.car, disabled: c.taken,
                  onclick: () => { setCar(c.car); send({type: "join", code: code(), client: clientId(), car: c.car}); }},
       c.name + (c.taken ? " (on another phone)" : "")))));
  document.body.dataset.state = "cars";
}

let shownLog = [];  // [what it says, its element], newest first

function showLog(entries) {
  // Only what changed is drawn again (a view comes with every die): the entries already shown
  // are kept, new ones put on top, undone ones taken away.
  const keys = entries.map((entry) => JSON.stringify(entry));
  const old = new Map(shownLog);
  const made = keys.map((key, i) => [key, old.get(key) || el("li", {}, el("div", {text: entries[i].action}),
    ...entries[i].outcomes.map((o) => el("div", {class: "outcome", text: o})))]);
  const box = $("log");
  const wanted = made.map(([, node]) => node);
  if (wanted.length === box.children.length && wanted.every((node, i) => box.children[i] === node)) return;
  for (const child of [...box.children]) if (!wanted.includes(child)) child.remove();
  wanted.forEach((node, i) => { if (box.children[i] !== node) box.insertBefore(node, box.children[i] || null); });
  shownLog = made;
}
// A view comes with every die and most of it is as before: what is the same is not written
// again (a write, even of the same words, has the page laid out anew before the next view).
function setText(node, text) { if (node.textContent !== text) node.textContent = text; }
function setData(name, value) { if (document.body.dataset[name] !== value) document.body.dataset[name] = value; }
let shownBanner = "";
const shownCards = new Map();  // car -> [what it shows, its element]

function show(message) {
  view = message;
  $("join").hidden = true;
  $("play").hidden = false;
  const banner = JSON.stringify(message.banner);
  if (banner !== shownBanner) {
    shownBanner = banner;
    $("banner").replaceChildren(...line(message.banner).childNodes);
  }
  setText($("waiting"), message.request ? "Waiting for you: your " + (message.request.kind === "roll" ? "die" : "decision")
    : "Waiting for " + message.waiting_for);
  const me = message.cars.find((c) => c.car === message.you);
  setText($("you"), me ? "You play " + me.name : "");
  showMine();
  if (!message.request) $("refused").hidden = true;
  showRequest(message.request);
  showOffers(message.offers);
  showCards(message);
  showLog(message.log);
  setData("state", "play");
  setData("revision", String(message.revision));
  setData("request", message.request ? String(message.request.id) : "");
  // When this view was on screen (wall clock, ms): benchmarks/bench_companion.py reads it.
  window.garageSeen = {revision: message.revision, at: performance.timeOrigin + performance.now()};
}

function oddsLines(lines) {
  const box = el("div", {class: "odds"});
  for (const pieces of lines || []) box.append(line(pieces));
  return box;
}

function showRequest(request) {
  const box = $("request");
  if (!request) { box.hidden = true; box.replaceChildren(); return; }
  box.hidden = false;
  const parts = [el("div", {class: "words", text: request.words})];
  if (request.odds) parts.push(oddsLines(request.odds));
  if (request.kind === "roll") {
    const faces = el("div", {class: "faces" + (request.sides <= 6 ? " one-row" : ""), role: "group",
                             "aria-label": "The face you rolled"});
    for (let face = 1; face <= request.sides; face++) {
      faces.append(el("button", {class: "face", "data-face": face, "aria-label": "Rolled " + face,
                                 onclick: () => send({type: "answer", request: request.id, value: face})}, String(face)));
    }
    parts.push(el("p", {class: "how", text: "Tap the face you rolled, or let Garage roll:"}), faces,
               el("button", {class: "big", id: "roll-for-me", onclick: () => send({type: "roll", request: request.id})},
                  "Roll for me"));
  } else {
    const options = el("div", {class: "options"});
    for (const option of request.options) {
      options.append(el("button", {class: "option" + (option.default ? " default" : ""),
                                   "data-value": JSON.stringify(option.value),
                                   onclick: () => send({type: "answer", request: request.id, value: option.value})},
                        option.words));
    }
    parts.push(options);
  }
  box.replaceChildren(...parts);
}

function fieldInput(offer, field) {
  const id = offer.action + "-" + field.name;
  const label = field.label;
  if (field.kind === "bool") {
    return el("label", {class: "check"}, el("input", {type: "checkbox", id, name: field.name}), label);
  }
  if (field.kind === "weapons") {
    const group = el("fieldset", {"data-weapons": field.name}, el("legend", {text: label}));
    for (const [value, words] of field.choices) {
      group.append(el("label", {class: "check"}, el("input", {type: "checkbox", name: field.name, value, checked: true}), words));
    }
    return group;
  }
  if (field.choices) {
    const select = el("select", {id, name: field.name});
    for (const [value, words] of field.choices) select.append(el("option", {value: JSON.stringify(value), text: words}));
    return el("div", {}, el("label", {for: id, text: label}), select);
  }
  const input = el("input", {type: "number", id, name: field.name, inputmode: field.kind === "int" ? "numeric" : "decimal",
                             min: field.min, max: field.max, step: field.kind === "int" ? 1 : "any",
                             value: field.start !== undefined ? field.start : (field.required ? field.min : ""),
                             required: field.required});
  const range = field.min !== null && field.max !== null ? " " + field.min + "-" + field.max + (field.unit || "") : "";
  return el("div", {}, el("label", {for: id, text: label + range}), input);
}

function actionOf(offer, form) {
  const action = {action: offer.action};
  for (const name of offer.car) action[name] = view.you;
  for (const field of offer.fields) {
    if (field.kind === "weapons") {
      action[field.name] = Array.from(form.querySelectorAll(`input[name="${field.name}"]:checked`), (i) => Number(i.value));
    } else if (field.kind === "bool") {
      const on = form.elements[field.name].checked;
      if (on || field.required) action[field.name] = on;
    } else if (field.choices) {
      const value = JSON.parse(form.elements[field.name].value);
      if (value !== "" || field.required) action[field.name] = value;
    } else {
      const text = form.elements[field.name].value;
      if (text === "") { if (field.required) action[field.name] = null; continue; }
      const number = Number(text);
      if (number === 0 && !field.required && field.kind === "int") continue;
      action[field.name] = number;
    }
  }
  return action;
}

// What this phone played in this step of the game, kept on the phone alone: with secret
// plotting the host shows nobody a speed until every car has plotted, not even this phone.
function remember(offer, action) {
  const words = offer.fields.filter((f) => action[f.name] !== undefined && f.kind !== "weapons")
    .map((f) => f.label.toLowerCase() + " " + action[f.name] + (f.unit || "")).join(", ");
  sessionStorage.setItem("garage-mine", JSON.stringify({banner: $("banner").textContent,
                                                        words: offer.title + (words ? ": " + words : "")}));
}

function showMine() {
  const mine = JSON.parse(sessionStorage.getItem("garage-mine") || "null");
  const box = $("mine");
  box.hidden = !mine || mine.banner !== $("banner").textContent;
  setText(box, mine ? "From this phone: " + mine.words : "");
}

let shownOffers = "";
function showOffers(offers) {
  const key = JSON.stringify(offers);
  if (key === shownOffers) return;  // the same forms: keep what the player typed
  shownOffers = key;
  const box = $("offers");
  // What the player typed or ticked stays in the forms drawn again (another car's move, a
  // desktop undo): a tap on Plot speed plays the speed typed, not the form's first value.
  const typed = new Map();
  for (const input of box.querySelectorAll("form.offer [data-typed]")) {
    typed.set(fieldKey(input), input.type === "checkbox" ? input.checked : input.value);
  }
  box.replaceChildren(...offers.map((offer) => {
    const form = el("form", {class: "offer", "data-action": offer.action},
      el("h2", {text: offer.title}), el("p", {class: "help", text: offer.help}),
      ...offer.fields.map((field) => fieldInput(offer, field)),
      el("div", {class: "odds", "data-odds": offer.action}),
      el("button", {type: "submit", class: "play"}, offer.title));
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      const action = actionOf(offer, form);
      send({type: "act", action});
      remember(offer, action);
    });
    form.addEventListener("input", (event) => { event.target.dataset.typed = ""; });
    form.addEventListener("change", () => send({type: "odds", action: actionOf(offer, form)}));
    for (const input of form.querySelectorAll("input, select")) {
      if (!typed.has(fieldKey(input))) continue;
      if (input.type === "checkbox") input.checked = typed.get(fieldKey(input)); else input.value = typed.get(fieldKey(input));
      input.dataset.typed = "";
    }
    return form;
  }));
}

function fieldKey(input) {
  return [input.form.dataset.action, input.name, input.type === "checkbox" ? input.value : ""].join(" ");
}

function showOdds(message) {
  const box = document.querySelector(`[data-odds="${message.action}"]`);
  if (box) box.replaceChildren(...oddsLines(message.lines).childNodes);
}

function circles(card) {
  if (card.hit_points_total === null || card.hit_points_total === undefined) return null;
  const per = card.circles_per_line || card.hit_points_total;
  const box = el("div", {class: "circles", role: "img",
                         "aria-label": card.hit_points + " of " + card.hit_points_total + " hit points left"});
  let row = null;
  for (let i = 0; i < card.hit_points_total; i++) {
    if (i % per === 0) { row = el("div", {class: "row"}); box.append(row); }
    row.append(el("span", {class: "circle" + (i < card.hit_points_total - card.hit_points ? " lost" : "")}));
  }
  return box;
}

function cardElement(message, card) {
  const waiting = message.to_plot.includes(card.car) ? " (" + message.waiting_mark + ")" : "";
  return el("article", {class: "card" + (card.car === message.you ? " mine" : "") +
                               (card.car === message.mover ? " moving" : ""), "data-car": card.car},
    el("h2", {class: card.destroyed || card.out ? "tone-gone" : "", text: card.name + waiting}),
    card.crew ? el("div", {class: "crew", text: card.crew}) : null,
    card.out ? el("p", {class: "tone-bad", text: "Out: " + card.out}) : null,
    circles(card),
    card.conditions.length ? el("div", {}, ...card.conditions.map((c) =>
      el("span", {class: "badge", text: c.words + (c.count > 1 ? " x" + c.count : "")}))) : null,
    ...card.card.map(line));
}

function showCards(message) {
  const cards = [...message.cars].sort((a, b) => (b.car === message.you) - (a.car === message.you));
  const nodes = cards.map((card) => {
    const key = JSON.stringify([card, message.to_plot.includes(card.car), message.mover === card.car, message.you]);
    const kept = shownCards.get(card.car);
    if (kept && kept[0] === key) return kept[1];
    const node = cardElement(message, card);
    shownCards.set(card.car, [key, node]);
    return node;
  });
  const box = $("cards");
  if (nodes.length !== box.children.length) box.replaceChildren(...nodes);
  else nodes.forEach((node, i) => { if (box.children[i] !== node) box.replaceChild(node, box.children[i]); });
  if (message.over) $("waiting").textContent = "Game over" + (message.winner ? ": " + message.winner + " wins" : "");
}

$("code-form").addEventListener("submit", (event) => {
  event.preventDefault();
  store.setItem("garage-code", $("code").value.trim().toUpperCase());
  stopped = "";
  connect();
});
window.addEventListener("offline", () => { if (socket) socket.close(); });
window.addEventListener("online", () => { retry = 0; connect(); });
document.addEventListener("visibilitychange", () => {
  if (document.visibilityState !== "visible") return;
  if (socket && socket.readyState === WebSocket.OPEN) send({type: "sync"}); else connect();
});
window.addEventListener("hashchange", () => { stopped = ""; if (socket) socket.close(); else connect(); });

code() ? connect() : showJoin();
