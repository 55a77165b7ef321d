class probe {
  $known = 'yes'
  notify { 'fn': message => probe_lookup('nosuch', 'probe::nosuch', 'other::x', 'known', '::known2') }
  notify { 'tpl': message => template('probe/t.erb') }
}
