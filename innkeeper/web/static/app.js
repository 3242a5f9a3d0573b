// Innkeeper web client: lobby, table and replay, one page routed on location. No build step, no dependencies.

const app = document.getElementById("app");
const topbarInfo = document.getElementById("topbar-info");

const INN = -1;
const POT = -2;
const METER_MAX = 20;
const PHASES = {
  discard: "Discard & Draw", action: "Action", order: "Order Drinks", drink: "Drink", end: "End of turn",
};
const TYPE_CLASSES = {
  "Action": "action", "Sometimes": "sometimes", "Anytime": "anytime", "Gambling": "gambling",
  "Cheating": "cheating", "Action / Gambling": "action-gambling", "Action/Gambling": "action-gambling",
  "Drink": "drink", "Drink Event": "event",
};
const GROUPS = {
  house: "Round on the House!", contest: "Drinking Contest!", challenge: "The Challenge!",
  toast: "A Toast to Villainy!",
};
const PAY_REASONS = {
  refill: "to refill the Drink Deck", contest: "to the Drinking Contest's winner", challenge: "for The Challenge!",
};
const CHARACTER_COLORS = {
  deirdre: "#d9b44a", fiona: "#c0392b", gerki: "#3f8f4f", zot: "#3d5fb8", jin: "#8e5bd0", greppa: "#d8792b",
  dimli: "#a0522d", eve: "#6b4c9a", fleck: "#2e8b8b", kaylin: "#4f8a3c", serena: "#b8860b", wizgille: "#7a7f87",
  phrenk: "#5b7d2f", molly: "#8b5a2b",
  jasper: "#8c2f39",
};
const SIDE_RIBBONS = {kept: "Kept", mockery: "Mocked", song: "♪ Song", mood: "Mood", potion: "Potion", gear: "Gear",
  prize: "Prize", story: "Chapter", animal: "Animal"};

// ----- small helpers ---------------------------------------------------------------------------------

/** Build an element: h("div", {class: "x", dataset: {testid: "y"}, onclick}, child, "text", [children]). */
function h(tag, attrs, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (key === "class") el.className = value;
    else if (key === "testid") el.dataset.testid = value;
    else if (key === "dataset") Object.assign(el.dataset, value);
    else if (key === "style" && typeof value === "object") {
      for (const [prop, v] of Object.entries(value)) {
        if (prop.startsWith("--")) el.style.setProperty(prop, v);
        else el.style[prop] = v;
      }
    }
    else if (key.startsWith("on") && typeof value === "function") el.addEventListener(key.slice(2), value);
    else if (value === true) el.setAttribute(key, "");
    else el.setAttribute(key, String(value));
  }
  appendAll(el, children);
  return el;
}

/** Append children (nested arrays, strings, nodes; null skipped). */
function appendAll(el, children) {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    if (Array.isArray(child)) appendAll(el, child);
    else el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
}

/** An SVG element from markup we write ourselves (never from server text). */
function svg(markup, cls) {
  const span = h("span", {class: cls || "icon", "aria-hidden": "true"});
  span.innerHTML = markup;
  return span;
}

const ICONS = {
  coin: '<svg viewBox="0 0 20 20"><circle cx="10" cy="10" r="8.5" fill="#e8b93a" stroke="#8a6416" stroke-width="1.5"/>' +
    '<circle cx="10" cy="10" r="5" fill="none" stroke="#b98a22" stroke-width="1.2"/></svg>',
  cards: '<svg viewBox="0 0 20 20"><rect x="3" y="4" width="10" height="14" rx="1.5" fill="#8f1d16" stroke="#f3e5c0"/>' +
    '<rect x="7" y="2" width="10" height="14" rx="1.5" fill="#b3261e" stroke="#f3e5c0"/></svg>',
  deck: '<svg viewBox="0 0 20 20"><rect x="4" y="6" width="12" height="12" rx="1.5" fill="#5a3a22" stroke="#c9a24a"/>' +
    '<rect x="4" y="4" width="12" height="12" rx="1.5" fill="#6b4426" stroke="#c9a24a"/>' +
    '<rect x="4" y="2" width="12" height="12" rx="1.5" fill="#7a5030" stroke="#c9a24a"/></svg>',
  mug: '<svg viewBox="0 0 20 20"><path d="M4 5h9v11a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2z" fill="#e8b93a" stroke="#6b4426"/>' +
    '<path d="M13 7h2a2 2 0 0 1 2 2v2a2 2 0 0 1-2 2h-2" fill="none" stroke="#6b4426" stroke-width="1.5"/>' +
    '<path d="M3.5 5c0-2 2-3 3-2 1-1.5 3-1.5 4 0 1-1 3 0 3 2z" fill="#fff8e6"/></svg>',
  discard: '<svg viewBox="0 0 20 20"><rect x="3" y="5" width="10" height="13" rx="1.5" fill="#c9b98f" ' +
    'transform="rotate(-12 8 11)"/><rect x="7" y="3" width="10" height="13" rx="1.5" fill="#e9dbb3" ' +
    'stroke="#6b4426" transform="rotate(8 12 10)"/></svg>',
  first: '<svg viewBox="0 0 20 20"><rect x="3" y="4" width="2.5" height="12" fill="currentColor"/>' +
    '<path d="M17 4v12L7 10z" fill="currentColor"/></svg>',
  prev: '<svg viewBox="0 0 20 20"><path d="M15 4v12L5 10z" fill="currentColor"/></svg>',
  next: '<svg viewBox="0 0 20 20"><path d="M5 4v12l10-6z" fill="currentColor"/></svg>',
  last: '<svg viewBox="0 0 20 20"><path d="M3 4v12l10-6z" fill="currentColor"/>' +
    '<rect x="14.5" y="4" width="2.5" height="12" fill="currentColor"/></svg>',
  pause: '<svg viewBox="0 0 20 20"><rect x="5" y="4" width="3.5" height="12" fill="currentColor"/>' +
    '<rect x="11.5" y="4" width="3.5" height="12" fill="currentColor"/></svg>',
  hourglass: '<svg viewBox="0 0 20 20"><path d="M5 2h10M5 18h10M6 2c0 5 8 5 8 8s-8 3-8 8M14 2c0 5-8 5-8 8s8 3 8 8" ' +
    'fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round"/></svg>',
  inn: '<svg viewBox="0 0 20 20"><path d="M2 9 10 3l8 6v9H2z" fill="#7a5030" stroke="#c9a24a"/>' +
    '<rect x="8" y="12" width="4" height="6" fill="#2b1a10"/></svg>',
};

/** A 0..max bar with a label and its number. */
function meter(label, value, cls, testid) {
  const pct = Math.max(0, Math.min(100, (value / METER_MAX) * 100));
  return h("div", {class: `meter ${cls}`, testid, title: `${label} ${value}`},
    h("span", {class: "meter-label"}, label),
    h("span", {class: "meter-track"},
      h("span", {class: "meter-fill", style: {width: `${pct}%`}}),
      h("span", {class: "meter-ticks"})),
    h("b", {class: "meter-value"}, String(value)));
}

/** A seat's tracks with a marker (Serena's Piety) as meters over their own range. */
function trackMeters(obs, seat) {
  return (obs.tracks || []).filter((t) => t.owner === seat).map((t) => {
    const span = Math.max(1, t.high - t.low);
    const pct = Math.max(0, Math.min(100, ((t.value - t.low) / span) * 100));
    return h("div", {class: `meter track track-${t.kind}`, testid: `${t.kind}-${seat}`,
      title: `${t.name} ${t.value} (from ${t.low} to ${t.high})`},
    h("span", {class: "meter-label"}, t.name),
    h("span", {class: "meter-track"}, h("span", {class: "meter-fill", style: {width: `${pct}%`}})),
    h("b", {class: "meter-value"}, String(t.value)));
  });
}

/** Gold as coin icons (at most 12 drawn) and the number. */
function coins(gold, testid) {
  const shown = Math.max(0, Math.min(gold, 10));
  const stack = h("span", {class: "coin-row"});
  for (let i = 0; i < shown; i++) stack.append(svg(ICONS.coin, "coin"));
  return h("div", {class: "gold", testid, title: `${gold} Gold`}, stack, h("b", {}, `${gold}`), " Gold");
}

/** A small "icon number" chip. */
function pile(icon, count, label, testid) {
  return h("span", {class: "pile", title: label, testid}, svg(ICONS[icon]), h("b", {}, String(count)),
    h("span", {class: "pile-label"}, label));
}

/** JSON fetch; throws Error(detail) for HTTP errors. */
async function api(path, options) {
  const init = {headers: {"Accept": "application/json"}, ...(options || {})};
  if (init.body !== undefined && typeof init.body !== "string") {
    init.body = JSON.stringify(init.body);
    init.headers["Content-Type"] = "application/json";
  }
  const res = await fetch(path, init);
  let data = null;
  try {
    data = await res.json();
  } catch (_err) {
    data = null;
  }
  if (!res.ok) {
    let detail = data && data.detail;
    if (Array.isArray(detail)) detail = detail.map((d) => d.msg || JSON.stringify(d)).join("; ");
    const err = new Error(detail || `${res.status} ${res.statusText}`);
    err.status = res.status;
    throw err;
  }
  return data;
}

let toastTimer = null;
/** A short message at the bottom of the screen. */
function toast(message, kind) {
  const el = document.getElementById("toast");
  el.textContent = message;
  el.className = `toast ${kind || ""}`;
  el.hidden = false;
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => { el.hidden = true; }, 4000);
}

/** Copy text to the clipboard (with a fallback for plain-http pages). */
async function copyText(text, button) {
  try {
    await navigator.clipboard.writeText(text);
  } catch (_err) {
    const area = h("textarea", {style: {position: "fixed", opacity: "0"}});
    area.value = text;
    document.body.append(area);
    area.select();
    try { document.execCommand("copy"); } catch (_e) { /* nothing more to try */ }
    area.remove();
  }
  if (button) {
    const old = button.textContent;
    button.textContent = "Copied!";
    setTimeout(() => { button.textContent = old; }, 1200);
  }
}

