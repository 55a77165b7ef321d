type Probe::Base = Object[attributes => { id => Integer }]
type Probe::Point = Object[
  parent => Probe::Base,
  attributes => {
    x => Integer[0],
    label => Optional[String],
    unit => { type => String, value => 'mm' },
    area => { type => Integer, kind => derived },
  },
  constants => { dims => 2 },
  functions => { norm => Callable[[], Float] },
  equality => [x],
]
$p = Probe::Point(1, 3, 'p', 'cm')
notify { 'by_value': message => probe::to_data([$p, SemVer('2.0.0'), /x+/, Binary('aGk=')], false) }
notify { 'by_reference': message => probe::to_data([$p, SemVer('2.0.0'), /x+/], true) }
notify { 'type_itself': message => probe::to_data(Probe::Point, true) }
