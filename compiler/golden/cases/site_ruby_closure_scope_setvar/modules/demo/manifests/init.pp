class demo {
  notify { 'in class': message => "role=${::_role} data=${lookup('by_role')}" }
}