/** `#a=1&b=2` -> {a: "1", b: "2"}. */
function fragmentParams() {
  const out = {};
  const text = location.hash.replace(/^#/, "");
  for (const [k, v] of new URLSearchParams(text)) out[k] = v;
  return out;
}

/** An absolute URL for a server path. */
function absolute(path) {
  return new URL(path, location.origin).href;
}

let cardsCache = null;
/** Every card's type and rule, by title (fetched once; {} when unavailable). */
async function cardBook() {
  if (cardsCache) return cardsCache;
  try {
    cardsCache = (await api("/api/cards")).cards || {};
  } catch (_err) {
    cardsCache = {};
  }
  return cardsCache;
}

let metaCache = null;
/** Characters, bot kinds and drink decks the server offers. */
async function meta() {
  if (!metaCache) metaCache = await api("/api/meta");
  return metaCache;
}

function typeClass(type) {
  return TYPE_CLASSES[type] || String(type || "").toLowerCase().replace(/[^a-z]+/g, "-");
}

/** A card face: title, type and rule. */
/** Whether a card (by title) was designed for Innkeeper to complete a reconstructed deck, not printed. */
function isDesigned(title) {
  const info = cardsCache && cardsCache[title];
  return Boolean(info && info.source === "designed");
}

const DESIGNED = "Designed for this edition";

/** A tooltip's text, with the designed-card note where it applies. */
function tip(title, text) {
  return isDesigned(title) ? `${text} (${DESIGNED.toLowerCase()})` : text;
}

function cardFace(card, extra) {
  const type = card.type || "";
  const designed = isDesigned(card.title);
  return h("div", {class: `card type-${typeClass(type)}${designed ? " designed" : ""} ${extra && extra.class ? extra.class : ""}`,
    testid: extra && extra.testid, dataset: extra && extra.dataset, title: tip(card.title, card.text || card.title),
    tabindex: extra && extra.tabindex, role: extra && extra.role, onclick: extra && extra.onclick,
    onkeydown: extra && extra.onkeydown},
  h("div", {class: "card-type"}, type),
  h("div", {class: "card-title"}, card.title),
  card.text ? h("div", {class: "card-text"}, card.text) : null,
  designed ? h("div", {class: "designed-mark", testid: "designed-mark"}, DESIGNED) : null);
}

/**
 * The phase as the table lives it: the engine names the next decision (Order Drinks) as soon as an Action card
 * is played; while that card (bottom of the stack, the turn player's) still resolves, it is the Action phase.
 */
function shownPhase(obs, book) {
  const f = obs.stack && obs.stack[0];
  if (obs.phase === "order" && f && f.kind === "card" && f.player === obs.turn) {
    const info = (book && book[f.card]) || {};
    if (/^Action/.test(info.type || "")) return "action";
  }
  return obs.phase;
}

// ----- auto-pass (the same rules as innkeeper/autopass.py) -------------------------------------------------

const AUTOPASS = {
  mine: "Only when it is about me",
  playable: "Whenever I could play a card",
  always: "At every window",
};
/** What each setting does, in full (the options' tooltips; the terminal's `a` command says the same). */
const AUTOPASS_RULES = {
  mine: "Asked when something another player did targets or affects you, or it is your own decision. Never at a " +
    "quiet chance at a step of a phase, at a window on your own card, twice on the same question, at a routine step " +
    "of your own turn, nor when your only plays would change nothing (a heal at 20 Fortitude, sobering up at " +
    "0 Alcohol).",
  playable: "Asked at every window where you hold a card you could play.",
  always: "Asked at every window, even when you can only pass.",
};

function drinkerOf(stack, below, index) {
  for (let i = below - 1; i >= 0; i -= 1) {
    const f = stack[i];
    if (f.kind === "drink") return f.drinks[index] ? f.drinks[index].drinker : null;
  }
  return null;
}

/** Whether stack frame i names the seat (target, drinker, victim, payer, Round...). */
function aboutSeat(stack, i, seat) {
  const f = stack[i];
  switch (f.kind) {
    case "card":
      if ((f.targets || []).includes(seat) || (f.chosen || []).includes(seat)) return true;
      return f.drink !== undefined && f.drink !== null && f.drink >= 0 && drinkerOf(stack, i, f.drink) === seat;
    case "drink": return f.drinks.some((d) => d.drinker === seat);
    case "loss": return f.victims.includes(seat);
    case "pay": return f.payers.includes(seat) || f.to === seat;
    case "round_won": return f.winner === seat;
    case "group": case "order_for": return f.seats.includes(seat);
    case "event": case "last_chance": case "round": return true;
    default: return false;
  }
}

// What a window can answer; a window on anything else (a step of a phase, nothing on the stack) is quiet.
const HAPPENINGS = ["card", "drink", "event", "pay", "loss", "round_won", "last_chance"];

/** Whether the open window answers no happening: a chance at a step of a phase for Anytime cards. */
function quietWindow(obs) {
  const stack = obs.stack || [];
  if (stack.length && stack[stack.length - 1].kind === "anytime") return true;   // the engine's quiet window
  let at = -1;
  stack.forEach((f, i) => { if (f.kind === "window") at = i; });
  if (at < 0) return false;
  const subject = stack[at].subject;
  return !Number.isInteger(subject) || subject < 0 || subject >= at || !HAPPENINGS.includes(stack[subject].kind);
}

/** Whether the open window answers something of another player's that bears on the seat. */
function windowAffects(obs, seat) {
  const stack = obs.stack || [];
  if (quietWindow(obs)) return false;
  const windows = stack.filter((f) => f.kind === "window");
  if (!windows.length) return true;
  const subject = windows[windows.length - 1].subject;
  const own = (i) => stack[i].kind === "card" && stack[i].player === seat;
  if (own(subject)) return false;
  if (obs.turn === seat) return true;
  for (let i = 0; i <= subject; i += 1) if (aboutSeat(stack, i, seat) || (i < subject && own(i))) return true;
  return false;
}

/** The question as the seat sees it (the stack, its own stats, its choices): a pass on it is not asked again. */
function questionKey(obs, actions, seat) {
  const me = obs.players[seat] || {};
  return JSON.stringify([obs.stack || [], [me.fortitude, me.alcohol, me.gold], actions.map((a) => a.text)]);
}

/**
 * Whether an action plays a card that would change nothing now (autopass.idle): every stat its effects change is at
 * its bound (Fortitude 20 for a self-heal, Alcohol 0 for sobering up). book[title].idle: {stat: bound}, from the server.
 */
function idlePlay(action, me, book) {
  if (action.kind !== "play" || action.option || (action.targets || []).length || action.drink !== undefined) return false;
  const when = book && book[action.card] && book[action.card].idle;
  if (!when || !Object.keys(when).length) return false;
  return Object.entries(when).every(([stat, bound]) => (stat === "fortitude" ? me[stat] >= bound : me[stat] <= bound));
}

/**
 * The index of the action to take without asking, or -1 to ask. passed: a Set of questionKeys passed on;
 * book: the card book (its idle bounds let "mine" leave out plays that would change nothing).
 */
function autoPassChoice(obs, actions, seat, mode, passed, book) {
  const stack = obs.stack || [];
  if (passed && !stack.length) passed.clear();
  const everything = actions;
  let index = actions.map((a, i) => i);   // the choices that count, by their index among all the actions
  if (mode === "mine" && book) {
    const me = obs.players[seat] || {};
    const useful = index.filter((i) => !idlePlay(actions[i], me, book));
    if (useful.length && useful.length < actions.length) {
      index = useful;
      actions = useful.map((i) => everything[i]);
    }
  }
  const pick = (i) => (i < 0 ? -1 : index[i]);
  const inWindow = stack.length > 0 && ["window", "anytime"].includes(stack[stack.length - 1].kind);
  if (actions.length === 1 && (!inWindow || mode !== "always")) return pick(0);
  if (!inWindow && mode === "mine" && !stack.length && ["order", "drink", "end"].includes(obs.phase)) {
    // a routine step of one's own turn: the phase's own business is one choice, the rest only Anytime cards
    const own = actions.map((a, i) => [a, i]).filter(([a]) => a.kind !== "play");
    if (own.length === 1 && ["pass", "drink"].includes(own[0][0].kind)) return pick(own[0][1]);
  }
  if (!inWindow || mode === "always" || actions[0].kind !== "pass") return -1;
  if (mode === "playable") return actions.length > 1 ? -1 : pick(0);
  if (passed && passed.size && passed.has(questionKey(obs, everything, seat))) return pick(0);   // passed on it already
  return windowAffects(obs, seat) ? -1 : pick(0);
}

/** A title as a small card chip with its rule as a tooltip. */
function miniCard(title, book) {
  const info = (book && book[title]) || {};
  return h("span", {class: `mini-card type-${typeClass(info.type)}`, title: tip(title, info.text ? `${info.type}: ${info.text}` : title),
    dataset: {rule: title}}, title);
}

/**
 * A side-deck card lying face up on a mat: a Song of the Setlist or a Mockery card in front of someone.
 * opts: {testid, onuse (when set, a click uses the card: Shake it Off), useLabel}
 */
function sideCard(title, book, kind, opts) {
  const o = opts || {};
  const info = (book && book[title]) || {};
  const use = o.onuse || null;
  const rule = tip(title, info.text ? `${title}: ${info.text}` : title);
  const press = (ev) => {
    if (!use) return;          // without a use, the delegated rule sheet opens (data-rule)
    ev.stopPropagation();
    hideRule();
    use();
  };
  return h("div", {class: `side-card side-${kind}${use ? " usable" : ""}`, testid: o.testid,
    dataset: use ? {title, side: kind} : {title, rule: title, side: kind}, title: use ? `${o.useLabel || "Use"} · ${rule}` : rule,
    tabindex: 0, role: "button", "aria-label": use ? `${o.useLabel || "Use"} '${title}'` : `${title}: show the rule`,
    onclick: press,
    onkeydown: (ev) => {
      if (ev.key !== "Enter" && ev.key !== " ") return;
      ev.preventDefault();
      if (use) use(); else showRule(title, kind);
    }},
  h("span", {class: "ribbon"}, SIDE_RIBBONS[kind] || kind),
  h("span", {class: "side-title"}, title),
  use ? h("span", {class: "use-hint"}, o.useLabel || "Use") : null);
}

/** The rule sheet: a card's type, title and rule at the bottom of the screen (tap a card chip to open it). */
function showRule(title, side) {
  const sheet = document.getElementById("card-sheet");
  if (!sheet) return;
  const info = {...((cardsCache && cardsCache[title]) || {})};
  if (side === "song") info.type = "Song · played as an Action";
  else if (side === "mockery") info.type = "Mockery · played as an Action";
  else if (side === "mood") info.type = "Mood · holds while it lies face up";
  else if (side === "gear") info.type = "Gear · added to the card it came with";
  else if (side === "animal") info.type = "Animal · lends its ability while in the Paddock";
  else if (side === "potion") info.type = `Potion${info.type ? ` · ${info.type}` : ""}`;
  sheet.replaceChildren(
    h("button", {class: "sheet-close", type: "button", "aria-label": "Close", onclick: hideRule}, "×"),
    cardFace({title, type: info.type || "", text: info.text || "No rule text known for this card."},
      {class: `sheet-card${side ? ` side-${side}` : ""}`, testid: "rule-card"}));
  sheet.hidden = false;
}

function hideRule() {
  const sheet = document.getElementById("card-sheet");
  if (sheet) sheet.hidden = true;
}

document.addEventListener("click", (ev) => {
  const target = ev.target instanceof Element ? ev.target : null;
  const chip = target && target.closest("[data-rule]");
  if (chip) {
    showRule(chip.dataset.rule, chip.dataset.side);
  } else if (target && !target.closest("#card-sheet")) {
    hideRule();
  }
});
document.addEventListener("keydown", (ev) => { if (ev.key === "Escape") hideRule(); });

// ----- English for the observation (as innkeeper/screen.py says it) -------------------------------------

/** A seat's name, "you" for the viewer. */
function who(obs, seat, viewer) {
  if (seat === viewer && viewer !== null && viewer !== undefined) return "you";
  if (seat === INN) return "the Inn";
  if (seat === POT) return "the pot";
  const p = obs.players && obs.players[seat];
  return p ? p.name : "nobody";
}

function names(obs, seats, viewer) {
  const list = (seats || []).map((s) => who(obs, s, viewer));
  if (!list.length) return "nobody";
  return list.length === 1 ? list[0] : `${list.slice(0, -1).join(", ")} and ${list[list.length - 1]}`;
}

function whose(obs, seat, viewer) {
  const name = who(obs, seat, viewer);
  return name === "you" ? "your" : `${name}'s`;
}

function verb(subject, word) {
  return subject === "you" ? `${subject} ${word}` : `${subject} ${word}s`;
}

// "Zot discards 'X'" on Zot's own button reads "Discard 'X'".
const OWN_VERBS = {is: "", passes: "Pass", keeps: "Keep", does: "Do", has: "Have"};
function ownWords(text, name) {
  if (!name || !text.startsWith(name + " ")) return text;
  const rest = text.slice(name.length + 1);
  const space = rest.indexOf(" ");
  const word = space < 0 ? rest : rest.slice(0, space);
  const tail = space < 0 ? "" : rest.slice(space);
  const base = word in OWN_VERBS ? OWN_VERBS[word] : (word.endsWith("s") ? word.slice(0, -1) : word);
  const out = (base + tail).trim().replace(/\btheir\b/g, "your").replace(/\bthemselves\b/g, "yourself");
  return upperFirst(out);
}

function upperFirst(text) {
  return text ? text[0].toUpperCase() + text.slice(1) : text;
}

function drinkOf(stack, below, index) {
  for (let i = below - 1; i >= 0; i--) {
    if (stack[i].kind === "drink") return stack[i].drinks[index] || null;
  }
  return null;
}

function drinkWords(d) {
  return `${d.cards.join(" + ")} (${d.alcohol} Alcohol${d.ignored ? ", Ignored" : ""})`;
}

/** One stack frame in English. */
function describeFrame(obs, index, viewer) {
  const stack = obs.stack;
  const f = stack[index];
  switch (f.kind) {
  case "card": {
    const player = who(obs, f.player, viewer);
    let text;
    if (f.origin === "mockery") {
      text = `${player} Mock${player === "you" ? "" : "s"} ${names(obs, f.targets, viewer)}: '${f.card}'`;
    } else if (f.origin === "immediate") {
      text = `${upperFirst(whose(obs, f.player, viewer))} Song '${f.card}' happens at once`;
    } else if (f.origin === "shake") {
      text = `${verb(player, "Shake")} off '${f.card}'`;
    } else {
      text = `${verb(player, f.origin === "song" ? "Sing" : "play")} '${f.card}'`;
      if (f.targets && f.targets.length) text += ` on ${names(obs, f.targets, viewer)}`;
      if (f.gear) text += ` with the Gear '${f.gear}'`;
    }
    if (f.drink !== null && f.drink !== undefined && f.drink >= 0) {
      const d = drinkOf(stack, index, f.drink);
      if (d) {
        const owner = who(obs, d.drinker, viewer);
        text += ` on ${owner === "you" ? "your" : `${owner}'s`} Drink (${d.cards.join(" + ")})`;
      }
    }
    return text + (f.negated ? " (Negated)" : "");
  }
  case "drink": {
    if (f.drinks.length === 1) {
      const d = f.drinks[0];
      const drinker = who(obs, d.drinker, viewer);
      return `${drinker} ${drinker === "you" ? "are" : "is"} about to drink ${drinkWords(d)}`;
    }
    return "Drinks about to be drunk: " + f.drinks.map((d) => `${who(obs, d.drinker, viewer)}: ${drinkWords(d)}`)
      .join("; ");
  }
  case "event": return `Drink Event '${f.card}'`;
  case "group": return `${GROUPS[f.mode] || String(f.mode).replace(/_/g, " ")} for ${names(obs, f.seats, viewer)}`;
  case "loss":
    if (f.sang) {
      return f.victims && f.victims.length
        ? `${names(obs, f.victims, viewer)} just lost Fortitude to ${whose(obs, f.source, viewer)} Song`
        : `${who(obs, f.source, viewer)} just Sang a Song`;
    }
    return `${names(obs, f.victims, viewer)} just lost Fortitude to ${who(obs, f.source, viewer)}`;
  case "sing": {
    const singer = who(obs, f.singer, viewer);
    if (f.song) return `${verb(singer, "Sing")} '${f.song}'`;
    if (f.named) return `${singer} must Sing '${f.named}'`;
    return `${singer} must Sing a Song from the Setlist`;
  }
  case "setlist":
    if ((obs.sides || []).some((d) => d.owner === f.owner && d.kind === "potions")) {
      return `${who(obs, f.owner, viewer)} must keep one Potion and discard the other`;
    }
    if ((obs.sides || []).some((d) => d.owner === f.owner && d.kind === "stable")) {
      return `${who(obs, f.owner, viewer)} must send an animal back to the Stable: a Paddock holds only two`;
    }
    return `${who(obs, f.owner, viewer)} must drop a Song: a Setlist holds only three`;
  case "tale": return `${whose(obs, f.owner, viewer)} story ends` +
    (f.cards && f.cards.length ? `: still to happen ${f.cards.map((t) => `'${t}'`).join(", ")}` : "");
  case "discard": return `${who(obs, f.player, viewer)} must discard ${f.count} card${f.count !== 1 ? "s" : ""}`;
  case "hand_effects": return `Drink effects left for ${who(obs, f.player, viewer)}, in the order they choose: ` +
    f.effects.map((e) => `${e[0]} ${e[2]} ('${e[1]}')`).join(", ");
  case "gear": return `${who(obs, f.player, viewer)} must aim the Gear${f.gear ? ` '${f.gear}'` : ""} at up to ` +
    `${f.count} other player${f.count !== 1 ? "s" : ""}`;
  case "order_for": return `${who(obs, f.player, viewer)} may order a Drink for ${names(obs, f.seats || [], viewer)}`;
  case "pay":
    return `${names(obs, f.payers, viewer)} must pay ${f.amount} Gold to ${who(obs, f.to, viewer)} ` +
      `${PAY_REASONS[f.reason] || ""}`.trim();
  case "round_won": return `${verb(who(obs, f.winner, viewer), "win")} the pot of ${obs.pot} Gold unless someone acts`;
  case "order": return `${verb(who(obs, f.player, viewer), "order")} ${f.count} more Drink${f.count !== 1 ? "s" : ""}`;
  case "round": return "A Round of Gambling";
  case "last_chance": return "Someone is about to go out: a last chance to act";
  case "window": {
    const asking = f.asking === null || f.asking === undefined ? "nobody" : who(obs, f.asking, viewer);
    return `Waiting on ${asking} to respond`;
  }
  case "anytime": {   // a quiet window: Anytime cards at a step of the turn (or Round), answering no card
    const asking = f.asking === null || f.asking === undefined ? "nobody" : who(obs, f.asking, viewer);
    const step = f.phase === "round" ? "before the next turn in the Round" : `${f.when} ${PHASE_WORDS[f.phase] || f.phase}`;
    return `Anytime cards ${step}: waiting on ${asking}`;
  }
  default: return String(f.kind).replace(/_/g, " ");
  }
}

const PHASE_WORDS = {discard: "Discard and Draw", action: "the Action", order: "Order a Drink", drink: "the Drink"};
const FRAME_LABELS = {
  card: "Played", drink: "Drink", event: "Drink Event", group: "Event", loss: "Hit", pay: "Payment",
  round_won: "Pot", order: "Order", round: "Gambling", last_chance: "Last chance", window: "Responses",
  anytime: "Anytime",
  sing: "Song", setlist: "Setlist", discard: "Discard", gear: "Gear", order_for: "Order", prize: "Prize", tale: "Story",
};
const ORIGIN_LABELS = {song: "Song", mockery: "Mockery", immediate: "Song", shake: "Shake it off", potion: "Potion",
  prize: "Prize", story: "Chapter"};

/** Whether stack[i] is a Sing frame whose Song is already on the stack just above it (one line says it). */
function singingShown(stack, i) {
  const f = stack[i];
  const next = stack[i + 1];
  return f.kind === "sing" && Boolean(f.song) && Boolean(next) && next.kind === "card" && next.origin === "song" &&
    next.card === f.song;
}

/** The cards a frame shows. */
function frameCards(f) {
  if (f.kind === "card") return f.gear ? [f.card, f.gear] : [f.card];
  if (f.kind === "event") return [f.card];
  if (f.kind === "sing") return f.song || f.named ? [f.song || f.named] : [];
  if (f.kind === "drink") return f.drinks.flatMap((d) => d.cards);
  return [];
}

// ----- the board: a picture of one observation ----------------------------------------------------------

/**
 * The table picture for an observation.
 * ctx: {table, viewer, deciding (seat or null), hands (replay: [[titles]]), drinkMe, book}
 */
function renderBoard(obs, ctx) {
  const table = ctx.table || {seats: []};
  const viewer = ctx.viewer;
  const book = ctx.book || {};
  const round = obs.round;
  const mats = h("div", {class: `mats n${obs.players.length}`, testid: "mats"});
  for (const p of obs.players) {
    const seatInfo = (table.seats || [])[p.seat] || {};
    const character = p.character || seatInfo.character;
    const classes = ["mat"];
    if (p.seat === obs.turn && !obs.over) classes.push("turn");
    if (ctx.deciding === p.seat) classes.push("deciding");
    if (p.seat === viewer) classes.push("me");
    if (p.out) classes.push("out");
    if (!p.out && p.alcohol >= p.fortitude - 3) classes.push("danger");
    if ((obs.winners || []).includes(p.seat) && obs.over) classes.push("winner");
    const badges = h("div", {class: "badges"});
    if (p.seat === viewer) badges.append(h("span", {class: "badge you"}, "You"));
    if (p.seat === obs.turn && !obs.over) badges.append(h("span", {class: "badge turn-badge", testid: "turn-badge"}, "Turn"));
    if (ctx.deciding === p.seat) badges.append(h("span", {class: "badge deciding-badge"}, "Deciding…"));
    if (round && round.controller === p.seat && !round.ended) badges.append(h("span", {class: "badge control"}, "Controls Round"));
    if (p.out) badges.append(h("span", {class: "badge out-badge", testid: "out-badge"}, p.alcohol >= p.fortitude ? "Passed out" : "Out"));
    if ((obs.winners || []).includes(p.seat) && obs.over) badges.append(h("span", {class: "badge win-badge"}, "Winner"));
    const isBot = seatInfo.kind === "bot";
    // a person's seat that a bot now plays: they conceded (a bot seat has no person's name otherwise)
    if (isBot && seatInfo.name) badges.append(h("span", {class: "badge out-badge", testid: "conceded-badge",
      title: `${seatInfo.name} conceded: a ${seatInfo.bot || ""} bot plays the seat`}, `Conceded · ${seatInfo.bot || "bot"} bot`));
    const person = seatInfo.name || (isBot ? "Bot" : null);
    const topDiscard = p.discard && p.discard.length ? p.discard[p.discard.length - 1] : null;
    const mat = h("div", {class: classes.join(" "), testid: `mat-${p.seat}`, dataset: {seat: p.seat},
      style: {"--char": CHARACTER_COLORS[character] || "#9a7b4f"}},
    h("div", {class: "mat-head"},
      h("div", {class: "portrait", "aria-hidden": "true"}, (p.name || "?").slice(0, 1)),
      h("div", {class: "who"},
        h("div", {class: "pname", title: isBot ? `${seatInfo.bot || ""} bot` : null}, person || p.name,
          isBot && !seatInfo.name ? h("span", {class: "bot-kind"}, ` · ${seatInfo.bot || "bot"}`) : null),
        h("div", {class: "cname"}, h("span", {class: "cname-full"}, seatInfo.character_name || p.name),
          h("span", {class: "cname-short"}, p.name))),
      h("span", {class: "seat-no"}, `#${p.seat + 1}`)),
    badges,
    meter("Fortitude", p.fortitude, "fort", `fortitude-${p.seat}`),
    meter("Alcohol", p.alcohol, "alc", `alcohol-${p.seat}`),
    coins(p.gold, `gold-${p.seat}`),
    ...trackMeters(obs, p.seat),
    h("div", {class: "piles"},
      pile("cards", p.hand_size, "hand", `hand-size-${p.seat}`),
      pile("deck", p.deck_size, "deck"),
      pile("mug", p.drink_me_size, "Drink Me!"),
      pile("discard", (p.discard || []).length, "discards")),
    topDiscard ? h("div", {class: "last-discard"}, "Discard: ", miniCard(topDiscard, book)) : null);
    if (ctx.hands && ctx.hands[p.seat]) {
      mat.append(h("div", {class: "open-hand", testid: `open-hand-${p.seat}`},
        h("span", {class: "open-label"}, "Hand"), ctx.hands[p.seat].map((t) => miniCard(t, book))));
    }
    if (ctx.drinkMe && ctx.drinkMe[p.seat] && ctx.drinkMe[p.seat].length) {
      mat.append(h("div", {class: "open-hand drink-me"},
        h("span", {class: "open-label"}, "Drink Me!"), ctx.drinkMe[p.seat].map((t) => miniCard(t, book))));
    }
    for (const zone of sideZones(obs, p.seat, ctx)) mat.append(zone);
    const won = obs.prizes ? (obs.prizes.fronts || [])[p.seat] || [] : [];
    if (won.length) {   // the Prize variant: Prizes won lie face up in front of their owner
      const uses = p.seat === ctx.viewer && ctx.prizeUses ? ctx.prizeUses : new Map();
      mat.append(h("div", {class: "side-zone side-prizes", testid: `prizes-${p.seat}`},
        h("div", {class: "side-head"}, h("span", {class: "open-label"}, "Prizes won")),
        h("div", {class: "side-cards"}, won.map((t) => {
          const use = uses.get(t);
          return sideCard(t, book, "prize", {testid: "prize-card",
            onuse: use ? () => ctx.onUse(use.index) : null, useLabel: use ? use.label : null});
        }))));
    }
    mats.append(mat);
  }

  // The middle of the table: the pot, the Round of Gambling, the decks, the stack.
  let roundLine = null;
  if (round && !round.ended) {
    const ctl = round.controller !== null && round.controller !== undefined && round.controller >= 0
      ? who(obs, round.controller, viewer) : "nobody";
    roundLine = h("div", {class: "round-info", testid: "round"},
      h("b", {}, "Round of Gambling: "),
      `${upperFirst(ctl)} control${ctl === "you" ? "" : "s"} the Round`,
      h("span", {class: "still-in"}, ` · still in: ${names(obs, round.players, viewer)}`),
      round.winning_hand ? h("span", {class: "winning-hand"}, " · Winning Hand! (only Cheating can take control)") : null);
  }
  const stack = obs.stack || [];
  const shown = [];
  stack.forEach((f, i) => {
    if (f.kind === "window" && i !== stack.length - 1) return;
    if (singingShown(stack, i)) return;
    shown.push([f, i]);
  });
  const stackEl = h("div", {class: "stack", testid: "stack"},
    shown.length ? null : h("div", {class: "stack-empty"}, obs.over ? "The game is over." : "Nothing on the table."),
    shown.map(([f, i]) => h("div", {class: `frame kind-${f.kind}${f.origin ? ` origin-${f.origin}` : ""}` +
      `${f.negated ? " negated" : ""}`, testid: "stack-frame", dataset: {kind: f.kind, origin: f.origin || ""}},
    h("span", {class: "frame-kind"}, (f.kind === "card" && ORIGIN_LABELS[f.origin]) || (f.kind === "loss" && f.sang
      ? "After a Song" : FRAME_LABELS[f.kind] || f.kind)),
    h("span", {class: "frame-text"},
      upperFirst((f.kind !== "window" && ctx.stackText && ctx.stackText[i]) || describeFrame(obs, i, viewer))),
    frameCards(f).length ? h("span", {class: "frame-cards"}, frameCards(f).map((t) => miniCard(t, book))) : null)));

  const centre = h("div", {class: "centre"},
    h("div", {class: "bar-row"},
      h("div", {class: `pot${obs.pot ? " live" : ""}`, testid: "pot", title: "The pot"},
        svg(ICONS.coin, "pot-coin"), h("span", {}, "Pot "), h("b", {}, String(obs.pot))),
      round && round.songs && round.songs.length
        ? h("div", {class: "pot-songs", testid: "pot-songs", title: "Songs in the pot: whoever wins it Sings them"},
          h("span", {class: "open-label"}, "+ Songs"), round.songs.map((t) => sideCard(t, book, "song", {testid: "pot-song"})))
        : null,
      obs.prizes && obs.prizes.pot
        ? h("div", {class: "pot-songs pot-prize", testid: "pot-prize", title: "The Prize in the pot: whoever takes the pot takes it"},
          h("span", {class: "open-label"}, "+ Prize"), sideCard(obs.prizes.pot, book, "prize", {testid: "pot-prize-card"}))
        : null,
      h("div", {class: "bar-stat", title: "The Inn's Gold"}, svg(ICONS.inn), "Inn ", h("b", {}, String(obs.inn))),
      h("div", {class: "bar-stat", title: "Drink Deck"}, svg(ICONS.mug), "Drink Deck ", h("b", {}, String(obs.drink_deck_size))),
      h("div", {class: "bar-stat phase", testid: "phase"},
        obs.over ? "Game over" : `${who(obs, obs.turn, viewer) === "you" ? "Your" : `${who(obs, obs.turn, viewer)}'s`} turn · ` +
          (obs.round && !obs.round.ended ? "Action · Round of Gambling" : `${PHASES[shownPhase(obs, book)] || obs.phase}`)),
      h("div", {class: "bar-stat"}, `Round ${obs.rounds + 1}`),
      obs.drink_discard && obs.drink_discard.length
        ? h("div", {class: "bar-stat"}, "Last drink ", miniCard(obs.drink_discard[obs.drink_discard.length - 1], book))
        : null),
    roundLine,
    prizeRow(obs, ctx),
    stackEl);
  return h("section", {class: "board", testid: "board"}, mats, centre);
}

/** The Prize variant's Prizes in the Inn and the Prize Bin (clickable to put one in the pot when that is the choice). */
function prizeRow(obs, ctx) {
  const p = obs.prizes;
  if (!p) return null;
  const book = ctx.book || {};
  const uses = ctx.prizeChoices || new Map();
  return h("div", {class: "prize-row", testid: "prize-row"},
    h("span", {class: "open-label"}, "Prizes in the Inn"),
    (p.inn || []).length
      ? p.inn.map((t) => {
        const index = uses.has(t) ? uses.get(t) : null;
        return sideCard(t, book, "prize", {testid: "inn-prize", onuse: index === null ? null : () => ctx.onUse(index),
          useLabel: "Put it in the pot"});
      })
      : h("span", {class: "side-empty"}, "none"),
    h("span", {class: "open-label"}, "Prize Bin"),
    (p.bin || []).length ? p.bin.map((t) => miniCard(t, book)) : h("span", {class: "side-empty"}, "empty"));
}

/**
 * What lies on a seat's mat from the side decks: the Setlist and Song Deck of its owner, the Mockery Deck
 * of its owner, and the Mockery cards lying in front of the seat (clickable to Shake them off when legal).
 */
function sideZones(obs, seat, ctx) {
  // ctx.shakes: Map(Mockery title -> action index); ctx.songUses: Map(Song title -> {index, label}); ctx.onUse(index).
  const book = ctx.book || {};
  const out = [];
  for (const d of obs.sides || []) {
    const deckName = d.name || d.kind;
    const counts = h("span", {class: "side-count"},
      pile("deck", d.deck_size, deckName), pile("discard", (d.discard || []).length, "discarded"));
    if (d.owner === seat && d.kind === "songs") {
      const shown = d.shown || [];
      const uses = seat === ctx.viewer && ctx.songUses ? ctx.songUses : new Map();
      const overfull = (obs.stack || []).some((f) => f.kind === "setlist" && f.owner === seat);
      out.push(h("div", {class: `side-zone setlist${overfull ? " overfull" : ""}`, testid: `setlist-${seat}`},
        h("div", {class: "side-head"}, h("span", {class: "open-label"}, "♪ Setlist"),
          overfull ? h("span", {class: "side-warn"}, "too many: drop one") : null, counts),
        h("div", {class: "side-cards"}, shown.length
          ? shown.map((t) => {
            const use = uses.get(t);
            return sideCard(t, book, "song", {testid: "setlist-card",
              onuse: use ? () => ctx.onUse(use.index) : null, useLabel: use ? use.label : null});
          })
          : h("span", {class: "side-empty"}, "No Songs yet"))));
    } else if (d.owner === seat && (d.kind === "moods" || d.kind === "potions")) {
      const mood = d.kind === "moods";
      const shown = d.shown || [];
      const uses = seat === ctx.viewer && ctx.potionUses ? ctx.potionUses : new Map();
      out.push(h("div", {class: `side-zone side-${d.kind}`, testid: `${d.kind}-${seat}`},
        h("div", {class: "side-head"}, h("span", {class: "open-label"}, mood ? "Wulfric's mood" : "Kept Potion"), counts),
        h("div", {class: "side-cards"}, shown.length
          ? shown.map((t) => {
            const use = mood ? null : uses.get(t);
            return sideCard(t, book, mood ? "mood" : "potion", {testid: mood ? "mood-card" : "potion-card",
              onuse: use ? () => ctx.onUse(use.index) : null, useLabel: use ? use.label : null});
          })
          : h("span", {class: "side-empty"}, mood ? "No mood shown" : "No Potion kept"))));
    } else if (d.owner === seat && d.kind === "story") {
      // Warthorn's Tale: the chapters told so far, in order; the story ends (and they happen) when it is full.
      const shown = d.shown || [];
      const full = d.tale_full || 4;
      out.push(h("div", {class: "side-zone side-story", testid: `story-${seat}`},
        h("div", {class: "side-head"}, h("span", {class: "open-label"}, `Tale ${shown.length}/${full}`), counts),
        h("div", {class: "side-cards"}, shown.length
          ? shown.map((t) => sideCard(t, book, "story", {testid: "tale-card"}))
          : h("span", {class: "side-empty"}, "No story told yet"))));
    } else if (d.owner === seat && d.kind === "stable") {
      // The Paddock: the animals out of the Stable, each lending its ability until it bolts.
      const shown = d.shown || [];
      const overfull = (obs.stack || []).some((f) => f.kind === "setlist" && f.owner === seat);
      out.push(h("div", {class: `side-zone side-stable${overfull ? " overfull" : ""}`, testid: `stable-${seat}`},
        h("div", {class: "side-head"}, h("span", {class: "open-label"}, "Paddock"),
          overfull ? h("span", {class: "side-warn"}, "too many: send one back") : null, counts),
        h("div", {class: "side-cards"}, shown.length
          ? shown.map((t) => sideCard(t, book, "animal", {testid: "animal-card"}))
          : h("span", {class: "side-empty"}, "No animal out"))));
    } else if (d.owner === seat) {
      out.push(h("div", {class: `side-zone deck-only side-${d.kind}`, testid: `${d.kind}-deck-${seat}`},
        h("div", {class: "side-head"}, h("span", {class: "open-label"}, deckName), counts)));
    }
    const front = (d.fronts || [])[seat] || [];
    if (front.length && d.kind !== "mockery") {   // kept Drinks (an Elixir) lying in front of this player
      out.push(h("div", {class: "side-zone kept", testid: `kept-${seat}`},
        h("div", {class: "side-head"}, h("span", {class: "open-label"}, "Kept"),
          h("span", {class: "side-count"}, `from ${who(obs, d.owner, ctx.viewer)}'s ${deckName}`)),
        h("div", {class: "side-cards"}, front.map((t) => sideCard(t, book, "kept", {testid: "kept-card"})))));
    } else if (front.length) {
      const shakes = seat === ctx.viewer && ctx.shakes ? ctx.shakes : null;
      out.push(h("div", {class: "side-zone mocked", testid: `mocked-${seat}`},
        h("div", {class: "side-head"}, h("span", {class: "open-label"}, "Mocked by"),
          h("span", {class: "side-count"}, who(obs, d.owner, ctx.viewer))),
        h("div", {class: "side-cards"}, front.map((t) => {
          const index = shakes && shakes.has(t) ? shakes.get(t) : null;
          return sideCard(t, book, "mockery", {testid: "mocked-card",
            onuse: index === null ? null : () => ctx.onUse(index), useLabel: "Shake it off"});
        }))));
    }
  }
  return out;
}

/** The winner banner text. */
function winnerText(obs, table, viewer) {
  const winners = (obs && obs.winners && obs.winners.length ? obs.winners : (table && table.winners) || []);
  if (!winners.length) return "The game is over: nobody is left standing.";
  const label = (s) => {
    const seat = (table.seats || [])[s] || {};
    const character = (obs && obs.players[s] && obs.players[s].name) || seat.character_name || `Seat ${s + 1}`;
    if (s === viewer) return "You";
    return seat.name ? `${seat.name} (${character})` : character;
  };
  const list = winners.map(label);
  if (list.length === 1) return `${list[0]} ${list[0] === "You" ? "win" : "wins"} the night at the Red Dragon Inn!`;
  return `${list.slice(0, -1).join(", ")} and ${list[list.length - 1]} share the win!`;
}

// ----- lobby ---------------------------------------------------------------------------------------------

async function showLobby() {
  document.title = "Innkeeper · Lobby";
  topbarInfo.replaceChildren(h("span", {class: "pill", testid: "status"}, "Lobby"));
  const list = h("div", {class: "table-list", testid: "table-list"}, h("p", {class: "muted"}, "Looking for tables…"));
  const finished = h("div", {class: "table-list", testid: "finished-list"});
  const formSlot = h("div", {class: "form-slot"});
  const newButton = h("button", {class: "btn primary big", testid: "new-table", type: "button",
    onclick: () => { openForm(); }}, "New table");
  app.replaceChildren(
    h("section", {class: "lobby"},
      h("div", {class: "hero"},
        h("h1", {}, "Pull up a chair"),
        h("p", {}, "Drink, gamble and brawl with friends and bots until only one adventurer is left standing."),
        newButton),
      formSlot,
      h("div", {class: "panel"}, h("h2", {}, "Tables"), list),
      h("div", {class: "panel"}, h("h2", {}, "Finished games"), finished)));

  let formOpen = false;
  async function openForm() {
    if (formOpen) {
      formSlot.querySelector("input, select")?.focus();
      return;
    }
    formOpen = true;
    try {
      formSlot.replaceChildren(await newTableForm());
      newButton.hidden = true;
    } catch (err) {
      formOpen = false;
      toast(`Cannot load the game options: ${err.message}`, "error");
    }
  }

  async function refresh() {
    try {
      const [live, done] = await Promise.all([api("/api/tables"), api("/api/tables?status=finished")]);
      list.replaceChildren(...tableRows(live.tables || [], false));
      if (!(live.tables || []).length) list.replaceChildren(h("p", {class: "muted"}, "No open tables. Start one!"));
      finished.replaceChildren(...tableRows(done.tables || [], true));
      if (!(done.tables || []).length) finished.replaceChildren(h("p", {class: "muted"}, "No finished games yet."));
    } catch (err) {
      list.replaceChildren(h("p", {class: "error"}, `Cannot list tables: ${err.message}`));
    }
  }
  await refresh();
  const timer = setInterval(() => {
    if (!document.body.contains(list)) clearInterval(timer);
    else refresh();
  }, 5000);
}

function tableRows(tables, finished) {
  return tables.map((t) => {
    const seats = (t.seats || []).map((s) => {
      const name = s.name || (s.kind === "bot" ? `${s.bot || "bot"} bot` : "open seat");
      const character = s.character_name || "random";
      return h("span", {class: `seat-chip ${s.kind}${s.joined ? " joined" : ""}`,
        style: {"--char": CHARACTER_COLORS[s.character] || "#9a7b4f"}}, `${name} · ${character}`);
    });
    const winners = finished && t.winners && t.winners.length
      ? h("span", {class: "winners"}, "Won by ", t.winners.map((w) => {
        const s = (t.seats || [])[w] || {};
        return s.name || s.character_name || `seat ${w + 1}`;
      }).join(", "))
      : null;
    return h("div", {class: "table-row", testid: "table-row", dataset: {id: t.id, status: t.status}},
      h("div", {class: "table-main"},
        h("div", {class: "table-name"}, t.name || `Table ${t.id}`,
          h("span", {class: `pill status-${t.status}`}, t.status)),
        h("div", {class: "seat-chips"}, seats),
        winners),
      h("div", {class: "table-actions"},
        finished
          ? h("a", {class: "btn", href: `/replay/${encodeURIComponent(t.id)}`, testid: "replay-link"}, "Replay")
          : h("a", {class: "btn", href: `/table/${encodeURIComponent(t.id)}`, testid: "watch-link"}, "Watch")));
  });
}

async function newTableForm() {
  const info = await meta();
  const characters = info.characters || [];
  const botKinds = info.bot_kinds || ["heuristic"];
  const minSeats = info.min_seats || 2;
  const maxSeats = info.max_seats || 8;
  const error = h("p", {class: "error", testid: "form-error", hidden: true});
  const seatRows = h("div", {class: "seat-rows"});
  const count = h("select", {testid: "seat-count", id: "seat-count"});
  for (let n = minSeats; n <= maxSeats; n++) count.append(h("option", {value: n}, `${n} seats`));
  count.value = "4";
  const hostName = h("input", {type: "text", testid: "host-name", id: "host-name", maxlength: 40, placeholder: "Your name",
    autocomplete: "nickname", value: localStorage.getItem("innkeeper-name") || ""});

  const rows = [];
  function seatRow(i) {
    const kind = h("select", {testid: `seat-kind-${i}`, "aria-label": `Seat ${i + 1} player`},
      h("option", {value: "human"}, "Person"),
      botKinds.map((b) => h("option", {value: `bot:${b}`}, `Bot: ${b}`)));
    kind.value = i === 0 ? "human" : `bot:${botKinds.includes("heuristic") ? "heuristic" : botKinds[0]}`;
    const character = h("select", {testid: `seat-character-${i}`, "aria-label": `Seat ${i + 1} character`},
      h("option", {value: ""}, "Random"),
      characters.map((c) => h("option", {value: c.id},
        (c.title || c.name) + (c.reconstructed ? " (reconstructed deck)" : ""))));
    const name = h("input", {type: "text", testid: `seat-name-${i}`, maxlength: 40, placeholder: "Friend's name (optional)",
      "aria-label": `Seat ${i + 1} name`});
    const who = h("span", {class: "seat-who"});
    const row = h("div", {class: "seat-row", testid: `seat-row-${i}`},
      h("span", {class: "seat-num"}, `${i + 1}`), kind, character, name, who);
    const update = () => {
      const firstHuman = rows.findIndex((r) => r.kind.value === "human");
      name.hidden = kind.value !== "human" || firstHuman === i;
      who.textContent = firstHuman === i ? "You" : "";
      row.classList.toggle("bot", kind.value !== "human");
    };
    kind.addEventListener("change", () => rows.forEach((r) => r.update()));
    return {row, kind, character, name, update};
  }
  function layoutSeats() {
    const n = Number(count.value);
    while (rows.length < n) rows.push(seatRow(rows.length));
    seatRows.replaceChildren(...rows.slice(0, n).map((r) => r.row));
    rows.slice(0, n).forEach((r) => r.update());
  }
  count.addEventListener("change", layoutSeats);
  layoutSeats();

  // on by default: with auto-pass nobody is bothered, and waiting on someone says nothing about their hand
  const askAll = h("input", {type: "checkbox", testid: "opt-ask-all", id: "opt-ask-all", checked: true});
  const timer = h("input", {type: "number", testid: "opt-timer", id: "opt-timer", min: 5, step: 1, placeholder: "off",
    inputmode: "numeric"});
  const lastCall = h("input", {type: "number", testid: "opt-last-call", id: "opt-last-call", min: 1, step: 1,
    placeholder: "off", inputmode: "numeric"});
  const deck = h("select", {testid: "opt-drink-deck", id: "opt-drink-deck"},
    (info.drink_decks || ["core"]).map((d) => h("option", {value: d}, d === "core" ? "Core Drink Deck" : d === "second"
      ? "Second Drink Deck" : d)));
  // the Bar Deck variant: no box ticked plays the Drink Deck above; ticked Drink Decks and packs are shuffled together
  const barChoices = [...(info.drink_decks || []), ...(info.drink_packs || [])].map((d) =>
    ({id: d, box: h("input", {type: "checkbox", testid: `opt-bar-${d}`, value: d})}));
  const barDeck = h("span", {class: "check", testid: "opt-bar-deck", style: {flexWrap: "wrap"}},
    ...barChoices.map((c) => h("label", {class: "check", style: {whiteSpace: "nowrap"}}, c.box, deckName(c.id))),
    h("span", {class: "hint"}, "tick Drink Decks and packs to shuffle them into one Bar Deck (30 cards dealt at a time)"));
  const seed = h("input", {type: "number", testid: "opt-seed", id: "opt-seed", step: 1, placeholder: "random",
    inputmode: "numeric"});
  const prizes = h("input", {type: "checkbox", testid: "opt-prizes", id: "opt-prizes"});
  const tableName = h("input", {type: "text", testid: "table-name", id: "table-name", maxlength: 60,
    placeholder: "Friday night at the Inn"});
  const create = h("button", {type: "submit", class: "btn primary big", testid: "create-table"}, "Create table");

  const form = h("form", {class: "panel new-table", testid: "new-table-form", novalidate: true},
    h("h2", {}, "New table"),
    h("div", {class: "field-grid"},
      h("label", {for: "table-name"}, "Table name"), tableName,
      h("label", {for: "host-name"}, "Your name"), hostName,
      h("label", {for: "seat-count"}, "Seats"), count),
    h("h3", {}, "Who sits where"),
    seatRows,
    h("h3", {}, "House rules"),
    h("div", {class: "field-grid"},
      h("label", {for: "opt-ask-all"}, "Ask every player at every window"), h("span", {class: "check"}, askAll,
        h("span", {class: "hint"}, "being asked no longer hints at what anyone holds; auto-pass answers what "
          + "is none of yours")),
      h("label", {for: "opt-timer"}, "Seconds per decision"), timer,
      h("label", {for: "opt-last-call"}, "Last call after (rounds)"), lastCall,
      h("label", {for: "opt-drink-deck"}, "Drink Deck"), deck,
      h("label", {}, "Bar Deck"), barDeck,
      h("label", {for: "opt-prizes"}, "Prize variant"), h("span", {class: "check"}, prizes,
        h("span", {class: "hint"}, "a Prize card rides in the pot of every Round of Gambling"))),
    h("details", {class: "advanced"}, h("summary", {}, "Advanced"),
      h("div", {class: "field-grid"}, h("label", {for: "opt-seed"}, "Seed"), seed)),
    error,
    h("div", {class: "form-actions"}, create));

  form.addEventListener("submit", async (ev) => {
    ev.preventDefault();
    error.hidden = true;
    const n = Number(count.value);
    const me = hostName.value.trim();
    const seats = rows.slice(0, n).map((r, i) => {
      const character = r.character.value || null;
      if (r.kind.value === "human") {
        const firstHuman = rows.slice(0, n).findIndex((x) => x.kind.value === "human");
        const name = firstHuman === i ? me : r.name.value.trim();
        return {kind: "human", character, name: name || null};
      }
      return {kind: "bot", bot: r.kind.value.slice(4), character};
    });
    const number = (input, what, min) => {
      if (input.value.trim() === "") return null;
      const v = Number(input.value);
      if (!Number.isFinite(v) || v < min) throw new Error(`${what} must be a number of at least ${min}`);
      return v;
    };
    let body;
    try {
      body = {
        name: tableName.value.trim() || null,
        seats,
        ask_all: askAll.checked,
        timer: number(timer, "Seconds per decision", 1),
        last_call: number(lastCall, "Last call", 1),
        drink_deck: deck.value,
        prizes: prizes.checked,
        seed: seed.value.trim() === "" ? null : Math.trunc(Number(seed.value)),
      };
      if (body.last_call !== null) body.last_call = Math.trunc(body.last_call);
      const bar = barChoices.filter((c) => c.box.checked).map((c) => c.id);
      if (bar.length) body.bar_deck = bar;
    } catch (err) {
      error.textContent = err.message;
      error.hidden = false;
      return;
    }
    create.disabled = true;
    create.textContent = "Setting the table…";
    try {
      if (me) localStorage.setItem("innkeeper-name", me);
      const made = await api("/api/tables", {method: "POST", body});
      sessionStorage.setItem(`innkeeper-created-${made.id}`, JSON.stringify(made));
      const mine = (made.seats || []).find((s) => s.kind === "human" && s.token);
      if (mine) {
        try {
          await api(`/api/tables/${made.id}/join`, {method: "POST", body: {token: mine.token, name: me || null}});
        } catch (_err) {
          // The table page offers the Join button again.
        }
      }
      let target = `/table/${encodeURIComponent(made.id)}#host=${encodeURIComponent(made.host_token)}`;
      if (mine) target += `&token=${encodeURIComponent(mine.token)}`;
      location.assign(target);
    } catch (err) {
      error.textContent = `Could not create the table: ${err.message}`;
      error.hidden = false;
      create.disabled = false;
      create.textContent = "Create table";
    }
  });
  return form;
}

// ----- the live table --------------------------------------------------------------------------------------

/** A table link's secrets, moved out of the address bar into this tab's sessionStorage (issue 16, item 10). */
function tableSecrets(tableId) {
  const key = `innkeeper-secrets-${tableId}`;
  const params = fragmentParams();
  let kept = {};
  try { kept = JSON.parse(sessionStorage.getItem(key) || "{}"); } catch (_err) { kept = {}; }
  if (params.token || params.host) {
    kept = {token: params.token || null, host: params.host || null};
    sessionStorage.setItem(key, JSON.stringify(kept));
  }
  if (location.hash) history.replaceState(null, "", location.pathname + location.search);
  return {token: kept.token || null, host: kept.host || null, forget: () => sessionStorage.removeItem(key)};
}

async function showTable(tableId) {
  const secrets = tableSecrets(tableId);
  let token = secrets.token;
  const host = secrets.host;
  const book = await cardBook();
  const st = {
    table: null, seat: null, state: null, ws: null, retry: 0, fresh: true, closed: false, links: null,
    pendingAct: false, deadlineAt: null, selectedCard: null, logCount: 0, lastStatus: null, passed: new Set(),
  };
  document.title = "Innkeeper · Table";

  const statusPill = h("span", {class: "pill", testid: "status"}, "Connecting…");
  const rolePill = h("span", {class: "pill role", testid: "role"}, token ? "Your seat" : "Watching");
  const connDot = h("span", {class: "conn", testid: "connection", title: "Connecting"});
  topbarInfo.replaceChildren(statusPill, rolePill, connDot);

  const banner = h("div", {class: "banner-slot"});
  const waitingRoom = h("div", {class: "waiting-room"});
  const boardSlot = h("div", {class: "board-slot"});
  const promptSlot = h("div", {class: "prompt-slot", "aria-live": "polite"});
  const handSlot = h("div", {class: "hand-slot"});
  const logList = h("ol", {class: "log-list"});
  const logBox = h("div", {class: "log", testid: "log"}, logList);
  // the table's chat: lines are text nodes (never markup); seated people may speak, everyone reads
  const chatList = h("ol", {class: "chat-list", testid: "chat-list"});
  const chatInput = h("input", {type: "text", maxlength: 200, testid: "chat-input", placeholder: "Say something…",
    "aria-label": "Chat message"});
  const chatForm = h("form", {class: "chat-form", testid: "chat-form", onsubmit: (ev) => { ev.preventDefault(); say(); }},
    chatInput, h("button", {class: "btn small", type: "submit", testid: "chat-send"}, "Say"));
  const chatBox = h("div", {class: "chat", testid: "chat"}, h("h2", {}, "Chat"), chatList, token ? chatForm : null);
  const layout = h("div", {class: "table-layout"},
    h("div", {class: "table-main-col"}, banner, waitingRoom, boardSlot, promptSlot, handSlot),
    h("aside", {class: "log-col"}, h("h2", {}, "Tavern talk"), logBox, chatBox));
  app.replaceChildren(layout);
  let chatNext = 0;
  let chatReading = null;   // the read of the stored lines under way (socket lines wait for it)
  function chatLines(lines) {   // numbered lines, shown in order: one already shown is skipped, a gap is read
    let added = 0;
    for (const line of lines) {
      if (line.n < chatNext) continue;
      if (line.n > chatNext) {
        readChat();
        break;
      }
      const who = line.name ? `${line.name}${line.character ? ` (${line.character})` : ""}` : (line.character || `Seat ${line.seat + 1}`);
      chatList.append(h("li", {testid: "chat-line"}, h("b", {}, `${who}: `), line.text));
      chatNext = line.n + 1;
      added += 1;
    }
    if (added) chatList.scrollTop = chatList.scrollHeight;
  }
  function readChat() {   // the stored lines, when a connection opens (or a line was missed); new ones come by socket
    if (chatReading) return chatReading;
    chatReading = (async () => {
      try {
        const data = await api(`/api/tables/${encodeURIComponent(tableId)}/chat?since=${chatNext}`);
        chatLines(data.lines);
      } catch (_err) {
        // the next connection reads them again
      } finally {
        chatReading = null;
      }
    })();
    return chatReading;
  }
  function heard(line) {   // a line from the socket
    if (chatReading) chatReading.then(() => chatLines([line]));
    else chatLines([line]);
  }
  async function say() {
    const text = chatInput.value.trim();
    if (!text) return;
    try {
      const line = await api(`/api/tables/${encodeURIComponent(tableId)}/chat`, {method: "POST", body: {token, text}});
      chatInput.value = "";
      if (line && Number.isInteger(line.n)) chatLines([line]);
    } catch (err) {
      toast(`Not sent: ${err.message}`, "error");
    }
  }

  function setStatus() {
    const status = st.state ? st.state.status : (st.table ? st.table.status : null);
    const label = {open: "Waiting for players", playing: "Playing", finished: "Finished"}[status] || "Connecting…";
    statusPill.textContent = label;
    statusPill.className = `pill status-${status || "none"}`;
    statusPill.dataset.status = status || "";
    if (st.seat === null || st.seat === undefined) {
      rolePill.textContent = "Watching";
    } else {
      const seatInfo = st.table && st.table.seats[st.seat];
      const character = seatInfo && seatInfo.character_name;
      rolePill.textContent = `Seat ${st.seat + 1}${character ? ` · ${character}` : ""}`;
    }
    document.title = `Innkeeper · ${(st.table && st.table.name) || "Table"}`;
    if (myActions().length && document.hidden) document.title = `(Your move) ${document.title}`;
  }

  // --- the WebSocket, with reconnects ---
  function connect() {
    if (st.closed) return;
    const url = `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/ws/tables/${encodeURIComponent(tableId)}`;
    let ws;
    try {
      ws = new WebSocket(url);
    } catch (_err) {
      scheduleReconnect();
      return;
    }
    st.ws = ws;
    ws.addEventListener("open", () => {
      st.retry = 0;
      st.fresh = true;
      ws.send(JSON.stringify(token ? {type: "hello", token} : {type: "hello"}));
      connDot.className = "conn up";
      connDot.title = "Connected";
    });
    ws.addEventListener("message", (ev) => {
      let msg;
      try {
        msg = JSON.parse(ev.data);
      } catch (_err) {
        return;
      }
      onMessage(msg);
    });
    ws.addEventListener("close", (ev) => {
      if (st.ws !== ws) return;
      if (ev.code === 4404) {
        st.closed = true;
        connDot.className = "conn down";
        toast("This table does not exist (any more).", "error");
        return;
      }
      if (ev.code === 4403 && token) {
        toast("This seat link is not valid here: you are watching instead.", "error");
        token = null;
        secrets.forget();
      }
      connDot.className = "conn down";
      connDot.title = "Reconnecting…";
      scheduleReconnect();
    });
    ws.addEventListener("error", () => { /* close follows */ });
  }
  function scheduleReconnect() {
    if (st.closed) return;
    const delay = Math.min(10000, 500 * 2 ** st.retry) * (0.75 + Math.random() * 0.5);
    st.retry += 1;
    setTimeout(connect, delay);
  }
  setInterval(() => {
    if (st.ws && st.ws.readyState === WebSocket.OPEN) st.ws.send(JSON.stringify({type: "ping"}));
  }, 20000);
  window.addEventListener("online", () => {
    if (!st.ws || st.ws.readyState > WebSocket.OPEN) { st.retry = 0; connect(); }
  });
  // Expose a hook so tests can drop the connection and watch it come back.
  window.innkeeperDropConnection = () => { if (st.ws) st.ws.close(); };
  document.addEventListener("visibilitychange", () => { if (!document.hidden) setStatus(); });
  // Number keys 1-9 pick the matching choice.
  document.addEventListener("keydown", (ev) => {
    if (ev.ctrlKey || ev.metaKey || ev.altKey) return;
    if (ev.target instanceof HTMLInputElement || ev.target instanceof HTMLSelectElement) return;
    const n = Number(ev.key);
    if (!Number.isInteger(n) || n < 1 || n > 9) return;
    if (n <= myActions().length) act(n - 1);
  });

  function onMessage(msg) {
    if (msg.type === "welcome") {
      st.seat = msg.seat === undefined ? null : msg.seat;
      st.conceded = Number.isInteger(msg.conceded);
      if (msg.table) st.table = msg.table;
      if (st.conceded && !st.toldConceded) {
        st.toldConceded = true;
        toast("You conceded this seat: a bot plays it and you are watching. Your link still asks for the rematch.", "ok");
      } else if (token && !st.conceded && (st.seat === null || st.seat === undefined)) {
        toast("This seat link is not valid: you are watching.", "error");
      }
      setStatus();
      readChat();   // what was said before (or while the connection was down)
    } else if (msg.type === "chat") {
      if (msg.line) heard(msg.line);
    } else if (msg.type === "state") {
      if (msg.table) st.table = msg.table;
      if (st.fresh) {
        logList.replaceChildren();
        st.fresh = false;
      }
      st.state = msg;
      st.pendingAct = false;
      st.deadlineAt = msg.deadline === null || msg.deadline === undefined ? null : Date.now() + msg.deadline * 1000;
      appendLog(msg.log || []);
      render();
    } else if (msg.type === "error") {
      st.pendingAct = false;
      if (msg.code !== "stale") toast(msg.message || msg.code, "error");
      renderPrompt();
    }
  }

  function appendLog(lines) {
    if (!lines.length) return;
    const atBottom = logBox.scrollHeight - logBox.scrollTop - logBox.clientHeight < 40;
    for (const line of lines) {
      const kind = line.kind || "";
      logList.append(h("li", {class: `log-line k-${kind}`, testid: "log-line"}, line.text));
    }
    while (logList.childElementCount > 600) logList.firstElementChild.remove();
    if (atBottom || st.logCount === 0) logBox.scrollTop = logBox.scrollHeight;
    st.logCount += lines.length;
  }

  async function loadLinks() {
    if (!host || st.links) return;
    try {
      const path = `/api/tables/${encodeURIComponent(tableId)}/links`;
      let answer;
      try {
        answer = await api(path, {method: "POST", body: {host}});
      } catch (err) {
        if (err.status !== 405 && err.status !== 404) throw err;
        answer = await api(`${path}?host=${encodeURIComponent(host)}`);
      }
      st.links = answer.seats || [];
    } catch (_err) {
      const saved = sessionStorage.getItem(`innkeeper-created-${tableId}`);
      st.links = saved ? JSON.parse(saved).seats : [];
    }
    render();
  }

  function render() {
    setStatus();
    const s = st.state;
    const status = s ? s.status : (st.table && st.table.status);
    // Waiting room before the game starts.
    layout.classList.toggle("no-log", status === "open");
    if (status === "open") {
      renderWaitingRoom();
      boardSlot.replaceChildren();
      promptSlot.replaceChildren();
      handSlot.replaceChildren();
      banner.replaceChildren();
      return;
    }
    waitingRoom.replaceChildren();
    if (!s || !s.observation) return;
    const obs = s.observation;
    const deciding = s.waiting_for === undefined ? obs.current_player : s.waiting_for;
    // Side cards a click can use: a Mockery card to Shake off, a Song to drop (or to Sing, when it has one way).
    const shakes = new Map();
    const songUses = new Map();
    const singWays = new Map();
    const actions = myActions();
    actions.forEach((a, i) => {
      if (a.kind === "shake" && !shakes.has(a.card)) shakes.set(a.card, i);
      if (a.option === "drop") songUses.set(a.card, {index: i, label: "Drop it"});
      if (a.option === "sing") singWays.set(a.card, (singWays.get(a.card) || []).concat([i]));
    });
    for (const [title, ways] of singWays) if (ways.length === 1) songUses.set(title, {index: ways[0], label: "Sing it"});
    const potionUses = new Map();
    const kept = new Set((obs.sides || []).filter((d) => d.kind === "potions" && d.owner === st.seat)
      .flatMap((d) => d.shown || []));
    const potionWays = new Map();
    actions.forEach((a, i) => {
      if (!kept.has(a.card)) return;
      if (a.kind === "play") potionWays.set(a.card, (potionWays.get(a.card) || []).concat([i]));
      else if (a.kind === "choose") potionUses.set(a.card, {index: i, label: a.option === "drop" ? "Discard it" : "Choose"});
    });
    for (const [title, ways] of potionWays) if (ways.length === 1) potionUses.set(title, {index: ways[0], label: "Drink it"});
    const prizeUses = new Map();
    const prizeChoices = new Map();
    const prizeWays = new Map();
    actions.forEach((a, i) => {
      if (a.option !== "prize") return;
      if (a.kind === "play") prizeWays.set(a.card, (prizeWays.get(a.card) || []).concat([i]));
      else if (a.kind === "choose") prizeChoices.set(a.card, i);
    });
    for (const [title, ways] of prizeWays) if (ways.length === 1) prizeUses.set(title, {index: ways[0], label: "Use it"});
    boardSlot.replaceChildren(renderBoard(obs, {table: st.table, viewer: st.seat, deciding, book, stackText: s.stack_text,
      shakes: st.pendingAct ? null : shakes, songUses: st.pendingAct ? null : songUses,
      potionUses: st.pendingAct ? null : potionUses, prizeUses: st.pendingAct ? null : prizeUses,
      prizeChoices: st.pendingAct ? null : prizeChoices, onUse: act}));
    if (status === "finished" || obs.over) {
      const canRematch = Boolean(host || (token && (st.conceded || (st.seat !== null && st.seat !== undefined))));
      const rematchButton = canRematch
        ? h("button", {class: "btn primary", type: "button", testid: "rematch", onclick: () => askRematch(rematchButton)},
          "Rematch: same seats and bots")
        : null;
      if (!st.standingsShown) {
        st.standingsShown = h("div", {class: "standings-slot", testid: "standings-slot"});
        loadStandings(st.standingsShown);
      }
      banner.replaceChildren(h("div", {class: "winner-banner", testid: "winner"},
        h("div", {class: "winner-title", testid: "winner-title"}, st.endedTitle || ""),
        h("div", {class: "winner-text"}, winnerText(obs, st.table, st.seat)),
        st.standingsShown,
        h("div", {class: "winner-actions"}, rematchButton,
          h("a", {class: "btn" + (canRematch ? "" : " primary"), href: `/replay/${encodeURIComponent(tableId)}`,
            testid: "replay-link"}, "Watch the replay"),
          h("a", {class: "btn", href: "/"}, "Back to the lobby"))));
    } else {
      const mine = st.table && st.seat !== null && st.seat !== undefined && st.table.seats[st.seat];
      banner.replaceChildren(mine && mine.kind === "human" && token && status === "playing"
        ? h("div", {class: "concede-row"}, h("button", {class: "btn small", type: "button", testid: "concede",
          title: "Leave the game: a bot plays your seat to the end", onclick: () => concede()}, "Concede"))
        : "");
    }
    renderPrompt();
    renderHand();
  }

  // --- the end of the game: standings, rematch; conceding a seat ---
  async function loadStandings(slot) {
    let data;
    try {
      data = await api(`/api/tables/${encodeURIComponent(tableId)}/standings`);
    } catch (_err) {
      slot.replaceChildren(h("p", {class: "muted"}, "The standings could not be loaded."));
      return;
    }
    st.endedTitle = {last_call: "Last call!", tie: "A tie!"}[data.ended] || "Last one standing!";
    const title = document.querySelector("[data-testid=winner-title]");
    if (title) title.textContent = st.endedTitle;
    const row = (r) => {
      const who = r.person ? `${r.person} (${r.name})` : r.name;
      const how = r.winner ? "winner"
        : r.how ? `${r.how} at decision ${r.decision}, turn ${r.turn}` : "";
      return h("tr", {class: r.winner ? "win" : "", testid: "standing-row"},
        h("td", {}, String(r.place)), h("td", {}, who + (r.conceded ? " · conceded" : "")),
        h("td", {class: "num"}, String(r.fortitude)), h("td", {class: "num"}, String(r.alcohol)),
        h("td", {class: "num"}, String(r.gold)), h("td", {}, how));
    };
    slot.replaceChildren(h("table", {class: "standings", testid: "standings"},
      h("thead", {}, h("tr", {}, ["Place", "Player", "Fortitude", "Alcohol", "Gold", "How it ended"].map((c) => h("th", {}, c)))),
      h("tbody", {}, data.rows.map(row))),
    h("p", {class: "muted", testid: "standings-foot"},
      `${data.rounds} table round${data.rounds === 1 ? "" : "s"}, ${data.turns} turns, ${data.decisions} decisions.`));
  }

  async function askRematch(button) {
    button.disabled = true;
    button.textContent = "Setting the table…";
    try {
      const made = await api(`/api/tables/${encodeURIComponent(tableId)}/rematch`,
        {method: "POST", body: {token: token || undefined, host: host || undefined}});
      location.assign(made.url);
    } catch (err) {
      toast(`No rematch: ${err.message}`, "error");
      button.disabled = false;
      button.textContent = "Rematch: same seats and bots";
    }
  }

  async function concede() {
    if (!window.confirm("Concede? A bot plays your seat to the end of the game.")) return;
    try {
      const answer = await api(`/api/tables/${encodeURIComponent(tableId)}/concede`, {method: "POST", body: {token}});
      toast(answer.notice, "ok");
    } catch (err) {
      toast(`Could not concede: ${err.message}`, "error");
    }
  }

  function renderWaitingRoom() {
    const table = st.table;
    if (!table) return;
    const me = st.seat;
    const mySeat = me !== null && me !== undefined ? table.seats[me] : null;
    const rows = table.seats.map((seat) => h("div", {class: `wait-seat${seat.seat === me ? " me" : ""}`,
      testid: `wait-seat-${seat.seat}`, style: {"--char": CHARACTER_COLORS[seat.character] || "#9a7b4f"}},
    h("span", {class: "seat-num"}, `${seat.seat + 1}`),
    h("span", {class: "wait-name"}, seat.kind === "bot" ? `Bot (${seat.bot || "bot"})` : (seat.name || "Open seat")),
    h("span", {class: "wait-char"}, seat.character_name || "Random character"),
    h("span", {class: `wait-state ${seat.kind === "bot" || seat.joined ? "ready" : "waiting"}`},
      seat.kind === "bot" ? "ready" : seat.joined ? (seat.connected ? "joined · here" : "joined") : "not joined yet"),
    seat.seat === me ? h("span", {class: "badge you"}, "You") : null));
    const parts = [h("h2", {}, table.name || "A table at the Inn"),
      h("p", {class: "muted"}, optionsSummary(table.options || {})),
      h("div", {class: "wait-seats"}, rows)];
    if (mySeat) {
      const nameBox = h("input", {type: "text", testid: "join-name", maxlength: 40, placeholder: "Your name",
        value: mySeat.name || localStorage.getItem("innkeeper-name") || ""});
      const joinButton = h("button", {class: "btn primary", testid: "join-button", type: "submit"},
        mySeat.joined ? "Change name" : "Join");
      const form = h("form", {class: "join-form"},
        h("label", {}, mySeat.joined ? `You have joined seat ${me + 1}.` : `Take seat ${me + 1}:`), nameBox, joinButton);
      form.addEventListener("submit", async (ev) => {
        ev.preventDefault();
        joinButton.disabled = true;
        try {
          const name = nameBox.value.trim();
          if (name) localStorage.setItem("innkeeper-name", name);
          await api(`/api/tables/${encodeURIComponent(tableId)}/join`, {method: "POST", body: {token, name: name || null}});
          const fresh = await api(`/api/tables/${encodeURIComponent(tableId)}`);
          st.table = fresh;
          toast(`You sit at seat ${me + 1}.`);
          render();
        } catch (err) {
          toast(`Could not join: ${err.message}`, "error");
          joinButton.disabled = false;
        }
      });
      parts.push(form);
      if (mySeat.joined && !host) parts.push(h("p", {class: "watching-note"}, "Waiting for the host to start the game…"));
    } else if (!host) {
      parts.push(h("p", {class: "watching-note", testid: "watching"},
        "Watching. Ask the host for a seat link to play."));
    }
    if (host) {
      loadLinks();
      const links = (st.links || []).filter((l) => l.kind === "human" && l.token);
      parts.push(h("div", {class: "links"},
        h("h3", {}, "Seat links: send one to each friend"),
        links.length ? null : h("p", {class: "muted"}, "No seats for people at this table."),
        links.map((l) => {
          const url = absolute(l.url || `/table/${tableId}#token=${l.token}`);
          const input = h("input", {type: "text", readonly: true, value: url, testid: `join-link-${l.seat}`,
            onfocus: (ev) => ev.target.select()});
          const copy = h("button", {type: "button", class: "btn", testid: `copy-link-${l.seat}`,
            onclick: (ev) => copyText(url, ev.currentTarget)}, "Copy");
          return h("div", {class: "link-row"}, h("span", {class: "seat-num"}, `${l.seat + 1}`), input, copy,
            l.seat === me ? h("span", {class: "badge you"}, "You") : null);
        })));
      const start = h("button", {class: "btn primary big", testid: "start-game", type: "button"}, "Start the game");
      start.addEventListener("click", async () => {
        start.disabled = true;
        try {
          const fresh = await api(`/api/tables/${encodeURIComponent(tableId)}/start`, {method: "POST", body: {host}});
          if (fresh && fresh.seats) st.table = fresh;
        } catch (err) {
          toast(`Could not start: ${err.message}`, "error");
          start.disabled = false;
        }
      });
      parts.push(h("div", {class: "start-row"}, start,
        h("span", {class: "hint"}, "Seats nobody has joined are played by bots.")));
    }
    waitingRoom.replaceChildren(h("section", {class: "panel waiting"}, parts));
  }

  function act(index) {
    const s = st.state;
    if (!s || st.pendingAct || !st.ws || st.ws.readyState !== WebSocket.OPEN) return;
    st.pendingAct = true;
    st.selectedCard = null;
    const obs = s.observation;
    const chosen = (obs && obs.legal_actions) || [];
    const stack = (obs && obs.stack) || [];
    if (chosen[index] && chosen[index].kind === "pass" && stack.length && ["window", "anytime"].includes(stack[stack.length - 1].kind)) {
      st.passed.add(questionKey(obs, chosen, st.seat));   // the same question is not asked twice
    }
    st.ws.send(JSON.stringify({type: "act", choice: index, seq: s.seq}));
    for (const b of promptSlot.querySelectorAll("button")) b.disabled = true;
    for (const c of handSlot.querySelectorAll(".card")) c.classList.remove("playable", "selected");
  }

  const autoKey = () => `innkeeper-autopass-${tableId}-${st.seat}`;
  function autoMode() {
    const mode = localStorage.getItem(autoKey());
    return AUTOPASS[mode] ? mode : "mine";
  }
  function autoPassPicker() {
    if (st.seat === null || st.seat === undefined) return null;
    const select = h("select", {testid: "autopass", title: "When the table asks you (remembered for this seat)",
      onchange: () => { localStorage.setItem(autoKey(), select.value); renderPrompt(); }},
    Object.entries(AUTOPASS).map(([value, label]) => h("option", {value, title: AUTOPASS_RULES[value]}, label)));
    select.value = autoMode();
    return h("label", {class: "autopass"}, "Ask me: ", select);
  }

  function myActions() {
    const s = st.state;
    if (!s || !s.observation || st.seat === null || st.seat === undefined) return [];
    return s.observation.legal_actions || [];
  }

  function renderPrompt() {
    const s = st.state;
    if (!s || !s.observation || s.status === "finished" || s.observation.over) {
      promptSlot.replaceChildren();
      return;
    }
    const obs = s.observation;
    const actions = myActions();
    if (st.seat === null || st.seat === undefined || !actions.length) {
      const waitingFor = s.waiting_for === undefined ? obs.current_player : s.waiting_for;
      const whoText = waitingFor === null || waitingFor === undefined ? "the table" : seatLabel(waitingFor);
      promptSlot.replaceChildren(h("div", {class: "waiting-line", testid: "waiting"},
        h("span", {class: "dots"}), `Waiting for ${whoText}…`, timerEl()));
      return;
    }
    const auto = autoPassChoice(obs, actions, st.seat, autoMode(), st.passed, book);
    if (auto >= 0 && !st.pendingAct) {   // nothing here for this seat to decide: answered for them
      st.autoPassed = (st.autoPassed || 0) + 1;
      promptSlot.replaceChildren(h("div", {class: "waiting-line", testid: "auto-passed",
        dataset: {count: st.autoPassed}}, `Auto-pass: ${ownWords(actions[auto].text, obs.players[st.seat].name)}`,
      autoPassPicker()));
      const seq = s.seq;
      setTimeout(() => { if (st.state && st.state.seq === seq) act(auto); }, 60);
      return;
    }
    const buttons = actions.map((a, i) => {
      const selected = st.selectedCard && a.card === st.selectedCard;
      const dimmed = st.selectedCard && a.card !== st.selectedCard;
      const rule = a.card && book[a.card] && book[a.card].text;
      const key = i < 9 ? `Key ${i + 1}` : null;
      let label = ownWords(a.text, obs.players[st.seat].name);
      if (a.kind === "shake") label = [h("span", {class: "shake-tag"}, "Shake it off:"), ` '${a.card}'`];
      else if (a.option === "sing") label = [h("span", {class: "note-tag", "aria-hidden": "true"}, "♪"), label];
      return h("button", {class: `btn action kind-${a.kind}${a.option ? ` option-${a.option}` : ""}` +
        `${selected ? " selected" : ""}${dimmed ? " dimmed" : ""}`,
        type: "button", testid: "action-button", dataset: {index: i, kind: a.kind, card: a.card || "", option: a.option || ""},
        title: [key, (a.kind === "shake" || a.option === "sing") && rule ? rule : null].filter(Boolean).join(" · ") || null,
        disabled: st.pendingAct, onclick: () => act(i)}, label);
    });
    const clear = st.selectedCard ? h("button", {class: "btn ghost", type: "button",
      onclick: () => { st.selectedCard = null; renderPrompt(); renderHand(); }}, "Show every choice") : null;
    const wasAsked = Boolean(promptSlot.querySelector("[data-testid=prompt]"));
    promptSlot.replaceChildren(h("div", {class: "prompt", testid: "prompt"},
      h("div", {class: "prompt-head"}, h("span", {class: "prompt-text", testid: "prompt-text"},
        s.prompt || "Your decision"), timerEl(), autoPassPicker()),
      h("div", {class: "actions"}, buttons, clear)));
    if (!wasAsked) {
      promptSlot.scrollIntoView({block: "nearest", behavior: "smooth"});
      if (document.hidden) document.title = `(Your move) ${document.title.replace(/^\(Your move\) /, "")}`;
    }
  }

  function seatLabel(seat) {
    if (seat === st.seat) return "you";
    const info = st.table && st.table.seats[seat];
    const obs = st.state && st.state.observation;
    const character = (obs && obs.players[seat] && obs.players[seat].name) || (info && info.character_name) || `seat ${seat + 1}`;
    return info && info.name ? `${info.name} (${character})` : character;
  }

  function timerEl() {
    if (st.deadlineAt === null) return null;
    const el = h("span", {class: "timer", testid: "timer"});
    updateTimer(el);
    return el;
  }
  function updateTimer(el) {
    const left = Math.max(0, Math.ceil((st.deadlineAt - Date.now()) / 1000));
    el.replaceChildren(svg(ICONS.hourglass), `${left}s`);
    el.classList.toggle("urgent", left <= 5);
  }
  setInterval(() => {
    if (st.deadlineAt === null) return;
    for (const el of document.querySelectorAll("[data-testid=timer]")) updateTimer(el);
  }, 250);

  function renderHand() {
    const s = st.state;
    if (st.seat === null || st.seat === undefined || !s || !s.observation) {
      handSlot.replaceChildren();
      return;
    }
    const actions = myActions();
    const byCard = new Map();
    actions.forEach((a, i) => {
      if (!a.card) return;
      if (!byCard.has(a.card)) byCard.set(a.card, []);
      byCard.get(a.card).push(i);
    });
    const cards = (s.hand || []).map((card) => {
      const uses = byCard.get(card.title) || [];
      const playable = uses.length > 0 && !st.pendingAct;
      const choose = () => {
        if (!playable) return;
        if (uses.length === 1) {
          act(uses[0]);
        } else {
          st.selectedCard = st.selectedCard === card.title ? null : card.title;
          renderPrompt();
          renderHand();
          promptSlot.scrollIntoView({block: "nearest", behavior: "smooth"});
        }
      };
      return cardFace(card, {
        class: `${playable ? "playable" : ""}${st.selectedCard === card.title ? " selected" : ""}`,
        testid: "hand-card", dataset: {title: card.title, playable: playable ? "1" : "0"},
        tabindex: playable ? 0 : null, role: playable ? "button" : null, onclick: choose,
        onkeydown: (ev) => { if (ev.key === "Enter" || ev.key === " ") { ev.preventDefault(); choose(); } },
      });
    });
    handSlot.replaceChildren(h("section", {class: "hand-panel"},
      h("h2", {}, `Your hand`, h("span", {class: "muted"}, ` · ${cards.length} card${cards.length === 1 ? "" : "s"}`),
        byCard.size ? h("span", {class: "hint"}, " · glowing cards can be played now") : null),
      h("div", {class: "hand", testid: "hand"}, cards.length ? cards : h("p", {class: "muted"}, "No cards in hand."))));
  }

  connect();
  try {
    st.table = await api(`/api/tables/${encodeURIComponent(tableId)}`);
    if (!st.state) render();
  } catch (err) {
    if (err.status === 404) {
      st.closed = true;
      app.replaceChildren(h("section", {class: "panel"}, h("h2", {}, "No such table"),
        h("p", {}, "This table does not exist (any more)."), h("a", {class: "btn", href: "/"}, "Back to the lobby")));
    }
  }
}

function deckName(d) {
  return {core: "Core Drink Deck", second: "Second Drink Deck", "000-pack": "000 Drink pack"}[d] || d;
}

function optionsSummary(options) {
  const bits = [];
  if (options.bar_deck === true) bits.push("Bar Deck of every Drink Deck");
  else if (Array.isArray(options.bar_deck)) bits.push(`Bar Deck: ${options.bar_deck.map(deckName).join(" + ")}`);
  else bits.push(options.drink_deck === "second" ? "Second Drink Deck" : "Core Drink Deck");
  if (options.ask_all) bits.push("everyone is asked at every window");
  if (options.timer) bits.push(`${options.timer} s per decision`);
  if (options.last_call) bits.push(`last call after ${options.last_call} round${options.last_call === 1 ? "" : "s"}`);
  if (options.prizes) bits.push("Prize variant");
  return bits.join(" · ");
}

// ----- replay -------------------------------------------------------------------------------------------------

async function showReplay(tableId) {
  const query = new URLSearchParams(location.search);
  let view = query.get("view") || "all";
  const book = await cardBook();
  document.title = "Innkeeper · Replay";
  topbarInfo.replaceChildren(h("span", {class: "pill status-finished", testid: "status"}, "Replay"));
  app.replaceChildren(h("section", {class: "panel"}, h("p", {class: "muted"}, "Fetching the replay…")));

  let data;
  let index = 0;
  let playing = null;

  const frameLabel = h("span", {class: "frame-label", testid: "replay-frame"}, "0 / 0");
  const slider = h("input", {type: "range", min: 0, max: 0, value: 0, testid: "replay-slider", "aria-label": "Step"});
  const viewSelect = h("select", {testid: "replay-view", "aria-label": "Whose view"});
  const playButton = h("button", {class: "btn", type: "button", testid: "replay-play"}, svg(ICONS.next), "Play");
  const speed = h("select", {testid: "replay-speed", "aria-label": "Speed"},
    h("option", {value: "1000"}, "1×"), h("option", {value: "400"}, "2.5×"), h("option", {value: "120"}, "8×"));
  speed.value = "400";
  const controls = h("div", {class: "replay-controls", testid: "replay-controls"},
    h("button", {class: "btn", type: "button", testid: "replay-first", title: "First step", "aria-label": "First step",
      onclick: () => go(0)}, svg(ICONS.first)),
    h("button", {class: "btn", type: "button", testid: "replay-prev", title: "Previous step", "aria-label": "Previous step",
      onclick: () => go(index - 1)}, svg(ICONS.prev)),
    playButton,
    h("button", {class: "btn", type: "button", testid: "replay-next", title: "Next step", "aria-label": "Next step",
      onclick: () => go(index + 1)}, svg(ICONS.next)),
    h("button", {class: "btn", type: "button", testid: "replay-last", title: "Last step", "aria-label": "Last step",
      onclick: () => go(data.frames.length - 1)}, svg(ICONS.last)),
    frameLabel, slider, speed, viewSelect);
  const stepInfo = h("div", {class: "step-info", testid: "replay-step"});
  const banner = h("div", {class: "banner-slot"});
  const boardSlot = h("div", {class: "board-slot"});
  const handSlot = h("div", {class: "hand-slot"});
  const logList = h("ol", {class: "log-list"});
  const logBox = h("div", {class: "log", testid: "log"}, logList);

  slider.addEventListener("input", () => go(Number(slider.value)));
  viewSelect.addEventListener("change", async () => {
    view = viewSelect.value;
    const url = new URL(location.href);
    url.searchParams.set("view", view);
    history.replaceState(null, "", url);
    await load();
  });
  playButton.addEventListener("click", () => (playing ? pause() : play()));
  document.addEventListener("keydown", (ev) => {
    if (ev.target instanceof HTMLInputElement || ev.target instanceof HTMLSelectElement) return;
    if (ev.key === "ArrowRight") go(index + 1);
    else if (ev.key === "ArrowLeft") go(index - 1);
    else if (ev.key === "Home") go(0);
    else if (ev.key === "End") go(data.frames.length - 1);
  });

  function play() {
    if (index >= data.frames.length - 1) go(0);
    playButton.replaceChildren(svg(ICONS.pause), "Pause");
    playing = setInterval(() => {
      if (index >= data.frames.length - 1) pause();
      else go(index + 1);
    }, Number(speed.value));
  }
  function pause() {
    clearInterval(playing);
    playing = null;
    playButton.replaceChildren(svg(ICONS.next), "Play");
  }
  speed.addEventListener("change", () => { if (playing) { pause(); play(); } });

  async function load() {
    try {
      data = await api(`/api/tables/${encodeURIComponent(tableId)}/replay?view=${encodeURIComponent(view)}`);
    } catch (err) {
      app.replaceChildren(h("section", {class: "panel"}, h("h2", {}, "No replay"),
        h("p", {class: "error", testid: "replay-error"}, err.message),
        h("a", {class: "btn", href: `/table/${encodeURIComponent(tableId)}`}, "Go to the table"),
        " ", h("a", {class: "btn", href: "/"}, "Back to the lobby")));
      return;
    }
    const seats = data.table.seats || [];
    viewSelect.replaceChildren(h("option", {value: "all"}, "All cards open"),
      ...seats.map((s) => h("option", {value: String(s.seat)},
        `As ${s.name || s.character_name || `seat ${s.seat + 1}`}${s.name && s.character_name ? ` (${s.character_name})` : ""}`)));
    viewSelect.value = view;
    slider.max = String(data.frames.length - 1);
    if (data.table.name) document.title = `Innkeeper · Replay · ${data.table.name}`;
    app.replaceChildren(h("div", {class: "table-layout replay"},
      h("div", {class: "table-main-col"},
        h("section", {class: "panel replay-head"},
          h("h2", {}, `Replay: ${data.table.name || "a night at the Inn"}`), controls, stepInfo),
        banner, boardSlot, handSlot),
      h("aside", {class: "log-col"}, h("h2", {}, "What happened"), logBox)));
    go(Math.min(index, data.frames.length - 1), true);
  }

  function go(i, force) {
    if (!data) return;
    const target = Math.max(0, Math.min(data.frames.length - 1, i));
    if (target === index && !force) return;
    const previous = index;
    index = target;
    const frame = data.frames[index];
    const obs = frame.observation;
    const viewer = view === "all" ? null : Number(view);
    frameLabel.textContent = `${index} / ${data.frames.length - 1}`;
    slider.value = String(index);
    const actor = frame.actor === null || frame.actor === undefined ? null : who(obs, frame.actor, null);
    stepInfo.replaceChildren(index === 0
      ? h("span", {}, "The table is set: everyone has 7 cards and a Drink in front of them.")
      : h("span", {}, h("b", {}, `Step ${frame.step}: `), frame.action || `${actor || "Someone"} acts`));
    boardSlot.replaceChildren(renderBoard(obs, {
      table: data.table, viewer, deciding: obs.current_player, book,
      hands: view === "all" ? obs.hands : null, drinkMe: view === "all" ? obs.drink_me : null,
    }));
    if (index === data.frames.length - 1 && obs.over) {
      banner.replaceChildren(h("div", {class: "winner-banner small", testid: "winner"},
        h("div", {class: "winner-text"}, winnerText(obs, data.table, viewer))));
    } else {
      banner.replaceChildren();
    }
    if (viewer !== null && obs.hand) {
      const faces = frame.hand && frame.hand.length === obs.hand.length ? frame.hand
        : obs.hand.map((t) => ({title: t, ...(book[t] || {})}));
      handSlot.replaceChildren(h("section", {class: "hand-panel"}, h("h2", {}, `${(data.table.seats[viewer] || {}).name || who(obs, viewer, null)}'s hand`),
        h("div", {class: "hand", testid: "hand"}, faces.map((card) => cardFace(card, {testid: "hand-card"})))));
    } else {
      handSlot.replaceChildren();
    }
    // The log: every event up to this frame (incremental when stepping forward).
    if (force || index < previous || index - previous > 50) {
      logList.replaceChildren();
      for (let k = 1; k <= index; k++) addFrameLog(data.frames[k]);
    } else {
      for (let k = previous + 1; k <= index; k++) addFrameLog(data.frames[k]);
    }
    for (const el of logList.querySelectorAll(".current")) el.classList.remove("current");
    for (const el of logList.querySelectorAll(`[data-step="${frame.step}"]`)) el.classList.add("current");
    logBox.scrollTop = logBox.scrollHeight;
  }

  function addFrameLog(frame) {
    const events = frame.log || frame.events || [];
    if (!events.length && frame.action) {
      logList.append(h("li", {class: "log-line", dataset: {step: frame.step}}, frame.action));
    }
    for (const e of events) {
      logList.append(h("li", {class: `log-line k-${e.kind || ""}`, dataset: {step: frame.step}}, e.text));
    }
  }

  await load();
}

// ----- routing -------------------------------------------------------------------------------------------------

function route() {
  const path = location.pathname.replace(/\/+$/, "") || "/";
  let m = path.match(/^\/table\/([^/]+)$/);
  if (m) return showTable(decodeURIComponent(m[1]));
  m = path.match(/^\/replay\/([^/]+)$/);
  if (m) return showReplay(decodeURIComponent(m[1]));
  return showLobby();
}

window.addEventListener("hashchange", () => {
  if (location.pathname.startsWith("/table/")) location.reload();
});

route().catch((err) => {
  app.replaceChildren(h("section", {class: "panel"}, h("h2", {}, "Something went wrong"),
    h("p", {class: "error"}, err.message || String(err)), h("a", {class: "btn", href: "/"}, "Back to the lobby")));
});
