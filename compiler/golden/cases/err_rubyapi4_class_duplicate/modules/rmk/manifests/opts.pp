class rmk::opts ($size = 1) {
  notify { "size ${size}": }
}
