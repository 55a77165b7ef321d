class rmk::base ($level = 'base') {
  notify { 'base': message => $level }
}
