define probe::thing ($value) {
  notify { "thing ${title}": message => $value }
}
