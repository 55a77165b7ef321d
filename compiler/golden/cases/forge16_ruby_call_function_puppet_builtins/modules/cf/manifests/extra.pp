class cf::extra (String $note = 'default note') {
  notify { 'extra': message => $note }
}
