define probe::site {
  file { "/tmp/${title}": }
}
