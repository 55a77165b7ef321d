class rmk::opts ($size = 1, $color = 'red') {
  notify { 'opts': message => "${size} ${color}" }
}
