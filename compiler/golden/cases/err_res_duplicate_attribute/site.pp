notify { 'x':
  message => 'a',
  message => 'b',
}
