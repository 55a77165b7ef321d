class probe {
  probe::site { 'one': port => 8080 }
}
