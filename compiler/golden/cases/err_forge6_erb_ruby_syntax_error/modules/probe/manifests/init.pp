class probe {
  file { '/t': content => template('probe/t.erb') }
}
