class bom (String $first = 'default', String $second = 'default') {
  notify { "first=${first} second=${second}": }
}
