define cf::thing (Integer $size = 1) {
  notify { "thing ${title}": message => $size }
}
