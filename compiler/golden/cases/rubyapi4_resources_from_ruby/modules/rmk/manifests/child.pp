class rmk::child ($extra = 'none') inherits rmk::base {
  notify { 'child': message => "${extra} ${level}" }
}
