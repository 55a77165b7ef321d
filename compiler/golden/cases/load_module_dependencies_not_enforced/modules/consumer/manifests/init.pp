class consumer {
  notify { 'consumer': message => other::g() }
}
