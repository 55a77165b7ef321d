define m::scoped($v, $w) {
  # a template that reads the scope is rendered each time: its text
  # follows $title and $w, which its @variables do not show
  notify { "scoped ${title}": message => template('m/scoped.erb') }
}
