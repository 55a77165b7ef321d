class probe {
  $v = "V"
  probe::d { "one": }
  registry_api().each |$l| { notice($l) }
}
