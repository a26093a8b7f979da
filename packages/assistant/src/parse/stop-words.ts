// Words that end (or cannot be) the name of an unknown object: "add a hot tub near the house" asks
// for a "hot tub", not a "hot tub near". Grammar words, the command verbs, sizes, places, plot words.

const grammar = [
  'a an the and or but nor to of in on at by for from with without into onto over under as than',
  'is are was were be been being am do does did has have had will would can could should must may',
  'it its them they this that these those there here where which who what why how when',
  'my our your me us we you i he she him her all every each both some any no not none more less',
  'so if then also too again now please thanks thank just very really quite somewhat',
  'near next close beside besides along against towards toward around between behind away',
  'up down left right top bottom front back middle centre center inside outside',
  'further farther bit little slightly tad lot much',
];

const verbs = [
  'add put place plant build install insert create make dig construct erect set include give get',
  'move shift relocate push bring drag slide reposition transfer take',
  'remove delete drop erase eliminate scrap ditch lose clear rid',
  'rotate turn spin twist pivot swap switch exchange interchange trade',
  'resize scale enlarge expand grow increase upsize extend widen lengthen',
  'shrink reduce decrease downsize narrow halve double keep keeping leave leaving',
  'regenerate redo undo revert help want need like go goes',
];

const qualities = [
  'bigger larger smaller wider narrower longer shorter taller tinier twice half times size sized',
  'wide long deep across diameter',
  'red orange green wrong problem problems error errors issue issues',
  'sun sunny sunlight sunshine shade shady shadow hours',
  'degrees degree deg clockwise counterclockwise anticlockwise ccw cw percent',
  'm metre metres meter meters cm ft feet foot x',
  'quickly somewhere nice possible instead please',
  'matter many get gets got receive receives enough hour day time today summer winter year light reason',
  'thing things object objects item items stuff way point difference one ones',
];

const places = [
  'side sides corner corners fence fences boundary border edge edges end part half area section',
  'plot plan layout design map site land property lot yard parcel spot position positions',
  'place places location locations everything anything something nothing rest else',
];

export const stopWords: ReadonlySet<string> = new Set(
  [...grammar, ...verbs, ...qualities, ...places].flatMap((line) => line.split(' ')),
);
